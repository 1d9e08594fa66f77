import type { Language } from '@betoch/shared';
import { formatPrice, type Currency } from '@betoch/shared';

/** A price fixed in two currencies (a listing plan): birr at home, US dollars from abroad. */
export interface DualPrice {
  priceEtb: number;
  priceUsd: number;
}

/**
 * Formats a price set in both birr and dollars in the visitor's currency: the birr amount as set
 * (not converted) when birr is chosen, otherwise the dollar amount converted as listing prices are.
 */
export function formatDualPrice(price: DualPrice, currency: Currency, language: Language): string {
  if (currency.currency === 'ETB') {
    return formatPrice(price.priceEtb, { ...currency, price: 1 }, language);
  }
  return formatPrice(price.priceUsd, currency, language);
}
