/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {
  type Lockfile,
  lockfileProblem,
  missingOptionalDependencies,
  type PackageManifest,
  resolveInLockfile,
  workspaceProblem,
  workspaceProblems,
} from './lockfile';

const root = path.resolve(__dirname, '..');

/** The packages whose native builds differ by platform; the lockfile must list every build. */
const NATIVE = ['@rspack/binding', '@swc/core', 'sharp'];

it('package-lock.json lists every optional dependency, so `npm ci` accepts it on a fresh clone', () => {
  const lock = JSON.parse(
    fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'),
  ) as Lockfile;
  // Also what the installed packages' own package.json name, in case the lockfile's entry lost them.
  const extra: Record<string, string[]> = {};
  for (const name of NATIVE) {
    const key = `node_modules/${name}`;
    expect(lock.packages[key]).toBeDefined();
    const manifest = path.join(root, key, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const json = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
      optionalDependencies?: Record<string, string>;
    };
    extra[key] = Object.keys(json.optionalDependencies ?? {});
    // Every platform: darwin, win32 and linux at least (a Linux-only lockfile is the failure).
    expect(extra[key].some((dep) => dep.includes('darwin'))).toBe(true);
  }
  expect(lockfileProblem(missingOptionalDependencies(lock, extra))).toBeUndefined();
});

const linuxOnly: Lockfile = {
  packages: {
    '': {},
    'node_modules/@swc/core': {
      optionalDependencies: {
        '@swc/core-linux-x64-gnu': '1.0.0',
        '@swc/core-darwin-arm64': '1.0.0',
      },
    },
    'node_modules/@swc/core-linux-x64-gnu': {},
  },
};

it('names the optional builds a lockfile written on one platform dropped, and says what to do', () => {
  const missing = missingOptionalDependencies(linuxOnly);
  expect(missing).toEqual([{ from: 'node_modules/@swc/core', name: '@swc/core-darwin-arm64' }]);
  const message = lockfileProblem(missing) ?? '';
  expect(message).toContain('@swc/core-darwin-arm64');
  expect(message).toContain('Run `npm install` and commit package-lock.json');
});

it('also finds names the installed package.json adds to what the lockfile entry lists', () => {
  const lock: Lockfile = {
    packages: { '': {}, 'node_modules/@rspack/binding': {} },
  };
  expect(
    missingOptionalDependencies(lock, {
      'node_modules/@rspack/binding': ['@rspack/binding-win32-x64-msvc'],
    }),
  ).toEqual([{ from: 'node_modules/@rspack/binding', name: '@rspack/binding-win32-x64-msvc' }]);
});

it('resolves a dependency as npm does: nested node_modules first, then each enclosing one', () => {
  const lock: Lockfile = {
    packages: {
      '': {},
      'node_modules/a': {},
      'node_modules/b/node_modules/a': {},
      'shell/node_modules/c': {},
    },
  };
  expect(resolveInLockfile(lock, 'node_modules/b', 'a')).toBe('node_modules/b/node_modules/a');
  expect(resolveInLockfile(lock, 'node_modules/x/node_modules/y', 'a')).toBe('node_modules/a');
  expect(resolveInLockfile(lock, 'shell', 'c')).toBe('shell/node_modules/c');
  expect(resolveInLockfile(lock, 'node_modules/x', 'c')).toBeUndefined();
});

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

it('package-lock.json lists every workspace and dependency of the package.json files', () => {
  const lock = readJson<Lockfile>(path.join(root, 'package-lock.json'));
  const rootManifest = readJson<PackageManifest>(path.join(root, 'package.json'));
  const manifests: Record<string, PackageManifest> = { '': rootManifest };
  for (const dir of rootManifest.workspaces ?? []) {
    manifests[dir] = readJson<PackageManifest>(path.join(root, dir, 'package.json'));
  }
  expect(workspaceProblem(workspaceProblems(lock, manifests))).toBeUndefined();
});

it('names a workspace added without npm install, and a dependency whose range changed', () => {
  const lock: Lockfile = {
    packages: {
      '': { workspaces: ['api'], devDependencies: { jest: '^30.0.0' } },
      api: { name: '@betoch/api', version: '0.1.0' },
      'node_modules/@betoch/api': { resolved: 'api', link: true },
    },
  };
  const manifests: Record<string, PackageManifest> = {
    '': { workspaces: ['api', 'listings-service'], devDependencies: { jest: '^30.1.0' } },
    api: { name: '@betoch/api' },
    'listings-service': { name: '@betoch/listings-service' },
  };
  const problems = workspaceProblems(lock, manifests);
  expect(problems).toEqual([
    'the workspace listings-service is not in the lockfile',
    'package.json devDependencies jest: ^30.1.0, the lockfile ^30.0.0',
    'listings-service/package.json has no entry in the lockfile',
  ]);
  expect(workspaceProblem(problems)).toContain('Run `npm install` and commit package-lock.json.');
  // In step: nothing to say.
  expect(
    workspaceProblems(lock, {
      '': { workspaces: ['api'], devDependencies: { jest: '^30.0.0' } },
      api: { name: '@betoch/api' },
    }),
  ).toEqual([]);
});
