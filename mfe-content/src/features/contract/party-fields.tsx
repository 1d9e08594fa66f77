import type { ContractField } from './contract-rules';
import { FormField } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { PARTY_KEYS, type FieldGroupProps } from './contract-terms';

const PARTS = [
  { part: 'Name', autoComplete: 'name', type: 'text' },
  { part: 'IdNumber', autoComplete: 'off', type: 'text' },
  { part: 'Address', autoComplete: 'street-address', type: 'text' },
  { part: 'Phone', autoComplete: 'tel', type: 'tel' },
] as const;

/** Name, ID number, address and phone of the landlord / seller ("owner") or tenant / buyer ("client"). */
export function PartyFields({
  values,
  setField,
  errorOf,
  idPrefix,
  kind,
  party,
}: FieldGroupProps & { party: 'owner' | 'client' }) {
  const { t } = usePagesT();
  return (
    <fieldset className="cnt-contract-form__group card">
      <legend>{t(PARTY_KEYS[kind][party])}</legend>
      <div className="cnt-contract-form__grid">
        {PARTS.map(({ part, autoComplete, type }) => {
          const name = `${party}${part}` as ContractField;
          return (
            <FormField
              key={name}
              id={`${idPrefix}-${name}`}
              label={t(`contract.fields.${part}`)}
              hint={
                part === 'Phone'
                  ? t('form.phoneHint')
                  : part === 'IdNumber'
                    ? t('contract.idHint')
                    : undefined
              }
              error={errorOf(name)}
              required
            >
              {(control) => (
                <input
                  {...control}
                  className="field__input"
                  name={name}
                  type={type}
                  autoComplete={party === 'client' ? autoComplete : 'off'}
                  value={values[name]}
                  onChange={(e) => setField(name, e.target.value)}
                />
              )}
            </FormField>
          );
        })}
      </div>
    </fieldset>
  );
}
