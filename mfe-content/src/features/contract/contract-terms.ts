import { DEFAULT_CURRENCY, findCurrency, formatPrice, type Language } from '@betoch/shared';
import { type ContractField, type ContractForm, type ContractKind } from './contract-rules';

/** The translation key of each party's name in a kind of agreement. */
export const PARTY_KEYS: Record<ContractKind, { owner: string; client: string }> = {
  lease: { owner: 'contract.parties.landlord', client: 'contract.parties.tenant' },
  sale: { owner: 'contract.parties.seller', client: 'contract.parties.buyer' },
};

/** An empty agreement form (the start date is left for the visitor to choose). */
export function emptyContract(propertyId = ''): ContractForm {
  return {
    propertyId,
    ownerName: '',
    ownerIdNumber: '',
    ownerAddress: '',
    ownerPhone: '',
    clientName: '',
    clientIdNumber: '',
    clientAddress: '',
    clientPhone: '',
    startDate: '',
    months: '12',
    currency: 'ETB',
    amount: '',
    advance: '',
  };
}

/** An amount already in `code` (not in US dollars), formatted like the site's prices. */
export function formatAmount(amount: number, code: string, language: Language): string {
  const currency = findCurrency(code) ?? DEFAULT_CURRENCY;
  return formatPrice(amount, { ...currency, price: 1 }, language);
}

/** What every group of fields of the agreement form receives. */
export interface FieldGroupProps {
  values: ContractForm;
  setField: (field: ContractField, value: string) => void;
  errorOf: (field: ContractField) => string | undefined;
  idPrefix: string;
  kind: ContractKind;
}
