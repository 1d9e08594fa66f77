import { matchPath, Navigate, type RouteObject } from '@betoch/shared/router';
import {
  COMPARE_PATH,
  FAVORITES_MODULE_PATH,
  FAVORITES_PATH,
  HOME_PATH,
  LOGIN_PATH,
  MY_PROPERTIES_PATH,
  NOT_FOUND_PATH,
  SECTION_PATHS,
  SIGN_UP_PATH,
  type RemoteTarget,
} from '@betoch/shared';
import { BareLayout } from './layout/bare-layout';
import { Layout } from './layout/layout';
import { OfflineGate } from './offline/offline-gate';
import { RemoteSection } from './remotes/remote-section';

/**
 * Which remote owns which top-level path; the remote renders everything below it. The module is
 * one that remote exposes in `shared/build/apps.ts` (a typo, or a module of another remote, fails
 * `tsc`).
 */
export type SectionRoute = RemoteTarget & { path: string };

export const LAYOUT_SECTIONS: readonly SectionRoute[] = [
  { path: SECTION_PATHS.theme, remote: 'content', module: 'theme' },
  { path: SECTION_PATHS.listing, remote: 'listings', module: 'routes' },
  { path: SECTION_PATHS.property, remote: 'property', module: 'routes' },
  { path: LOGIN_PATH, remote: 'account', module: 'login' },
  { path: SIGN_UP_PATH, remote: 'account', module: 'sign-up' },
  { path: SECTION_PATHS.page, remote: 'content', module: 'page' },
  { path: SECTION_PATHS.modules, remote: 'content', module: 'modules' },
  { path: SECTION_PATHS.agent, remote: 'content', module: 'agent' },
  { path: SECTION_PATHS.contact, remote: 'content', module: 'contact' },
  { path: SECTION_PATHS.contract, remote: 'content', module: 'contract' },
  { path: FAVORITES_PATH, remote: 'account', module: 'favorites' },
];

/** Pages rendered without the header and footer. */
export const BARE_SECTIONS: readonly SectionRoute[] = [
  { path: MY_PROPERTIES_PATH, remote: 'account', module: 'my-properties' },
  { path: FAVORITES_MODULE_PATH, remote: 'account', module: 'favorites-module' },
];

function toRoute({ path, ...target }: SectionRoute): RouteObject {
  // The key keeps each section's error boundary and loading state its own.
  // Without a connection, a page that does not open offline is the offline page (docs/offline.md).
  return {
    path,
    element: (
      <OfflineGate key={path}>
        <RemoteSection {...target} />
      </OfflineGate>
    ),
  };
}

/** The shell's whole route table: redirects, the layout's sections and the bare pages. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      ...LAYOUT_SECTIONS.map(toRoute),
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
  { element: <BareLayout />, children: BARE_SECTIONS.map(toRoute) },
];

/**
 * Pages drawn only in the browser: they show the visitor's own state (their session, their
 * compare list), which the server does not have, and search engines do not index them.
 */
export const CLIENT_ONLY_PATHS: readonly string[] = [
  FAVORITES_PATH,
  MY_PROPERTIES_PATH,
  FAVORITES_MODULE_PATH,
  COMPARE_PATH,
];

export function isClientOnly(pathname: string): boolean {
  return CLIENT_ONLY_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The section that will render `pathname`, if any (for preloading it at start-up). */
export function sectionFor(pathname: string): SectionRoute | undefined {
  // LAYOUT_SECTIONS lists the log-in and sign-up pages before the rest of /page/*, as the router
  // ranks them.
  const candidates = [...BARE_SECTIONS, ...LAYOUT_SECTIONS];
  return candidates.find((section) => matchPath(section.path, pathname));
}
