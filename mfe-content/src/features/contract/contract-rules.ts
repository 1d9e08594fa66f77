import {
  isEthiopianPhone,
  parseIsoDate,
  type EnquiryFieldError,
  type Property,
} from '@betoch/shared';

/*
 * The rental (lease) and sale agreements of /contract: the form's rules and the amounts the
 * document shows. Amounts are in the currency the visitor chose for the agreement.
 */

export type ContractKind = 'lease' | 'sale';
/** The currencies an agreement can be written in. */
export const CONTRACT_CURRENCIES = ['ETB', 'USD'] as const;
export type ContractCurrency = (typeof CONTRACT_CURRENCIES)[number];

/**
 * The agreement form, as typed. The "owner" is the landlord or the seller, the "client" the tenant
 * or the buyer; `amount` is the monthly rent or the price, `advance` the deposit or the down payment.
 */
export interface ContractForm {
  propertyId: string;
  ownerName: string;
  ownerIdNumber: string;
  ownerAddress: string;
  ownerPhone: string;
  clientName: string;
  clientIdNumber: string;
  clientAddress: string;
  clientPhone: string;
  /** ISO `YYYY-MM-DD`: the lease's start or the handover date of a sale. */
  startDate: string;
  /** Lease duration in months (unused for a sale). */
  months: string;
  currency: ContractCurrency;
  amount: string;
  advance: string;
}

export type ContractField = keyof ContractForm;
export type ContractErrorCode =
  | EnquiryFieldError
  | 'invalidIdNumber'
  | 'invalidDate'
  | 'invalidMonths'
  | 'invalidAmount'
  | 'advanceTooHigh';
export type ContractErrors = Partial<Record<ContractField, ContractErrorCode>>;

/** The form's fields in the order they appear (focus goes to the first invalid one). */
export const CONTRACT_FIELDS: readonly ContractField[] = [
  'propertyId',
  'ownerName',
  'ownerIdNumber',
  'ownerAddress',
  'ownerPhone',
  'clientName',
  'clientIdNumber',
  'clientAddress',
  'clientPhone',
  'startDate',
  'months',
  'currency',
  'amount',
  'advance',
];
export const LEASE_MONTHS_MIN = 1;
/** Longest lease the form writes: ten years. */
export const LEASE_MONTHS_MAX = 120;
export const PARTY_NAME_MAX = 80;
export const PARTY_ADDRESS_MAX = 160;
/** Kebele ID, passport or residence permit numbers: 4 to 20 letters, digits, "/" or "-". */
const ID_NUMBER = /^[A-Za-z0-9/-]{4,20}$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const DAY_MS = 86_400_000;

/** An amount as typed ("12,500", "12500.50") → a number, or NaN when it is not one. */
export function parseAmount(text: string): number {
  const compact = text.trim().replace(/[,\s]/g, '');
  return AMOUNT.test(compact) ? Number(compact) : Number.NaN;
}

/** The rental figures of a lease. */
export interface LeaseAmounts {
  /** Rent over the whole lease: monthly rent × months. */
  totalRent: number;
  /** Paid when signing: the first month's rent and the deposit. */
  dueAtSigning: number;
}

/** Computes a lease's total rent and what the tenant pays at signing. */
export function leaseAmounts(monthlyRent: number, deposit: number, months: number): LeaseAmounts {
  return { totalRent: monthlyRent * months, dueAtSigning: monthlyRent + deposit };
}

/** The figures of a sale. */
export interface SaleAmounts {
  /** What the buyer still owes after the down payment. */
  remainingBalance: number;
  /** The down payment as a share of the price, in percent with one decimal. */
  downPaymentPercent: number;
}

/** Computes a sale's remaining balance and the down payment's share of the price. */
export function saleAmounts(price: number, downPayment: number): SaleAmounts {
  const percent = price > 0 ? Math.round((downPayment / price) * 1000) / 10 : 0;
  return { remainingBalance: price - downPayment, downPaymentPercent: percent };
}

function toIso(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The last day of a lease that starts on `startIso` and runs `months` months: the day before the
 * same date `months` later, or that month's last day when it has no such date (31 Jan + 1 month
 * ends on 28 or 29 Feb).
 * Returns '' for an invalid date or duration.
 */
export function leaseEndDate(startIso: string, months: number): string {
  const start = parseIsoDate(startIso);
  if (Number.isNaN(start) || !Number.isInteger(months) || months < 1) return '';
  const date = new Date(start);
  const monthIndex = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  if (date.getUTCDate() > lastDay) return toIso(Date.UTC(year, month, lastDay));
  return toIso(Date.UTC(year, month, date.getUTCDate()) - DAY_MS);
}

function requiredText(value: string, max: number): ContractErrorCode | undefined {
  const length = value.trim().length;
  if (length === 0) return 'required';
  return length > max ? 'tooLong' : undefined;
}

function partyErrors(form: ContractForm, errors: ContractErrors, party: 'owner' | 'client'): void {
  const name = requiredText(form[`${party}Name`], PARTY_NAME_MAX);
  if (name) errors[`${party}Name`] = name;
  const id = form[`${party}IdNumber`].trim();
  if (id === '') errors[`${party}IdNumber`] = 'required';
  else if (!ID_NUMBER.test(id)) errors[`${party}IdNumber`] = 'invalidIdNumber';
  const address = requiredText(form[`${party}Address`], PARTY_ADDRESS_MAX);
  if (address) errors[`${party}Address`] = address;
  const phone = form[`${party}Phone`];
  if (phone.trim() === '') errors[`${party}Phone`] = 'required';
  else if (!isEthiopianPhone(phone)) errors[`${party}Phone`] = 'invalidPhone';
}

/**
 * Checks an agreement form: a property; both parties' name, ID number, address and Ethiopian phone;
 * a real start date; for a lease 1–120 whole months; a positive rent or price; a deposit or down
 * payment of 0 or more (a down payment no higher than the price). One error code per invalid field.
 */
export function validateContract(kind: ContractKind, form: ContractForm): ContractErrors {
  const errors: ContractErrors = {};
  if (form.propertyId.trim() === '') errors.propertyId = 'required';
  partyErrors(form, errors, 'owner');
  partyErrors(form, errors, 'client');
  if (form.startDate.trim() === '') errors.startDate = 'required';
  else if (Number.isNaN(parseIsoDate(form.startDate))) errors.startDate = 'invalidDate';
  if (kind === 'lease') {
    const months = Number(form.months.trim());
    if (form.months.trim() === '') errors.months = 'required';
    else if (!Number.isInteger(months) || months < LEASE_MONTHS_MIN || months > LEASE_MONTHS_MAX)
      errors.months = 'invalidMonths';
  }
  if (!(CONTRACT_CURRENCIES as readonly string[]).includes(form.currency))
    errors.currency = 'required';
  const amount = parseAmount(form.amount);
  if (form.amount.trim() === '') errors.amount = 'required';
  else if (!(amount > 0)) errors.amount = 'invalidAmount';
  const advance = parseAmount(form.advance);
  if (form.advance.trim() === '') errors.advance = 'required';
  else if (Number.isNaN(advance)) errors.advance = 'invalidAmount';
  else if (kind === 'sale' && amount > 0 && advance > amount) errors.advance = 'advanceTooHigh';
  return errors;
}

/**
 * The properties the agreement's list offers: what typed words found, once they have (else the
 * deal's first listings), with the property chosen now kept first if the words did not find it,
 * so a new search never drops the visitor's choice.
 */
export function propertyChoices(
  first: readonly Property[],
  found: readonly Property[] | undefined,
  chosen: Property | undefined,
): Property[] {
  const offered = found ?? first;
  return chosen && !offered.some((p) => p.id === chosen.id) ? [chosen, ...offered] : [...offered];
}
