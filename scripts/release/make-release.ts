/**
 * Writes a release: a build's files copied into `releases/<app>/<version>/` with its
 * `release.json`. The copy is made in a hidden folder beside it and renamed into place, so a
 * release is either absent or whole; an existing version is never touched.
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
  if (existsSync(target)) {
    throw new Refusal(`release ${app.name}@${version} exists; bump the version`);
  }
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
    if (existsSync(target))
      throw new Refusal(`release ${app.name}@${version} exists; bump the version`);
    renameSync(staging, target);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return record;
}
