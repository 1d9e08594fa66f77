import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Libraries of which exactly one copy may run in the page. React Router and react-i18next are
 * not listed: apps reach them only through `@betoch/shared` (`/router`, and `useTranslation` from
 * the main entry), which is one singleton in which webpack can tree-shake them.
 */
const SINGLETONS = ['react', 'react-dom', 'zustand', 'i18next', 'react-toastify'] as const;

/** Packages whose sub-path imports (react/jsx-runtime, react-dom/client) must share too. */
const WITH_SUBPATHS = ['react', 'react-dom'] as const;

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version?: string;
  eager?: boolean;
}

/**
 * The package specifier of the singleton contract: the state that must be one per page (stores,
 * the i18n instance, the router binding). Its version is semver in `contract.json`.
 */
export const CONTRACT_PACKAGE = '@betoch/shared/singleton';

const CONTRACT_FILE = path.resolve(__dirname, '../src/singleton/contract.json');

/**
 * The singleton contract version this build provides (or needs, for a remote): `contract.json`,
 * unless `BETOCH_CONTRACT_VERSION` overrides it (the skew tests build remotes against other ones).
 */
export function contractVersion(env: NodeJS.ProcessEnv = process.env): string {
  const override = env.BETOCH_CONTRACT_VERSION;
  if (override) {
    if (!/^\d+\.\d+\.\d+$/.test(override)) {
      throw new Error(`BETOCH_CONTRACT_VERSION must be x.y.z semver, got "${override}"`);
    }
    return override;
  }
  return readVersion(CONTRACT_FILE);
}

function readVersion(packageJson: string): string {
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

function installedVersion(pkg: string): string {
  const file = require.resolve(`${pkg}/package.json`, { paths: [path.resolve(__dirname, '..')] });
  return readVersion(file);
}

/** Caret range on the installed major.minor, e.g. 19.3.1 → ^19.3.0. */
function caret(version: string): string {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

/**
 * The one `shared` map every Betoch app gives ModuleFederationPlugin, so the shell and the
 * remotes agree on a single copy of React, the router, i18n, the toasts and `@betoch/shared`.
 */
export function sharedDependencies(): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of SINGLETONS) {
    const version = installedVersion(pkg);
    shared[pkg] = { singleton: true, requiredVersion: caret(version) };
  }
  for (const pkg of WITH_SUBPATHS) {
    const version = installedVersion(pkg);
    shared[`${pkg}/`] = { singleton: true, requiredVersion: caret(version) };
  }
  const own = readVersion(path.resolve(__dirname, '../package.json'));
  for (const entry of ['@betoch/shared', '@betoch/shared/ui', '@betoch/shared/router']) {
    shared[entry] = { singleton: true, requiredVersion: `^${own}`, version: own };
  }
  return shared;
}
