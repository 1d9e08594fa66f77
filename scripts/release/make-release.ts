/**
 * Writes a release: a build's files copied into `releases/<app>/<version>/` with its
 * `release.json`. The copy is made in a hidden folder beside it and renamed into place, so a
 * release is either absent or whole; an existing version is never touched. A release never
 * changes what is live: its build is made in a hidden folder of its own (`buildAndRelease`),
 * never in the app's `dist/`, which a remote's base URL serves.
 */
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { AppDefinition } from '../../shared/build/apps';
import { readManifest } from './contract';
import { releaseDir, Refusal } from '../../page-server/src/releases';
import { contractRecord, type ReleaseRecord } from './record';

export interface ReleaseInput {
  app: AppDefinition;
  version: string;
  /** The production build to release (an app's `dist/`). */
  dist: string;
  root: string;
  commit: string;
  dirty: boolean;
  now?: Date;
}

/** The standalone page of a remote is for its team's development, not part of a section release. */
function isReleased(source: string): boolean {
  return !/(^|[/\\])index\.html(\.gz|\.br)?$/.test(source);
}

function makeReadOnly(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makeReadOnly(full);
    else chmodSync(full, 0o444);
  }
}

function refuseExisting(root: string, app: AppDefinition, version: string): void {
  if (existsSync(releaseDir(root, app, version))) {
    throw new Refusal(`release ${app.name}@${version} exists; bump the version`);
  }
}

/** Writes the release and returns its record; refuses an existing version or an unfit build. */
export function makeRelease({
  app,
  version,
  dist,
  root,
  commit,
  dirty,
  now = new Date(),
}: ReleaseInput): ReleaseRecord {
  const target = releaseDir(root, app, version);
  refuseExisting(root, app, version);
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const manifest = readManifest(manifestFile);
  if (manifest.name !== app.name) {
    throw new Refusal(`${manifestFile} is the build of "${manifest.name}", not of "${app.name}"`);
  }
  if (!existsSync(path.join(dist, 'remoteEntry.js'))) {
    throw new Refusal(`${dist} has no remoteEntry.js: not a remote's production build`);
  }
  const record: ReleaseRecord = {
    app: app.name,
    version,
    commit,
    dirty,
    builtAt: statSync(manifestFile).mtime.toISOString(),
    releasedAt: now.toISOString(),
    contract: contractRecord(manifest),
  };
  mkdirSync(path.dirname(target), { recursive: true });
  const staging = path.join(path.dirname(target), `.${version}.${process.pid}.partial`);
  rmSync(staging, { recursive: true, force: true });
  try {
    cpSync(dist, staging, { recursive: true, filter: isReleased });
    writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
    makeReadOnly(staging);
    // rename() would replace an empty folder made meanwhile: check once more just before.
    refuseExisting(root, app, version);
    renameSync(staging, target);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return record;
}

/** Builds one app for production into `outDir` (its browser and server builds). */
export type BuildInto = (app: AppDefinition, outDir: string) => Promise<void>;

export interface BuildAndReleaseInput extends Omit<ReleaseInput, 'dist'> {
  /** Makes the build; never pointed at the app's `dist/`. */
  build: BuildInto;
}

/**
 * Builds the app's working tree into a hidden folder of its own under the releases folder
 * (`releases/<app>/.build.<version>.<pid>/`, which no server answers), releases that build and
 * removes the folder. The app's `dist/` is left as it is: while `config.json` still names the
 * remote's base build, that folder is live, and a release must not change it. An existing version
 * is refused before anything is built.
 */
export async function buildAndRelease({
  build,
  ...input
}: BuildAndReleaseInput): Promise<ReleaseRecord> {
  const { app, root, version } = input;
  refuseExisting(root, app, version);
  const outDir = releaseBuildDir(root, app, version);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  try {
    await build(app, outDir);
    return makeRelease({ ...input, dist: outDir });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Where `buildAndRelease` builds a release: hidden, beside the releases of the app. */
export function releaseBuildDir(root: string, app: AppDefinition, version: string): string {
  return path.join(
    path.dirname(releaseDir(root, app, version)),
    `.build.${version}.${process.pid}`,
  );
}
