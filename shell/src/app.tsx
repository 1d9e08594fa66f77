import { useLayoutEffect, type ReactNode } from 'react';
import { pageWasServerRendered, rehydrateStores } from '@betoch/shared/singleton';
import { BrowserRouter, StaticRouter, useRoutes } from '@betoch/shared/router';
import { routes } from './routes';
import { SessionWatch } from './layout/session-watch';
import { ThemeSync } from './layout/theme-sync';
import { Toasts } from './layout/toasts';

function SiteRoutes() {
  return useRoutes(routes);
}

interface Props {
  /** The URL to render on the server; the browser's own location when absent. */
  location?: string;
}

/**
 * The shell's root: one router for the whole site, shared with every remote. The declarative
 * router is enough: remotes declare their own `<Routes>`, which data-router loaders cannot reach.
 */
export function App({ location }: Props) {
  // A page the server rendered was taken over with the stores at their defaults (what the server
  // drew); the visitor's own state is read now, before any effect of the page runs.
  useLayoutEffect(() => {
    if (pageWasServerRendered()) void rehydrateStores();
    // The page is live (taken over, or first rendered): tests and tools can wait for this.
    document.documentElement.dataset.betochReady = '';
  }, []);
  const content: ReactNode = (
    <>
      <SessionWatch />
      <SiteRoutes />
    </>
  );
  return (
    <>
      <ThemeSync />
      {location === undefined ? (
        // Plain (not transition) updates: a navigation commits when asked, so an action that
        // leaves a page first (logout from a guarded page) can rely on it having left.
        <BrowserRouter useTransitions={false}>{content}</BrowserRouter>
      ) : (
        <StaticRouter location={location}>{content}</StaticRouter>
      )}
      <Toasts />
    </>
  );
}
