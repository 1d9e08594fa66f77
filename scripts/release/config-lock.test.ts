/** @jest-environment node */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import {
  configLockFile,
  parseHolder,
  staleReason,
  withConfigLock,
  type LockHolder,
} from './config-lock';

let dir: string;
let config: string;
let lock: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'betoch-lock-'));
  config = path.join(dir, 'config.json');
  lock = configLockFile(config);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const holder = (fields: Partial<LockHolder> = {}): LockHolder => ({
  pid: process.pid,
  host: hostname(),
  since: new Date().toISOString(),
  token: 'other',
  ...fields,
});

it('is a dot file beside config.json, which no server sends', () => {
  expect(configLockFile('/srv/shell/config.json')).toBe('/srv/shell/.config.json.lock');
});

it('records its holder while the change runs, and is gone after, even when the change throws', () => {
  const seen = withConfigLock(config, () => parseHolder(readFileSync(lock, 'utf8')));
  expect(seen).toMatchObject({ pid: process.pid, host: hostname() });
  expect(existsSync(lock)).toBe(false);
  expect(() =>
    withConfigLock(config, () => {
      throw new Error('write failed');
    }),
  ).toThrow('write failed');
  expect(existsSync(lock)).toBe(false);
});

it('takes over a lock whose process has exited', () => {
  const dead = spawnSync(process.execPath, ['-e', '']).pid;
  writeFileSync(lock, JSON.stringify(holder({ pid: dead })));
  expect(withConfigLock(config, () => 'done', { waitMs: 50 })).toBe('done');
  expect(existsSync(lock)).toBe(false);
});

it('takes over the lock of a process killed while it held it', async () => {
  // A process that takes the lock and is killed (SIGKILL: no clean-up runs) while holding it.
  const holding = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import(${JSON.stringify(path.join(__dirname, 'config-lock.ts'))}).then((m) =>
        (m.withConfigLock ?? m.default.withConfigLock)(${JSON.stringify(config)}, () => {
          console.log('locked');
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60000);
        }))`,
    ],
    { cwd: path.resolve(__dirname, '../..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    holding.stdout.once('data', () => resolve());
    holding.once('exit', (code) => reject(new Error(`the holding process ended (${code})`)));
  });
  expect(parseHolder(readFileSync(lock, 'utf8'))?.pid).toBe(holding.pid);
  const exited = new Promise((resolve) => holding.once('exit', resolve));
  holding.kill('SIGKILL');
  await exited;
  expect(existsSync(lock)).toBe(true);
  expect(withConfigLock(config, () => 'done', { waitMs: 2_000 })).toBe('done');
  expect(existsSync(lock)).toBe(false);
}, 30_000);

it('takes over a lock older than the bound, even of a live process (or one on another host)', () => {
  const old = new Date(Date.now() - 10 * 60_000).toISOString();
  writeFileSync(lock, JSON.stringify(holder({ host: 'build-2', since: old })));
  expect(withConfigLock(config, () => 'done', { waitMs: 50, staleMs: 60_000 })).toBe('done');
});

it('takes over a file that is not a lock record', () => {
  writeFileSync(lock, '');
  expect(withConfigLock(config, () => 'done', { waitMs: 50 })).toBe('done');
});

it('waits for a live holder and runs once it lets go', () => {
  writeFileSync(lock, JSON.stringify(holder({ pid: 999_999_999 })));
  let polls = 0;
  const result = withConfigLock(config, () => 'done', {
    waitMs: 5_000,
    pollMs: 1,
    // The holder is alive for two polls, then its process ends.
    isAlive: () => (polls += 1) <= 2,
  });
  expect(result).toBe('done');
  expect(polls).toBe(3);
});

it('never removes a lock taken over from it (it held past the bound)', () => {
  withConfigLock(config, () => writeFileSync(lock, JSON.stringify(holder({ token: 'next' }))));
  expect(parseHolder(readFileSync(lock, 'utf8'))?.token).toBe('next');
});

it('staleReason names why a lock may be taken over, or null while it holds', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  const rules = { now, staleMs: 60_000, isAlive: () => true };
  const fresh = holder({ since: '2026-03-01T09:59:30Z' });
  expect(staleReason(fresh, rules)).toBeNull();
  expect(staleReason(fresh, { ...rules, isAlive: () => false })).toBe(
    `its process ${process.pid} is gone`,
  );
  // Another host's pid says nothing here: only the age counts.
  expect(staleReason({ ...fresh, host: 'build-2' }, { ...rules, isAlive: () => false })).toBeNull();
  expect(staleReason(holder({ since: '2026-03-01T09:58:00Z' }), rules)).toBe(
    'it was taken at 2026-03-01T09:58:00Z, longer ago than 60 s',
  );
  expect(staleReason(null, rules)).toBe('it is not a lock record');
});
