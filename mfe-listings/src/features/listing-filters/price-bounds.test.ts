import { rangeToUsd, toDisplayAmount, toUsd } from './price-bounds';

const BIRR = 156.5;

test('a dollar bound shows in whole units of the currency', () => {
  expect(toDisplayAmount(1000, 1)).toBe(1000);
  expect(toDisplayAmount(1000, BIRR)).toBe(156500);
  expect(toDisplayAmount(undefined, BIRR)).toBeUndefined();
});

test('an amount typed in birr is filtered in dollars and shows back as typed', () => {
  const usd = toUsd(1_000_000, BIRR);
  expect(usd).toBeCloseTo(6389.7764, 4);
  expect(toDisplayAmount(usd, BIRR)).toBe(1_000_000);
  for (const typed of [1, 99, 15650, 123457, 98765432]) {
    expect(toDisplayAmount(toUsd(typed, BIRR), BIRR)).toBe(typed);
  }
});

test('empty or invalid input leaves the bound open', () => {
  expect(toUsd(undefined, BIRR)).toBeUndefined();
  expect(toUsd(Number.NaN, BIRR)).toBeUndefined();
  expect(toUsd(100, 0)).toBeUndefined();
  expect(rangeToUsd({ min: 313, max: undefined }, BIRR)).toEqual({ min: 2, max: undefined });
});
