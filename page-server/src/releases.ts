/**
 * Where releases live and how they are addressed. On disk: `releases/<app>/<version>/` (the
 * build's files, `mf-manifest.json`, `remoteEntry.js`, `release.json`) and
 * `releases/<app>/promotions.log`. On the web: each remote's server answers `/releases/<version>/…`
 * from its own `releases/<app>/`, so a release lives on the team's origin beside its other builds.
 */
import path from 'node:path';
import semver from 'semver';
import { REMOTES, type AppDefinition } from '@betoch/shared/build/apps';
import { REPO_ROOT } from '@betoch/shared/build/layout';

/** A command refused for a reason the operator can fix; the CLI prints it and exits with 1. */
export class Refusal extends Error {
  override name = 'Refusal';
}

/** The remote called `name` by its container name (`listings`) or its folder (`mfe-listings`). */
export function findRemote(name: string | undefined): AppDefinition {
  const app = REMOTES.find((remote) => remote.name === name || remote.dir === name);
  if (!app) {
    const names = REMOTES.map((remote) => remote.name).join(', ');
    throw new Refusal(
      name ? `"${name}" is not a remote (one of: ${names})` : `name a remote (one of: ${names})`,
    );
  }
  return app;
}

/** The releases folder: `--releases`, else BETOCH_RELEASES_DIR, else `releases/` in the repo. */
export function releasesRoot(option?: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(option ?? env.BETOCH_RELEASES_DIR ?? path.join(REPO_ROOT, 'releases'));
}

/** The deployed config.json: `--config`, else BETOCH_CONFIG, else the shell's build. */
export function configFile(option?: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(
    option ?? env.BETOCH_CONFIG ?? path.join(REPO_ROOT, 'shell/dist/config.json'),
  );
}

/** The deployed shell's manifest: `--shell-manifest`, else the one beside config.json. */
export function shellManifestFile(config: string, option?: string): string {
  return path.resolve(option ?? path.join(path.dirname(config), 'mf-manifest.json'));
}

/** A version as releases are named: semver without a leading `v`; throws a Refusal otherwise. */
export function releaseVersion(version: string | undefined): string {
  const clean = version && semver.valid(version);
  if (!clean || clean !== version) {
    throw new Refusal(`"${version ?? ''}" is not a semver version (e.g. 1.4.0)`);
  }
  return clean;
}

/** `releases/<app>/<version>/`. */
export function releaseDir(root: string, app: AppDefinition, version: string): string {
  return path.join(root, app.name, version);
}

/** `releases/<app>/promotions.log`. */
export function logFile(root: string, app: AppDefinition): string {
  return path.join(root, app.name, 'promotions.log');
}

/** The manifest URL of a release on the origin the remote is served from (`base`). */
export function releaseUrl(base: string, version: string): string {
  return new URL(`/releases/${version}/mf-manifest.json`, base).href;
}

/** The version of a release manifest URL (`…/releases/1.2.0/mf-manifest.json`), or null. */
export function versionOfUrl(url: string): string | null {
  const match = /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(url);
  return match?.[1] ?? null;
}
