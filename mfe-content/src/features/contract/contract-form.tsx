import { useId, useState } from 'react';
import { ETB_PER_USD, dealOf, type Property } from '@betoch/shared';
import {
  CONTRACT_FIELDS,
  LEASE_MONTHS_MAX,
  PARTY_ADDRESS_MAX,
  PARTY_NAME_MAX,
  validateContract,
  type ContractField,
  type ContractForm,
  type ContractKind,
} from './contract-rules';
import { useValidatedForm } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { emptyContract } from './contract-terms';
import { PartyFields } from './party-fields';
import { PropertyField } from './property-field';
import { TermsFields } from './terms-fields';

interface Props {
  kind: ContractKind;
  properties: Property[];
  /** A property chosen by the address (`?id=`), if it fits this kind of agreement. */
  presetId: string;
  /** Kept in the page (with its values) while the preview shows. */
  hidden: boolean;
  /** The valid form, with the property it names (found in the list or by the search box). */
  onPreview: (form: ContractForm, property: Property | undefined) => void;
}

const LIMITS: Partial<Record<ContractField, { min?: number; max?: number }>> = {
  ownerName: { max: PARTY_NAME_MAX },
  clientName: { max: PARTY_NAME_MAX },
  ownerAddress: { max: PARTY_ADDRESS_MAX },
  clientAddress: { max: PARTY_ADDRESS_MAX },
  months: { max: LEASE_MONTHS_MAX },
};

/** The amount a property suggests: its price (monthly rent) in the agreement's currency. */
function suggestedAmount(property: Property | undefined, currency: string): string {
  if (!property) return '';
  return String(Math.round(currency === 'ETB' ? property.price * ETB_PER_USD : property.price));
}

/** The agreement form: property, both parties, dates and amounts, checked before the preview. */
export function ContractFormView({ kind, properties, presetId, hidden, onPreview }: Props) {
  const { t } = usePagesT();
  const id = useId();
  const choices = properties.filter((p) => dealOf(p.id) === (kind === 'lease' ? 'rent' : 'sale'));
  const preset = choices.find((p) => p.id === presetId);
  const [chosen, setChosen] = useState(preset);
  const initial = emptyContract(preset?.id);
  initial.amount = suggestedAmount(preset, initial.currency);
  const form = useValidatedForm({
    initial,
    validate: (values: ContractForm) => validateContract(kind, values),
    order: CONTRACT_FIELDS,
    onValid: (values) => onPreview(values, chosen),
  });
  const errorOf = (field: ContractField) => {
    const code = form.errors[field];
    return code ? t(`form.errors.${code}`, LIMITS[field] ?? {}) : undefined;
  };
  const field = { values: form.values, setField: form.setField, errorOf, idPrefix: id, kind };

  const chooseProperty = (property: Property | undefined) => {
    setChosen(property);
    form.setValues((current) => ({
      ...current,
      propertyId: property?.id ?? '',
      amount: suggestedAmount(property, current.currency) || current.amount,
    }));
  };

  return (
    <form {...form.formProps} className="cnt-contract-form cnt-no-print" hidden={hidden}>
      <p className="muted">{t('form.requiredNote')}</p>
      {presetId && !preset ? <p className="alert">{t('contract.presetMismatch')}</p> : null}
      <PropertyField {...field} choices={choices} chosen={chosen} onChoose={chooseProperty} />
      <PartyFields {...field} party="owner" />
      <PartyFields {...field} party="client" />
      <TermsFields {...field} />
      <button type="submit" className="btn btn--primary">
        {t('contract.preview')}
      </button>
    </form>
  );
}
