import { CURRENCIES, DEFAULT_CURRENCY, findCurrency } from '@betoch/shared';
import { formatDualPrice } from './plan-price';

describe('formatDualPrice', () => {
  const plan = { priceEtb: 4500, priceUsd: 29 };

  it('shows the dollar price in dollars', () => {
    expect(formatDualPrice(plan, DEFAULT_CURRENCY, 'en')).toBe('$29');
  });

  it('shows the birr price as set, not converted from dollars', () => {
    const birr = findCurrency('ETB');
    if (!birr) throw new Error('birr is offered');
    expect(formatDualPrice(plan, birr, 'en')).toBe('Br 4,500');
  });

  it('converts the dollar price for any other currency', () => {
    const euro = CURRENCIES.find((c) => c.currency === 'EUR');
    if (!euro) throw new Error('euro is offered');
    expect(formatDualPrice(plan, euro, 'en')).toBe('€24.94');
  });
});
