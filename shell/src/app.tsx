import { useEffect, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { pageWasServerRendered, rehydrateStores } from '@betoch/shared/singleton';
import { BrowserRouter, useRoutes } from '@betoch/shared/router';
import { routes } from './routes';
import { SessionWatch } from './layout/session-watch';
import { ThemeSync } from './layout/theme-sync';
import { Toasts } from './layout/toasts';

function SiteRoutes() {
  return useRoutes(routes);
}

interface Props {
  /**
   * The router around the page: the browser's by default; the server passes a static router at
   * the requested URL (it is not in the browser's bundle).
   */
  Router?: ComponentType<{ children: ReactNode }>;
}

/** Plain (not transition) updates: a navigation commits when asked, so an action that leaves a
 * page first (logout from a guarded page) can rely on it having left. */
function PageRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

/**
 * The shell's root: one router for the whole site, shared with every remote. The declarative
 * router is enough: remotes declare their own `<Routes>`, which data-router loaders cannot reach.
 */
export function App({ Router = PageRouter }: Props) {
  // A page the server rendered was taken over with the stores at their defaults (what the server
  // drew); the visitor's own state is read now, before any effect of the page runs.
  useLayoutEffect(() => {
    if (pageWasServerRendered()) void rehydrateStores();
  }, []);
  // The page is live (taken over, or first rendered): tests and tools wait for this, and the
  // template's script then replays the presses it held. Set after every effect of the first
  // render (the root's effects run last), so the page's subscriptions and the effects that sync
  // its fields are in place when a held press arrives.
  useEffect(() => {
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
      <Router>{content}</Router>
      <Toasts />
    </>
  );
}
