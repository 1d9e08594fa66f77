import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDataModeStore } from '@betoch/shared';
import { renderRoute } from '@betoch/shared/testing';
import { DataSwitch } from './data-switch';

/** The value of the `betoch_data` cookie, or null. */
function dataCookie(): string | null {
  return /(?:^|;\s*)betoch_data=([^;]*)/.exec(document.cookie)?.[1] ?? null;
}

afterEach(() => {
  act(() => useDataModeStore.setState({ mode: 'normal', choice: null }));
  document.cookie = 'betoch_data=; Path=/; Max-Age=0';
  document.documentElement.removeAttribute('data-data-mode');
});

test('turning it on saves data on this page and, by its cookie, on the next ones', async () => {
  renderRoute(<DataSwitch />);
  const toggle = screen.getByRole('button', { name: 'Save data' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(useDataModeStore.getState().mode).toBe('low');
  expect(dataCookie()).toBe('low');
  expect(document.documentElement).toHaveAttribute('data-data-mode', 'low');
});

test('on because the browser saves data, turning it off is a choice too, kept', async () => {
  act(() => useDataModeStore.setState({ mode: 'low', choice: null }));
  renderRoute(<DataSwitch />);
  const toggle = screen.getByRole('button', { name: 'Save data' });
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(useDataModeStore.getState()).toMatchObject({ mode: 'normal', choice: 'normal' });
  expect(dataCookie()).toBe('normal');
});
