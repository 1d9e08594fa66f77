import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@betoch/shared/router';
import { useLanguageStore } from '@betoch/shared';
import { renderRoute } from '@betoch/shared/testing';
import { LanguageSwitcher } from './language-switcher';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

function page(url: string) {
  return renderRoute(
    <>
      <LanguageSwitcher />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { url },
  );
}

/** The value of the `betoch_lang` cookie, or null. */
function languageCookie(): string | null {
  return /(?:^|;\s*)betoch_lang=([^;]*)/.exec(document.cookie)?.[1] ?? null;
}

afterEach(() => {
  act(() => useLanguageStore.getState().setLanguage('en'));
  localStorage.clear();
  document.cookie = 'betoch_lang=; Path=/; Max-Age=0';
});

test('choosing Amharic puts lang=am in the address, after the other parameters, and sets the cookie', async () => {
  page('/property/image-box?id=b01#map');
  await userEvent.selectOptions(screen.getByRole('combobox'), 'am');
  expect(screen.getByTestId('where')).toHaveTextContent('/property/image-box?id=b01&lang=am#map');
  expect(useLanguageStore.getState().language).toBe('am');
  expect(localStorage.getItem('language')).toBe('am');
  expect(languageCookie()).toBe('am');
});

test('choosing English takes lang out of the address and keeps the rest', async () => {
  act(() => useLanguageStore.getState().setLanguage('am'));
  page('/listing/grid-view/2-grid/left-sidebar?lang=am&page=2');
  await userEvent.selectOptions(screen.getByRole('combobox'), 'en');
  expect(screen.getByTestId('where')).toHaveTextContent(
    '/listing/grid-view/2-grid/left-sidebar?page=2',
  );
  expect(languageCookie()).toBe('en');
});
