/**
 * Promotion and rollback of a remote: check a release against the deployed shell's contract,
 * point `config.json` at it in one atomic step, and log what was done. A refusal changes nothing.
 */
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import type { AppDefinition } from '../../shared/build/apps';
import { remoteUrlProblem } from '../../shared/src/config/runtime-config';
import { contractProblems, readManifest } from './contract';
import { isRemoteName, readConfig, withRemoteUrl, writeFileAtomic } from './config-file';
import { withConfigLock, type LockOptions } from './config-lock';
import { formatEntry, parseLog, rollbackTarget, type LogEntry } from './log';
import {
  logFile,
  releaseDir,
  releaseUrl,
  Refusal,
  versionOfUrl,
} from '../../page-server/src/releases';
import { nginxCspProblem } from '../../page-server/src/nginx';
import { allowedRemoteOrigins } from '../../page-server/src/serve';

export interface DeployTarget {
  app: AppDefinition;
  /** The releases folder. */
  root: string;
  /** The deployed config.json. */
  config: string;
  /** The deployed shell's mf-manifest.json. */
  shellManifest: string;
  /** Origin the release URLs are on (default: the remote's origin in config.json now). */
  origin?: string;
  user: string;
  now?: Date;
  /** The origins the shell loads remotes from (default: BETOCH_REMOTE_ORIGINS, as the server). */
  remoteOrigins?: readonly string[];
  /** With nginx: its generated configuration, whose CSP the new origin must be in. */
  nginxConfig?: string;
  /** The config.json lock's waits and bounds (tests). */
  lock?: LockOptions;
}

/** What a promotion or rollback did, for the operator. */
export interface DeployResult {
  message: string;
  url: string;
  previous: string;
}

/** The versions released for `app`, oldest first. */
export function releasedVersions(root: string, app: AppDefinition): string[] {
  const dir = path.join(root, app.name);
  if (!existsSync(dir)) return [];
  return semver.sort(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && semver.valid(entry.name) === entry.name)
      .map((entry) => entry.name),
  );
}

/** Refuses a release that is missing or that the deployed shell cannot run. */
function checkRelease(target: DeployTarget, version: string): void {
  const { app, root } = target;
  const dir = releaseDir(root, app, version);
  if (!existsSync(path.join(dir, 'release.json'))) {
    const known = releasedVersions(root, app);
    throw new Refusal(
      `there is no release ${app.name}@${version} in ${root} ` +
        `(released: ${known.length > 0 ? known.join(', ') : 'none'}; run npm run release -- ${app.name})`,
    );
  }
  const problems = contractProblems(
    readManifest(path.join(dir, 'mf-manifest.json')),
    readManifest(target.shellManifest),
  );
  if (problems.length > 0) {
    throw new Refusal(
      `${app.name}@${version} is not compatible with the deployed shell:\n  ${problems.join('\n  ')}\n` +
        'Nothing was changed. Release it built against the deployed contract, or deploy a shell that provides it first.',
    );
  }
}

/**
 * Refuses a manifest URL the shell would refuse (the same rule and message as the page server's
 * and the browser's: `remoteUrlProblem`), and, with nginx, one its generated CSP does not allow.
 */
function checkOrigin(target: DeployTarget, url: string, action: LogEntry['action']): void {
  const { app } = target;
  const origins = target.remoteOrigins ?? allowedRemoteOrigins();
  const problem =
    remoteUrlProblem(url, origins) ??
    (target.nginxConfig ? nginxCspProblem(readNginxConfig(target.nginxConfig), url) : null);
  if (problem) {
    const allow =
      'list its origin in BETOCH_REMOTE_ORIGINS where the shell is served' +
      (target.nginxConfig ? ' and regenerate the nginx configuration (npm run nginx:config)' : '') +
      ' first';
    throw new Refusal(
      `the shell would refuse ${app.name} from ${url}: remote "${app.name}" refused: ${problem}. ` +
        'Nothing was changed. ' +
        (action === 'promote'
          ? `Serve the release from an allowed origin (--origin), or ${allow}.`
          : `To roll back there, ${allow}.`),
    );
  }
}

function readNginxConfig(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new Refusal(`${file} is missing (--nginx names the generated nginx configuration)`);
  }
}

/**
 * Runs `change` holding the one lock of config.json (config-lock.ts), so no two promotions or
 * rollbacks, of any remotes, interleave their read and write of it.
 */
function withLock<T>(target: DeployTarget, change: () => T): T {
  return withConfigLock(target.config, change, target.lock);
}

function readLog(target: DeployTarget): LogEntry[] {
  const file = logFile(target.root, target.app);
  return existsSync(file) ? parseLog(readFileSync(file, 'utf8')) : [];
}

/** Points config.json at `url` and logs it; returns what changed. */
function switchTo(
  target: DeployTarget,
  action: LogEntry['action'],
  version: string | null,
  url: string,
): DeployResult {
  const { app } = target;
  if (!isRemoteName(app.name)) throw new Refusal(`${app.name} is not a remote of config.json`);
  const config = readConfig(target.config);
  const previous = config.remotes[app.name] ?? '';
  if (previous === url) {
    return { message: `${app.name} is already served from ${url}; nothing changed`, url, previous };
  }
  writeFileAtomic(target.config, withRemoteUrl(config, app.name, url));
  // No server may send an older compressed copy in its place.
  for (const sibling of ['.gz', '.br']) rmSync(`${target.config}${sibling}`, { force: true });
  const entry: LogEntry = {
    time: (target.now ?? new Date()).toISOString(),
    action,
    version,
    url,
    previous,
    user: target.user,
  };
  appendFileSync(logFile(target.root, app), formatEntry(entry));
  const what = version ? `${app.name}@${version}` : `${app.name} (as before any release)`;
  return {
    message: `${action === 'promote' ? 'promoted' : 'rolled back to'} ${what}: ${url} (was ${previous || 'none'})`,
    url,
    previous,
  };
}

/** The origin a remote's releases are served from: given, or where config.json loads it now. */
function releaseOrigin(target: DeployTarget): string {
  if (target.origin) return target.origin;
  const config = readConfig(target.config);
  const current = isRemoteName(target.app.name) ? config.remotes[target.app.name] : undefined;
  try {
    return new URL(current ?? '').origin;
  } catch {
    throw new Refusal(`config.json has no URL for ${target.app.name}: pass --origin <url>`);
  }
}

/** Makes release `version` of the remote live, if the deployed shell can run it. */
export function promote(target: DeployTarget, version: string): DeployResult {
  checkRelease(target, version);
  return withLock(target, () => {
    const url = releaseUrl(releaseOrigin(target), version);
    checkOrigin(target, url, 'promote');
    return switchTo(target, 'promote', version, url);
  });
}

/** Returns the remote to the deployment before the live one (from the promotion log). */
export function rollback(target: DeployTarget): DeployResult {
  return withLock(target, () => {
    const destination = rollbackTarget(readLog(target));
    if (!destination) {
      throw new Refusal(
        `${target.app.name} has no earlier promoted release to roll back to (see ${logFile(target.root, target.app)})`,
      );
    }
    const version = destination.version ?? versionOfUrl(destination.url);
    if (destination.version) checkRelease(target, destination.version);
    checkOrigin(target, destination.url, 'rollback');
    return switchTo(target, 'rollback', version, destination.url);
  });
}
