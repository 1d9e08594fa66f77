import { matchPath, Navigate, type RouteObject } from '@betoch/shared/router';
import { HOME_PATH, NOT_FOUND_PATH, type RemoteName } from '@betoch/shared';
import { BareLayout } from './layout/bare-layout';
import { Layout } from './layout/layout';
import { RemoteSection } from './remotes/remote-section';

/** Which remote owns which top-level path; the remote renders everything below it. */
export interface SectionRoute {
  path: string;
  remote: RemoteName;
  module: string;
}

export const LAYOUT_SECTIONS: readonly SectionRoute[] = [
  { path: '/theme/*', remote: 'content', module: 'theme' },
  { path: '/listing/*', remote: 'listings', module: 'routes' },
  { path: '/property/*', remote: 'property', module: 'routes' },
  { path: '/page/other-pages/log-in', remote: 'account', module: 'login' },
  { path: '/page/*', remote: 'content', module: 'page' },
  { path: '/modules/*', remote: 'content', module: 'modules' },
  { path: '/agent/*', remote: 'content', module: 'agent' },
  { path: '/contact/*', remote: 'content', module: 'contact' },
  { path: '/contract/*', remote: 'content', module: 'contract' },
  { path: '/favorites', remote: 'account', module: 'favorites' },
];

/** Pages rendered without the header and footer. */
export const BARE_SECTIONS: readonly SectionRoute[] = [
  { path: '/my-properties', remote: 'account', module: 'my-properties' },
  { path: '/components/favorites', remote: 'account', module: 'favorites-module' },
];

function toRoute({ path, remote, module }: SectionRoute): RouteObject {
  // The key keeps each section's error boundary and loading state its own.
  return { path, element: <RemoteSection key={path} remote={remote} module={module} /> };
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

/** The section that will render `pathname`, if any (for preloading it at start-up). */
export function sectionFor(pathname: string): SectionRoute | undefined {
  // LAYOUT_SECTIONS lists the log-in page before the rest of /page/*, as the router ranks them.
  const candidates = [...BARE_SECTIONS, ...LAYOUT_SECTIONS];
  return candidates.find((section) => matchPath(section.path, pathname));
}
