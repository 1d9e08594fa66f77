import { useTagLabel, type Property } from '@betoch/shared';
import { FormField } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import type { FieldGroupProps } from './contract-terms';

interface Props extends FieldGroupProps {
  choices: Property[];
  onChoose: (propertyId: string) => void;
}

/** The property the agreement is about: the listings for rent (lease) or for sale (sale). */
export function PropertyField({ values, errorOf, idPrefix, kind, choices, onChoose }: Props) {
  const { t } = usePagesT();
  const label = useTagLabel();
  return (
    <fieldset className="cnt-contract-form__group card">
      <legend>{t('contract.propertyGroup')}</legend>
      <FormField
        id={`${idPrefix}-propertyId`}
        label={t('contract.fields.property')}
        hint={t(`contract.${kind}.propertyHint`)}
        error={errorOf('propertyId')}
        required
      >
        {(control) => (
          <select
            {...control}
            className="field__input"
            name="propertyId"
            value={values.propertyId}
            onChange={(e) => onChoose(e.target.value)}
          >
            <option value="">{t('contract.choose')}</option>
            {choices.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title} — {p.subCity ? `${label(p.subCity)}, ` : ''}
                {label(p.city)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </fieldset>
  );
}
