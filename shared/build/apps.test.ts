/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REMOTE_NAMES } from '../src/config/runtime-config';
import {
  ALL_APPS,
  appsNamed,
  LISTINGS_SERVICE_PORT,
  localRemoteUrls,
  REMOTES,
  SERVICE_PORTS,
  SHELL,
} from './apps';

/*
 * What cannot be read from apps.ts where it is used is checked against it here (ARCHITECTURE.md,
 * "Adding a section"): npm's workspaces, the TypeScript project, the browser's list of remote
 * names and the shell's config.json.
 */
const ROOT = path.resolve(__dirname, '../..');
const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

test('names, folders and ports are each used once', () => {
  const ports = [...ALL_APPS.map((app) => app.port), ...SERVICE_PORTS];
  expect(new Set(ports).size).toBe(ports.length);
  expect(new Set(ALL_APPS.map((app) => app.name)).size).toBe(ALL_APPS.length);
  expect(new Set(ALL_APPS.map((app) => app.dir)).size).toBe(ALL_APPS.length);
});

test.each(REMOTES.map((app) => [app.name, app] as const))(
  'every file %s exposes exists, under a ./key',
  (_name, app) => {
    const exposes = Object.entries(app.exposes);
    expect(exposes.length).toBeGreaterThan(0);
    for (const [key, file] of exposes) {
      expect(key).toMatch(/^\.\/[a-z][a-z-]*$/);
      expect(existsSync(path.join(ROOT, app.dir, file))).toBe(true);
    }
  },
);

test('the root package.json has every app as a workspace', () => {
  const { workspaces } = readJson<{ workspaces: string[] }>('package.json');
  expect(workspaces).toEqual(expect.arrayContaining(ALL_APPS.map((app) => app.dir)));
});

test('tsc -b type-checks every app', () => {
  const file = path.join(ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile) as { config: unknown };
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, ROOT, undefined, file);
  for (const app of ALL_APPS) {
    expect(parsed.fileNames).toContain(path.join(ROOT, app.dir, 'src/index.ts'));
  }
});

test('the browser’s list of remote names is the remotes of apps.ts', () => {
  expect([...REMOTE_NAMES].sort()).toEqual(REMOTES.map((app) => app.name).sort());
});

test('config.json names exactly the remotes, each at its port, and the listings service at its', () => {
  const config = readJson<{ remotes: Record<string, string>; listingsApiUrl?: string }>(
    path.join(SHELL.dir, 'public/config.json'),
  );
  expect(config.remotes).toEqual(localRemoteUrls());
  expect(config.listingsApiUrl).toBe(`http://localhost:${LISTINGS_SERVICE_PORT}`);
});

test('gives the apps a command names, in their usual order, and refuses a name that is no app', () => {
  expect(appsNamed([])).toEqual(ALL_APPS);
  expect(appsNamed(['mfe-account', 'shell']).map((app) => app.dir)).toEqual([
    'shell',
    'mfe-account',
  ]);
  // A typo used to build or serve nothing, and say every build was up to date.
  expect(() => appsNamed(['mfe-listing'])).toThrow(
    /unknown app: mfe-listing \(the apps: shell, mfe-listings, /,
  );
});
