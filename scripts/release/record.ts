/** `release.json`: what a release is, where it came from and what it needs from the page. */
import { readFileSync } from 'node:fs';
import { contractOf, type Manifest } from './contract';

export interface ReleaseRecord {
  app: string;
  version: string;
  /** The git commit the build was made from, and whether the app or shared had local changes. */
  commit: string;
  dirty: boolean;
  /** ISO time the build's manifest was written. */
  builtAt: string;
  /** ISO time the release was made. */
  releasedAt: string;
  /** The singleton contract: its package, the range this release needs, the version it carries. */
  contract: { package: string; requires: string; provides: string } | null;
}

/** The contract part of a release record, read from its manifest. */
export function contractRecord(manifest: Manifest): ReleaseRecord['contract'] {
  const entry = contractOf(manifest);
  if (!entry) return null;
  return {
    package: entry.name,
    requires: entry.requiredVersion ?? '*',
    provides: entry.version ?? '',
  };
}

/** Reads a release's `release.json`. */
export function readRecord(file: string): ReleaseRecord {
  return JSON.parse(readFileSync(file, 'utf8')) as ReleaseRecord;
}
