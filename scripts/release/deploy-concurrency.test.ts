/** @jest-environment node */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localRemoteUrls } from '../../shared/build/apps';
import { parseLog } from './log';
import { configLockFile } from './config-lock';

const CONTRACT = '@betoch/shared/singleton';
const REMOTES = ['listings', 'property'] as const;
/** Promotions per remote; both remotes' run at once, each in its own process. */
const ROUNDS = 50;

let dir: string;

function writeJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
}

/**
 * A worker promoting `remote` ROUNDS times once `go()` is called (after every worker is loaded);
 * resolves with its exit code and output.
 */
function promoteLoop(
  remote: string,
  ready: () => void,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(__dirname, 'promote-loop.ts'),
        remote,
        String(ROUNDS),
        path.join(dir, 'releases'),
        path.join(dir, 'shell', 'config.json'),
        path.join(dir, 'shell', 'mf-manifest.json'),
        path.join(dir, 'go'),
      ],
      { cwd: path.resolve(__dirname, '../..'), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output === 'ready\n') ready();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'betoch-deploy-concurrent-'));
  writeJson(path.join(dir, 'shell', 'config.json'), {
    remotes: localRemoteUrls(),
    apiBaseUrl: 'http://localhost:3005',
  });
  writeJson(path.join(dir, 'shell', 'mf-manifest.json'), {
    name: 'shell',
    shared: [{ name: CONTRACT, version: '1.3.0', requiredVersion: '^1.0.0', singleton: true }],
  });
  for (const remote of REMOTES) {
    for (const version of ['1.0.0', '1.1.0']) {
      const folder = path.join(dir, 'releases', remote, version);
      writeJson(path.join(folder, 'mf-manifest.json'), {
        name: remote,
        shared: [{ name: CONTRACT, version: '1.0.0', requiredVersion: '^1.0.0', singleton: true }],
      });
      writeJson(path.join(folder, 'release.json'), { app: remote, version });
    }
  }
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

it(`two remotes promoted at once, ${ROUNDS} times each in two processes, lose no promotion`, async () => {
  let loaded = 0;
  // Both start promoting at the same moment, once both are loaded.
  const ready = () => {
    loaded += 1;
    if (loaded === REMOTES.length) writeFileSync(path.join(dir, 'go'), '');
  };
  const results = await Promise.all(REMOTES.map((remote) => promoteLoop(remote, ready)));
  for (const result of results) expect(result).toEqual({ code: 0, output: 'ready\n' });

  const config = JSON.parse(readFileSync(path.join(dir, 'shell', 'config.json'), 'utf8')) as {
    remotes: Record<string, string>;
  };
  for (const remote of REMOTES) {
    const log = parseLog(
      readFileSync(path.join(dir, 'releases', remote, 'promotions.log'), 'utf8'),
    );
    // Every promotion changed config.json (the versions alternate) and was logged, each on top
    // of the one before (a lost write shows as a `previous` that is not the last logged URL), and
    // config.json holds what the log says is live.
    const outcome = {
      logged: log.length,
      lost: log.slice(1).filter((entry, index) => entry.previous !== log[index]?.url).length,
      live: config.remotes[remote] === log[log.length - 1]?.url,
    };
    expect(outcome).toEqual({ logged: ROUNDS, lost: 0, live: true });
    expect(config.remotes[remote]).toMatch(/\/releases\/1\.1\.0\/mf-manifest\.json$/);
  }
  expect(existsSync(configLockFile(path.join(dir, 'shell', 'config.json')))).toBe(false);
}, 120_000);
