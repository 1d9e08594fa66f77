import { act, screen } from '@testing-library/react';
import { CURRENCIES, DEFAULT_CURRENCY } from '../../domain/currency';
import { useCurrencyStore } from '../../stores/currency-store';
import { renderRoute } from '@betoch/shared/testing';
import { Price } from './price';

const birr = CURRENCIES.find((c) => c.currency === 'ETB');

afterEach(() => act(() => useCurrencyStore.getState().setCurrency(DEFAULT_CURRENCY)));

test('a sale price is shown in dollars by default, without a period', () => {
  renderRoute(<Price usd={620000} deal="sale" />);
  expect(screen.getByText('$620,000')).toBeInTheDocument();
  expect(screen.queryByText('/ month')).not.toBeInTheDocument();
});

test('a rent reads per month and follows the chosen currency', () => {
  renderRoute(<Price usd={1000} deal="rent" />);
  expect(screen.getByText('$1,000')).toBeInTheDocument();
  expect(screen.getByText('/ month')).toBeInTheDocument();
  act(() => useCurrencyStore.getState().setCurrency(birr ?? DEFAULT_CURRENCY));
  expect(screen.getByText('Br 156,500')).toBeInTheDocument();
});

test('a price that is not a number shows nothing', () => {
  const { container } = renderRoute(<Price usd={Number.NaN} deal="sale" />);
  expect(container.querySelector('.price')).toBeNull();
});

test('the amount is an isolated left-to-right run, in order in RTL layouts', () => {
  renderRoute(<Price usd={620000} deal="sale" />);
  const amount = screen.getByText('$620,000');
  expect(amount.tagName).toBe('BDI');
  expect(amount).toHaveAttribute('dir', 'ltr');
});
