/**
 * Promotion and rollback of a remote: check a release against the deployed shell's contract,
 * point `config.json` at it in one atomic step, and log what was done. A refusal changes nothing.
 */
import {
  appendFileSync,
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import type { AppDefinition } from '../../shared/build/apps';
import { contractProblems, readManifest } from './contract';
import { isRemoteName, readConfig, withRemoteUrl, writeFileAtomic } from './config-file';
import { formatEntry, parseLog, rollbackTarget, type LogEntry } from './log';
import {
  logFile,
  releaseDir,
  releaseUrl,
  Refusal,
  versionOfUrl,
} from '../../page-server/src/releases';

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

/** Runs `change` holding `releases/<app>/.lock`, so two deployments of one remote never interleave. */
function withLock<T>(target: DeployTarget, change: () => T): T {
  const lock = path.join(target.root, target.app.name, '.lock');
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Refusal(`there are no releases of ${target.app.name} in ${target.root}`);
    }
    throw new Refusal(
      `another promotion or rollback of ${target.app.name} is running (remove ${lock} if not)`,
    );
  }
  try {
    return change();
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
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
  const url = releaseUrl(releaseOrigin(target), version);
  return withLock(target, () => switchTo(target, 'promote', version, url));
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
    return switchTo(target, 'rollback', version, destination.url);
  });
}
