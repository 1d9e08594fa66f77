/**
 * Which render lane a page goes to: the section (remote) that renders it, so that each section's
 * pages wait only behind each other (`render-pool.ts`). The shell's route table
 * (`shell/src/routes.tsx`) is the authority; `lanes.test.ts` holds this list to it.
 */
import {
  FAVORITES_MODULE_PATH,
  FAVORITES_PATH,
  LOGIN_PATH,
  MY_PROPERTIES_PATH,
  SECTION_PATHS,
  SIGN_UP_PATH,
} from '@betoch/shared/domain/paths';
import type { RemoteName } from '@betoch/shared/config/runtime-config';

/** The lane of pages no section renders (redirects, unknown paths). */
export const SHELL_LANE = 'shell';

/** Mount paths (`/x/*` or an exact path) and their section, the more specific first. */
const MOUNTS: readonly (readonly [string, RemoteName])[] = [
  [LOGIN_PATH, 'account'],
  [SIGN_UP_PATH, 'account'],
  [FAVORITES_PATH, 'account'],
  [MY_PROPERTIES_PATH, 'account'],
  [FAVORITES_MODULE_PATH, 'account'],
  [SECTION_PATHS.listing, 'listings'],
  [SECTION_PATHS.property, 'property'],
  [SECTION_PATHS.theme, 'content'],
  [SECTION_PATHS.page, 'content'],
  [SECTION_PATHS.modules, 'content'],
  [SECTION_PATHS.agent, 'content'],
  [SECTION_PATHS.contact, 'content'],
  [SECTION_PATHS.contract, 'content'],
];

function mounted(mount: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (!mount.endsWith('/*')) return path === mount;
  const base = mount.slice(0, -2);
  return path === base || path.startsWith(`${base}/`);
}

/** The lane of a page's path: its section's name, or `SHELL_LANE`. */
export function laneFor(pathname: string): string {
  return MOUNTS.find(([mount]) => mounted(mount, pathname))?.[1] ?? SHELL_LANE;
}

/** Every lane: one per section, and the shell's. */
export const ALL_LANES: readonly string[] = [
  ...new Set(MOUNTS.map(([, remote]) => remote)),
  SHELL_LANE,
];
