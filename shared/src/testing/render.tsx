import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense, type ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { Route, Routes } from '@betoch/shared/router';
import { ToastContainer } from 'react-toastify/unstyled';
import shellEn from '../../assets/i18n/en.json';
import { MemoryRouter } from './router';

type Resources = Record<string, Record<string, unknown>>;

/**
 * Initialises the page's i18next with the real English files (the shell's namespace plus the
 * given remote namespaces), synchronously, for component tests; `amNamespaces` adds remote
 * namespaces in Amharic, for a test that then chooses Amharic (the language store).
 */
export function initTestI18n(namespaces: Resources = {}, amNamespaces: Resources = {}): void {
  const resources = { en: { translation: shellEn, ...namespaces }, am: amNamespaces };
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources,
      defaultNS: 'translation',
      fallbackNS: 'translation',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
    });
    return;
  }
  for (const [language, bundles] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(bundles)) {
      i18next.addResourceBundle(language, ns, bundle, true, true);
    }
  }
}

export interface RenderRouteOptions {
  /** The URL the memory router starts at. */
  url?: string;
  /** The route path the element is mounted at, e.g. `/listing/*` (as the shell mounts it). */
  path?: string;
  /** A remote's namespace and its English file, e.g. `{ listings: listingsEn }`. */
  namespaces?: Resources;
  /** The same in Amharic, e.g. `{ listings: listingsAm }`, shown once Amharic is chosen. */
  amNamespaces?: Resources;
}

/** Renders an exposed component as the shell would: inside the router, with i18n and toasts. */
export function renderRoute(
  element: ReactElement,
  { url = '/', path = '/*', namespaces = {}, amNamespaces = {} }: RenderRouteOptions = {},
): RenderResult {
  initTestI18n(namespaces, amNamespaces);
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback={null}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>Redirected</p>} />
        </Routes>
      </Suspense>
      <ToastContainer />
    </MemoryRouter>,
  );
}
