/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { localRemoteUrls, REMOTES } from '../../shared/build/apps';
import { remoteUrlProblem } from '../../shared/src/config/runtime-config';
import { allowedRemoteOrigins } from '../../page-server/src/serve';
import { configLockFile } from './config-lock';
import { promote, rollback, type DeployTarget } from './deploy';
import { Refusal } from '../../page-server/src/releases';
import { parseLog } from './log';
import { makeRelease } from './make-release';

const listings = REMOTES.find((app) => app.name === 'listings')!;
const CONTRACT = '@betoch/shared/singleton';
const BASE = 'http://localhost:3001/mf-manifest.json';
const url = (version: string) => `http://localhost:3001/releases/${version}/mf-manifest.json`;

let dir: string;
let target: DeployTarget;

function writeJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
}

/** A remote's build needing `range` of the contract, with a marker in its chunk. */
function build(name: string, range: string, marker: string): string {
  const dist = path.join(dir, name);
  writeJson(path.join(dist, 'mf-manifest.json'), {
    name: 'listings',
    shared: [
      { name: CONTRACT, version: range.replace('^', ''), requiredVersion: range, singleton: true },
    ],
  });
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'var listings;');
  writeFileSync(path.join(dist, 'main.1a2b3c4d.js'), marker);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  return dist;
}

function release(version: string, dist: string) {
  return makeRelease({
    app: listings,
    version,
    dist,
    root: target.root,
    commit: 'abc',
    dirty: false,
  });
}

const config = () =>
  JSON.parse(readFileSync(target.config, 'utf8')) as { remotes: Record<string, string> };
const logFile = () => path.join(target.root, 'listings', 'promotions.log');
const log = () => (existsSync(logFile()) ? parseLog(readFileSync(logFile(), 'utf8')) : []);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'betoch-deploy-'));
  target = {
    app: listings,
    root: path.join(dir, 'releases'),
    config: path.join(dir, 'shell', 'config.json'),
    shellManifest: path.join(dir, 'shell', 'mf-manifest.json'),
    user: 'selam',
    now: new Date('2026-03-01T10:00:00Z'),
  };
  writeJson(target.config, {
    remotes: { ...localRemoteUrls(), listings: BASE },
    apiBaseUrl: 'http://localhost:3005',
  });
  writeJson(target.shellManifest, {
    name: 'shell',
    shared: [{ name: CONTRACT, version: '1.3.0', requiredVersion: '^1.0.0', singleton: true }],
  });
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('makeRelease', () => {
  it('copies the build with its record, but not the standalone page', () => {
    const record = release('1.0.0', build('dist', '^1.0.0', 'one'));
    const folder = path.join(target.root, 'listings', '1.0.0');
    expect(readFileSync(path.join(folder, 'main.1a2b3c4d.js'), 'utf8')).toBe('one');
    expect(existsSync(path.join(folder, 'remoteEntry.js'))).toBe(true);
    expect(existsSync(path.join(folder, 'index.html'))).toBe(false);
    expect(JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8'))).toEqual(record);
    expect(record).toMatchObject({
      app: 'listings',
      version: '1.0.0',
      commit: 'abc',
      contract: { package: CONTRACT, requires: '^1.0.0', provides: '1.0.0' },
    });
  });

  it('refuses to release a version twice and leaves the first untouched', () => {
    release('1.0.0', build('dist', '^1.0.0', 'one'));
    expect(() => release('1.0.0', build('dist2', '^1.0.0', 'two'))).toThrow(
      new Refusal('release listings@1.0.0 exists; bump the version'),
    );
    const chunk = path.join(target.root, 'listings', '1.0.0', 'main.1a2b3c4d.js');
    expect(readFileSync(chunk, 'utf8')).toBe('one');
  });

  it("refuses another app's build", () => {
    const dist = build('dist', '^1.0.0', 'one');
    writeJson(path.join(dist, 'mf-manifest.json'), { name: 'content', shared: [] });
    expect(() => release('1.0.0', dist)).toThrow('is the build of "content", not of "listings"');
  });
});

describe('promote and rollback', () => {
  it('promotes, promotes again, rolls back twice, and logs each step', () => {
    release('1.0.0', build('a', '^1.0.0', 'one'));
    release('1.1.0', build('b', '^1.1.0', 'two'));
    expect(promote(target, '1.0.0').message).toBe(
      `promoted listings@1.0.0: ${url('1.0.0')} (was ${BASE})`,
    );
    promote(target, '1.1.0');
    expect(config().remotes.listings).toBe(url('1.1.0'));
    expect(config().remotes.content).toBe('http://localhost:3003/mf-manifest.json');

    expect(rollback(target).message).toBe(
      `rolled back to listings@1.0.0: ${url('1.0.0')} (was ${url('1.1.0')})`,
    );
    expect(config().remotes.listings).toBe(url('1.0.0'));
    rollback(target);
    expect(config().remotes.listings).toBe(BASE);
    expect(log().map((entry) => [entry.action, entry.version, entry.user])).toEqual([
      ['promote', '1.0.0', 'selam'],
      ['promote', '1.1.0', 'selam'],
      ['rollback', '1.0.0', 'selam'],
      ['rollback', null, 'selam'],
    ]);
    expect(() => rollback(target)).toThrow(
      'listings has no earlier promoted release to roll back to',
    );
  });

  it('refuses a release needing a newer contract major, changing nothing', () => {
    release('1.0.0', build('a', '^1.0.0', 'one'));
    promote(target, '1.0.0');
    release('2.0.0', build('b', '^2.0.0', 'two'));
    const before = readFileSync(target.config, 'utf8');
    const logBefore = readFileSync(logFile(), 'utf8');
    expect(() => promote(target, '2.0.0')).toThrow(
      'listings@2.0.0 is not compatible with the deployed shell:\n' +
        `  listings needs ${CONTRACT} ^2.0.0, the deployed shell provides 1.3.0\nNothing was changed.`,
    );
    expect(readFileSync(target.config, 'utf8')).toBe(before);
    expect(readFileSync(logFile(), 'utf8')).toBe(logBefore);
  });

  it('refuses a version that was never released, listing those that were', () => {
    release('1.0.0', build('a', '^1.0.0', 'one'));
    expect(() => promote(target, '1.2.0')).toThrow('there is no release listings@1.2.0');
    expect(() => promote(target, '1.2.0')).toThrow('released: 1.0.0');
    expect(config().remotes.listings).toBe(BASE);
  });

  it('puts release URLs on the given origin', () => {
    release('1.0.0', build('a', '^1.0.0', 'one'));
    promote(
      {
        ...target,
        origin: 'https://listings.betoch.et',
        remoteOrigins: ['https://listings.betoch.et'],
      },
      '1.0.0',
    );
    expect(config().remotes.listings).toBe(
      'https://listings.betoch.et/releases/1.0.0/mf-manifest.json',
    );
  });

  it('waits for a promotion of another remote holding the lock, then refuses, changing nothing', () => {
    release('1.0.0', build('a', '^1.0.0', 'one'));
    // A live process (this one) took the lock a moment ago.
    const holder = {
      pid: process.pid,
      host: hostname(),
      since: new Date().toISOString(),
      token: 'x',
    };
    writeFileSync(configLockFile(target.config), JSON.stringify(holder));
    expect(() => promote({ ...target, lock: { waitMs: 100 } }, '1.0.0')).toThrow(
      `config.json is locked by another promotion or rollback (process ${process.pid} on ${hostname()}`,
    );
    expect(config().remotes.listings).toBe(BASE);
    expect(log()).toEqual([]);
    // Its lock is still its own.
    expect(JSON.parse(readFileSync(configLockFile(target.config), 'utf8'))).toEqual(holder);
  });

  it('takes over the lock of a promotion whose process died, and leaves none behind', () => {
    release('1.0.0', build('a', '^1.0.0', 'one'));
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(
      configLockFile(target.config),
      JSON.stringify({ pid: dead, host: hostname(), since: new Date().toISOString(), token: 'x' }),
    );
    promote({ ...target, lock: { waitMs: 100 } }, '1.0.0');
    expect(config().remotes.listings).toBe(url('1.0.0'));
    expect(log()).toHaveLength(1);
    expect(existsSync(configLockFile(target.config))).toBe(false);
  });

  it('removes a compressed copy of config.json beside it, which a server could send instead', () => {
    release('1.0.0', build('a', '^1.0.0', 'one'));
    writeFileSync(`${target.config}.gz`, 'stale');
    writeFileSync(`${target.config}.br`, 'stale');
    promote(target, '1.0.0');
    expect(existsSync(`${target.config}.gz`)).toBe(false);
    expect(existsSync(`${target.config}.br`)).toBe(false);
  });
});

describe('promote refuses an origin the shell would refuse, changing nothing', () => {
  beforeEach(() => {
    release('1.0.0', build('a', '^1.0.0', 'one'));
  });

  /** Promotes 1.0.0 onto `origin`; returns the refusal's message. */
  function refusal(extra: Partial<DeployTarget>): string {
    const before = readFileSync(target.config, 'utf8');
    let message = '';
    try {
      promote({ ...target, ...extra }, '1.0.0');
    } catch (error) {
      expect(error).toBeInstanceOf(Refusal);
      message = (error as Error).message;
    }
    expect(readFileSync(target.config, 'utf8')).toBe(before);
    expect(log()).toEqual([]);
    return message;
  }

  it.each([
    ['plain http: on a public host', 'http://listings.betoch.et', ['http://listings.betoch.et']],
    [
      'an origin BETOCH_REMOTE_ORIGINS does not list',
      'https://evil.example',
      ['https://cdn.betoch.et'],
    ],
    [
      'an origin the default list (the local ports) does not have',
      'http://localhost:3011',
      undefined,
    ],
  ])('%s, with the message the shell gives', (_, origin, remoteOrigins) => {
    const manifest = `${origin}/releases/1.0.0/mf-manifest.json`;
    const reason = remoteUrlProblem(manifest, remoteOrigins ?? allowedRemoteOrigins({}));
    expect(reason).not.toBeNull();
    expect(refusal({ origin, ...(remoteOrigins ? { remoteOrigins } : {}) })).toBe(
      `the shell would refuse listings from ${manifest}: remote "listings" refused: ${reason}. ` +
        'Nothing was changed. Serve the release from an allowed origin (--origin), or list its ' +
        'origin in BETOCH_REMOTE_ORIGINS where the shell is served first.',
    );
  });

  it("with nginx, an allowed origin that the generated configuration's CSP does not list", () => {
    const conf = path.join(dir, 'betoch.conf');
    const csp =
      "default-src 'self'; script-src 'self' http://localhost:3001; connect-src 'self' http://localhost:3001";
    writeFileSync(
      conf,
      `  # shell (the shell)
    add_header Content-Security-Policy "${csp}" always;
`,
    );
    const origins = ['http://localhost:3001', 'https://cdn.betoch.et'];
    expect(
      refusal({ origin: 'https://cdn.betoch.et', remoteOrigins: origins, nginxConfig: conf }),
    ).toContain(
      'remote "listings" refused: https://cdn.betoch.et is not in script-src and connect-src of the ' +
        'Content-Security-Policy nginx sends. Nothing was changed.',
    );
    // An origin it lists is promoted.
    promote({ ...target, remoteOrigins: origins, nginxConfig: conf }, '1.0.0');
    expect(config().remotes.listings).toBe(url('1.0.0'));
  });

  it('a rollback to an origin the shell now refuses', () => {
    promote(target, '1.0.0');
    expect(() => rollback({ ...target, remoteOrigins: ['http://localhost:3009'] })).toThrow(
      'the shell would refuse listings from http://localhost:3001/mf-manifest.json: remote ' +
        '"listings" refused: http://localhost:3001 is not an allowed remote origin. Nothing was ' +
        'changed. To roll back there, list its origin in BETOCH_REMOTE_ORIGINS where the shell is ' +
        'served first.',
    );
    expect(config().remotes.listings).toBe(url('1.0.0'));
  });
});
