/**
 * The lockfile check that keeps `npm ci` working on a fresh clone (issue 19, item 2).
 *
 * `npm ci` refuses a lockfile that disagrees with a package.json (a workspace or a dependency
 * added without `npm install`), or in which a package's optional dependency has no entry; npm on
 * one platform can write such a lockfile: it lists only that platform's native builds of
 * `@rspack/binding` and `@swc/core` (`@rspack/binding-linux-x64-gnu`, …) and drops the others'
 * (`@swc/core-darwin-arm64`, …). `npm install` writes them all back.
 */

/** The dependency fields of a package.json that `npm ci` compares with the lockfile. */
export const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
] as const;

type DependencyFields = Partial<Record<(typeof DEPENDENCY_FIELDS)[number], Record<string, string>>>;

/** The part of a `package-lock.json` (lockfileVersion 3) this check reads. */
export interface Lockfile {
  packages: Record<
    string,
    DependencyFields & {
      name?: string;
      version?: string;
      workspaces?: string[];
      resolved?: string;
      link?: boolean;
    }
  >;
}

/** The part of a package.json this check reads. */
export type PackageManifest = DependencyFields & {
  name?: string;
  version?: string;
  workspaces?: string[];
};

/** An optional dependency named by a package of the lockfile that the lockfile does not list. */
export interface MissingOptional {
  /** The lockfile key of the package that names it, e.g. `node_modules/@swc/core`. */
  from: string;
  /** The missing package's name, e.g. `@swc/core-darwin-arm64`. */
  name: string;
}

/**
 * Where `name` resolves from the package at lockfile key `from`, as Node and npm resolve it:
 * its own node_modules, then each enclosing one, up to the root's.
 */
export function resolveInLockfile(lock: Lockfile, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

/**
 * Every optional dependency that a package of the lockfile names and the lockfile does not list.
 * `extra` adds names the lockfile's own entry may have lost, e.g. from the installed
 * package.json: `{ 'node_modules/@swc/core': ['@swc/core-darwin-arm64', …] }`.
 */
export function missingOptionalDependencies(
  lock: Lockfile,
  extra: Record<string, readonly string[]> = {},
): MissingOptional[] {
  const named = new Map<string, Set<string>>();
  for (const [key, entry] of Object.entries(lock.packages)) {
    named.set(key, new Set(Object.keys(entry.optionalDependencies ?? {})));
  }
  for (const [key, names] of Object.entries(extra)) {
    const set = named.get(key) ?? new Set<string>();
    for (const name of names) set.add(name);
    named.set(key, set);
  }
  const missing: MissingOptional[] = [];
  for (const [from, names] of named) {
    for (const name of names) {
      if (!resolveInLockfile(lock, from, name)) missing.push({ from, name });
    }
  }
  return missing;
}

/**
 * Where the lockfile disagrees with the root package.json (`manifests['']`) and the workspaces'
 * (`manifests[<dir>]`), as `npm ci` checks: a workspace the lockfile does not list (a new one
 * added without `npm install`), or a dependency whose range differs.
 */
export function workspaceProblems(
  lock: Lockfile,
  manifests: Readonly<Record<string, PackageManifest>>,
): string[] {
  const problems: string[] = [];
  const listed = lock.packages['']?.workspaces ?? [];
  for (const dir of manifests['']?.workspaces ?? []) {
    if (!listed.includes(dir)) problems.push(`the workspace ${dir} is not in the lockfile`);
  }
  for (const [dir, manifest] of Object.entries(manifests)) {
    const entry = lock.packages[dir];
    const where = dir === '' ? 'package.json' : `${dir}/package.json`;
    if (!entry) {
      problems.push(`${where} has no entry in the lockfile`);
      continue;
    }
    if (dir !== '' && manifest.name) {
      const link = lock.packages[`node_modules/${manifest.name}`];
      if (!link?.link || link.resolved !== dir) {
        problems.push(`${manifest.name} is not linked to ${dir} in the lockfile`);
      }
    }
    for (const field of DEPENDENCY_FIELDS) {
      const wanted = manifest[field] ?? {};
      const locked = entry[field] ?? {};
      for (const name of new Set([...Object.keys(wanted), ...Object.keys(locked)])) {
        if (wanted[name] !== locked[name]) {
          problems.push(
            `${where} ${field} ${name}: ${wanted[name] ?? 'none'}, the lockfile ${locked[name] ?? 'none'}`,
          );
        }
      }
    }
  }
  return problems;
}

/** The message for a lockfile that disagrees with the package.json files. */
export function workspaceProblem(problems: readonly string[]): string | undefined {
  if (problems.length === 0) return undefined;
  return [
    'package-lock.json is out of step with the package.json files, so `npm ci` refuses it:',
    ...problems.map((problem) => `  ${problem}`),
    'Run `npm install` and commit package-lock.json.',
  ].join('\n');
}

/** The message for a lockfile that `npm ci` would refuse. */
export function lockfileProblem(missing: readonly MissingOptional[]): string | undefined {
  if (missing.length === 0) return undefined;
  const names = missing.map(({ from, name }) => `  ${name} (an optional dependency of ${from})`);
  return [
    `package-lock.json lacks ${missing.length} optional dependenc${missing.length === 1 ? 'y' : 'ies'}, so \`npm ci\` refuses it:`,
    ...names,
    'A lockfile written on one platform dropped the other platforms\u2019 native builds. Run `npm install` and commit package-lock.json.',
  ].join('\n');
}
