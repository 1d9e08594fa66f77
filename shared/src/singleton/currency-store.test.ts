import { CURRENCIES } from '../domain/currency';
import type * as CurrencyModule from './currency-store';

async function loadCurrency(): Promise<typeof CurrencyModule> {
  let mod: typeof CurrencyModule | undefined;
  await jest.isolateModulesAsync(async () => {
    mod = await import('./currency-store');
  });
  if (!mod) throw new Error('currency store did not load');
  return mod;
}

const DOLLAR = { name: 'Dollar', currency: 'USD', symbol: '$', price: 1 };

function birr() {
  const found = CURRENCIES.find((c) => c.currency === 'ETB');
  if (!found) throw new Error('Birr is not offered');
  return found;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('the default is Dollar, USD, $, factor 1', async () => {
  const { useCurrencyStore } = await loadCurrency();
  expect(useCurrencyStore.getState().currency).toEqual(DOLLAR);
  // Showing the default does not write anything.
  expect(localStorage.getItem('currency')).toBeNull();
});

test('Birr is offered as ETB, "Br", with a factor above 1', () => {
  expect(birr()).toMatchObject({ name: 'Birr', currency: 'ETB', symbol: 'Br' });
  expect(birr().price).toBeGreaterThan(1);
});

test('setCurrency stores the object as JSON under `currency`', async () => {
  const { useCurrencyStore } = await loadCurrency();

  useCurrencyStore.getState().setCurrency(birr());

  expect(useCurrencyStore.getState().currency).toEqual(birr());
  const raw = localStorage.getItem('currency');
  expect(JSON.parse(raw ?? 'null')).toEqual({
    name: 'Birr',
    currency: 'ETB',
    symbol: 'Br',
    price: birr().price,
  });
  // The old site's format: the object itself, no zustand envelope.
  expect(raw).toBe(JSON.stringify(birr()));
  expect(Object.keys(localStorage)).toEqual(['currency']);
});

test('the choice survives a reload', async () => {
  const first = await loadCurrency();
  first.useCurrencyStore.getState().setCurrency(birr());

  const { useCurrencyStore } = await loadCurrency();

  expect(useCurrencyStore.getState().currency).toEqual(birr());
});

test.each([
  ['Euro', { name: 'Euro', currency: 'EUR', symbol: '€', price: 0.86 }],
  ['Birr at an older rate', { name: 'Birr', currency: 'ETB', symbol: 'Br', price: 57.1 }],
  ['Dollar', DOLLAR],
])('an old-site value (%s) is read back as stored', async (_label, stored) => {
  localStorage.setItem('currency', JSON.stringify(stored));

  const { useCurrencyStore } = await loadCurrency();

  expect(useCurrencyStore.getState().currency).toEqual(stored);
});

test.each([
  ['truncated JSON', '{"name":"Birr","curr'],
  ['null', 'null'],
  ['a bare code', 'ETB'],
  ['a JSON string', '"ETB"'],
  ['a number', '42'],
  ['an array', JSON.stringify([DOLLAR])],
  ['zustand’s envelope', JSON.stringify({ state: { currency: DOLLAR }, version: 0 })],
  ['a missing symbol', JSON.stringify({ name: 'Birr', currency: 'ETB', price: 57 })],
  ['a price given as text', JSON.stringify({ ...DOLLAR, name: 'Birr', price: '57' })],
  ['a zero price', JSON.stringify({ ...DOLLAR, price: 0 })],
  ['a negative price', JSON.stringify({ ...DOLLAR, price: -1 })],
  ['an empty code', JSON.stringify({ ...DOLLAR, currency: '' })],
])('a corrupted or wrong-shape value (%s) falls back to the default', async (_label, raw) => {
  localStorage.setItem('currency', raw);

  const { useCurrencyStore } = await loadCurrency();

  expect(useCurrencyStore.getState().currency).toEqual(DOLLAR);
});

test('a change made in another tab shows after its storage event', async () => {
  const { useCurrencyStore } = await loadCurrency();

  localStorage.setItem('currency', JSON.stringify(birr()));
  window.dispatchEvent(new StorageEvent('storage', { key: 'currency' }));

  expect(useCurrencyStore.getState().currency).toEqual(birr());
});
