/**
 * What a release needs from the page and what the deployed shell provides, read from their
 * `mf-manifest.json` files: each lists its `shared` entries with the `version` it provides and the
 * `requiredVersion` range it needs. A remote may go live only when every singleton it needs is
 * provided by the shell in a version inside its range — the shell's copy is the one it will run.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { CONTRACT_PACKAGE } from '../../shared/build/federation';

/**
 * The singleton contract's package (the state that must be one per page), then the name the
 * whole shared package was shared under before the split, so releases of older builds still read.
 */
export const CONTRACT_PACKAGES = [CONTRACT_PACKAGE, '@betoch/shared'] as const;

/** One `shared` entry of an `mf-manifest.json`. */
export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
}

/** The parts of an `mf-manifest.json` a release reads. */
export interface Manifest {
  name: string;
  shared: ManifestShared[];
  metaData?: { remoteEntry?: { name?: string } };
}

/** Checks that `value` has the shape of an `mf-manifest.json`; throws naming `source` otherwise. */
export function parseManifest(value: unknown, source: string): Manifest {
  const v = value as Partial<Manifest> | null;
  if (typeof v !== 'object' || v === null || typeof v.name !== 'string' || !Array.isArray(v.shared))
    throw new Error(`${source} is not an mf-manifest.json (no name or shared list)`);
  for (const entry of v.shared) {
    if (typeof entry?.name !== 'string') throw new Error(`${source}: a shared entry has no name`);
  }
  return v as Manifest;
}

/** Reads and checks an `mf-manifest.json` file. */
export function readManifest(file: string): Manifest {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing`);
  }
  try {
    return parseManifest(JSON.parse(text) as unknown, file);
  } catch (error) {
    if (error instanceof SyntaxError) throw new Error(`${file} is not JSON: ${error.message}`);
    throw error;
  }
}

/** The contract entry of a manifest (the singleton package it provides or needs), if any. */
export function contractOf(manifest: Manifest): ManifestShared | undefined {
  for (const name of CONTRACT_PACKAGES) {
    const entry = manifest.shared.find((shared) => shared.name === name);
    if (entry) return entry;
  }
  return undefined;
}

/**
 * Why `remote` must not run in the page of `shell`, one line per clash (empty: compatible). A
 * clash is a singleton the remote needs in a range the shell's provided version is outside of;
 * the contract package counts as a singleton whatever its manifest flag says.
 */
export function contractProblems(remote: Manifest, shell: Manifest): string[] {
  const problems: string[] = [];
  const contract = contractOf(remote)?.name;
  for (const needed of remote.shared) {
    if (!needed.requiredVersion) continue;
    if (needed.singleton !== true && needed.name !== contract) continue;
    const provided = shell.shared.find((entry) => entry.name === needed.name);
    // A singleton the shell does not load is the remote's own copy: nothing to clash with.
    if (!provided?.version) continue;
    if (!semver.validRange(needed.requiredVersion)) {
      problems.push(`${needed.name}: "${needed.requiredVersion}" is not a version range`);
    } else if (
      !semver.satisfies(provided.version, needed.requiredVersion, { includePrerelease: true })
    ) {
      problems.push(
        `${remote.name} needs ${needed.name} ${needed.requiredVersion}, ` +
          `the deployed shell provides ${provided.version}`,
      );
    }
  }
  return problems;
}
