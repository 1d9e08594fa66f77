import { formatDate, type Language, type Property } from '@betoch/shared';
import {
  leaseAmounts,
  leaseEndDate,
  parseAmount,
  saleAmounts,
  type ContractForm,
  type ContractKind,
} from './contract-rules';
import { formatAmount } from './contract-terms';

/** The values the agreement's clauses quote, and its table of amounts (translation key, value). */
export interface AgreementFigures {
  values: Record<string, string>;
  rows: [string, string][];
}

/** Formats the filled-in form for the document, with the amounts the contract rules compute. */
export function agreementFigures(
  kind: ContractKind,
  form: ContractForm,
  property: Property | undefined,
  language: Language,
): AgreementFigures {
  const money = (amount: number) => formatAmount(amount, form.currency, language);
  const amount = parseAmount(form.amount);
  const advance = parseAmount(form.advance);
  const base = {
    property: property?.title ?? form.propertyId,
    address: property?.address ?? '',
    area: String(property?.sqft ?? ''),
    start: formatDate(form.startDate, language),
    amount: money(amount),
    advance: money(advance),
  };
  if (kind === 'lease') {
    const months = Number(form.months);
    const { totalRent, dueAtSigning } = leaseAmounts(amount, advance, months);
    const values = {
      ...base,
      months: String(months),
      end: formatDate(leaseEndDate(form.startDate, months), language),
      total: money(totalRent),
      due: money(dueAtSigning),
    };
    return {
      values,
      rows: [
        ['contract.lease.amount', values.amount],
        ['contract.lease.advance', values.advance],
        ['contract.doc.totalRent', values.total],
        ['contract.doc.dueAtSigning', values.due],
      ],
    };
  }
  const { remainingBalance, downPaymentPercent } = saleAmounts(amount, advance);
  const values = { ...base, percent: String(downPaymentPercent), balance: money(remainingBalance) };
  return {
    values,
    rows: [
      ['contract.sale.amount', values.amount],
      ['contract.sale.advance', values.advance],
      ['contract.doc.balance', values.balance],
    ],
  };
}
