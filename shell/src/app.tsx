import { BrowserRouter, useRoutes } from '@betoch/shared/router';
import { routes } from './routes';
import { SessionWatch } from './layout/session-watch';
import { ThemeSync } from './layout/theme-sync';
import { Toasts } from './layout/toasts';

function SiteRoutes() {
  return useRoutes(routes);
}

/**
 * The shell's root: one router for the whole site, shared with every remote. The declarative
 * router is enough: remotes declare their own `<Routes>`, which data-router loaders cannot reach.
 */
export function App() {
  return (
    <>
      <ThemeSync />
      {/* Plain (not transition) updates: a navigation commits when asked, so an action that leaves
          a page first (logout from a guarded page) can rely on it having left. */}
      <BrowserRouter useTransitions={false}>
        <SessionWatch />
        <SiteRoutes />
      </BrowserRouter>
      <Toasts />
    </>
  );
}
