/**
 * The lockfile check that keeps `npm ci` working on a fresh clone (issue 19, item 2).
 *
 * `npm ci` refuses a lockfile in which a package's optional dependency has no entry, and npm on
 * one platform can write such a lockfile: it lists only that platform's native builds of
 * `@rspack/binding` and `@swc/core` (`@rspack/binding-linux-x64-gnu`, …) and drops the others'
 * (`@swc/core-darwin-arm64`, …). `npm install` writes them all back.
 */

/** The part of a `package-lock.json` (lockfileVersion 3) this check reads. */
export interface Lockfile {
  packages: Record<string, { optionalDependencies?: Record<string, string> }>;
}

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
