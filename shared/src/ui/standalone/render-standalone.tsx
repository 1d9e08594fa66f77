import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from '@betoch/shared/router';
import { getRuntimeConfig, setRuntimeConfig } from '@betoch/shared/singleton';
import { initI18n } from '../../i18n/i18n';
import { NotFoundRedirect } from '../not-found-redirect/not-found-redirect';
import '../styles/tokens.css';
import '../styles/base.css';

export interface StandaloneSection {
  /** The top-level path the shell would mount this section at, e.g. `/listing/*`. */
  path: string;
  Component: ComponentType;
}

/**
 * Runs a remote on its own page (its team's development server), with the same router, i18n and
 * data set-up the shell gives it, but no shell. `home` is where `/` goes.
 */
export async function renderStandalone(sections: StandaloneSection[], home: string): Promise<void> {
  // Data and translations come from this remote's own origin when it runs alone.
  setRuntimeConfig({ ...getRuntimeConfig(), dataBaseUrl: '/assets/data/' });
  await initI18n({ language: 'en' });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <main id="main">
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<Navigate to={home} replace />} />
            {sections.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            <Route path="*" element={<NotFoundRedirect />} />
          </Routes>
        </BrowserRouter>
      </main>
    </StrictMode>,
  );
}
