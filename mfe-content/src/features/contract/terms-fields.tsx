import { CONTRACT_CURRENCIES } from './contract-rules';
import { FormField } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import type { FieldGroupProps } from './contract-terms';

/** Start date, duration (lease), currency and the two amounts. */
export function TermsFields({ values, setField, errorOf, idPrefix, kind }: FieldGroupProps) {
  const { t } = usePagesT();
  const input = (name: 'startDate' | 'months' | 'amount' | 'advance', type: string) => (
    <FormField
      id={`${idPrefix}-${name}`}
      label={t(`contract.${kind}.${name}`)}
      hint={name === 'amount' || name === 'advance' ? t('contract.amountHint') : undefined}
      error={errorOf(name)}
      required
    >
      {(control) => (
        <input
          {...control}
          className="field__input"
          name={name}
          type={type}
          inputMode={type === 'text' ? 'decimal' : undefined}
          min={name === 'months' ? 1 : undefined}
          value={values[name]}
          onChange={(e) => setField(name, e.target.value)}
        />
      )}
    </FormField>
  );
  return (
    <fieldset className="cnt-contract-form__group card">
      <legend>{t('contract.termsGroup')}</legend>
      <div className="cnt-contract-form__grid">
        {input('startDate', 'date')}
        {kind === 'lease' ? input('months', 'number') : null}
        <FormField
          id={`${idPrefix}-currency`}
          label={t('contract.fields.currency')}
          error={errorOf('currency')}
          required
        >
          {(control) => (
            <select
              {...control}
              className="field__input"
              name="currency"
              value={values.currency}
              onChange={(e) => setField('currency', e.target.value)}
            >
              {CONTRACT_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {t(`contract.currencies.${code}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {input('amount', 'text')}
        {input('advance', 'text')}
      </div>
    </fieldset>
  );
}
