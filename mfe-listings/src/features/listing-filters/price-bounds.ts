import type { NumberRange } from '@betoch/shared';

// Four decimals of a dollar keep the URL short, yet show back exactly what was typed: the error,
// at most 0.00005 × the currency factor, stays far below the whole unit the inputs show.
const USD_DECIMALS = 1e4;

/** A US-dollar bound as shown in a currency (whole units), or undefined when open. */
export function toDisplayAmount(usd: number | undefined, factor: number): number | undefined {
  return usd === undefined ? undefined : Math.round(usd * factor);
}

/** An amount typed in a currency, back in US dollars for filtering, or undefined when empty. */
export function toUsd(amount: number | undefined, factor: number): number | undefined {
  if (amount === undefined || !Number.isFinite(amount) || !(factor > 0)) return undefined;
  return Math.round((amount / factor) * USD_DECIMALS) / USD_DECIMALS;
}

/** A whole range typed in a currency, back in US dollars. */
export function rangeToUsd(range: NumberRange, factor: number): NumberRange {
  return { min: toUsd(range.min, factor), max: toUsd(range.max, factor) };
}
