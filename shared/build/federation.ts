import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Libraries of which exactly one copy may run in the page. React Router and react-i18next are
 * not listed: their module state is reached only through the singleton contract (the router
 * binding and `useTranslation`), which is one shared module in which webpack tree-shakes them.
 */
// Leaflet: one copy for the footer's map and a section's (fetched with the first map, not eager).
const SINGLETONS = ['react', 'react-dom', 'zustand', 'i18next', 'leaflet'] as const;

/**
 * react-toastify's unstyled build: the default one injects its CSS as a `<style>` element, which
 * the page's CSP (no `'unsafe-inline'` styles) refuses; the shell loads `ReactToastify.css` as a file.
 */
const TOASTS = 'react-toastify/unstyled';

/** Packages whose sub-path imports (react/jsx-runtime, react-dom/client) must share too. */
const WITH_SUBPATHS = ['react', 'react-dom'] as const;

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version?: string;
  strictVersion?: boolean;
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
 * The range of the contract a build needs: the minor it was built against or any later one of the
 * same major (a minor may add what this build uses; only a new major removes or breaks).
 */
export function contractRange(version: string): string {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

export interface SharedOptions {
  /** The contract version this build provides and needs; `contractVersion()` by default. */
  contract?: string;
}

/**
 * The one `shared` map every Betoch app gives ModuleFederationPlugin: a single copy of React,
 * i18next, zustand, the toasts and the singleton contract (stores, i18n instance, router binding).
 * The rest of `@betoch/shared` (domain rules, data client, UI kit) is not shared: each app bundles
 * what it uses, so a remote ships its own fixes. The contract is strict: a remote that needs a
 * newer contract than the page's fails to load (its section shows the section message) instead
 * of running against the wrong copy.
 */
export function sharedDependencies({ contract }: SharedOptions = {}): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of SINGLETONS) {
    const version = installedVersion(pkg);
    shared[pkg] = { singleton: true, requiredVersion: caret(version) };
  }
  for (const pkg of WITH_SUBPATHS) {
    const version = installedVersion(pkg);
    shared[`${pkg}/`] = { singleton: true, requiredVersion: caret(version) };
  }
  const toasts = installedVersion('react-toastify');
  shared[TOASTS] = { singleton: true, requiredVersion: caret(toasts), version: toasts };
  const version = contract ?? contractVersion();
  shared[CONTRACT_PACKAGE] = {
    singleton: true,
    version,
    requiredVersion: contractRange(version),
    strictVersion: true,
  };
  return shared;
}
