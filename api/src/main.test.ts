/** @jest-environment node */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const tsxCli = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/cli.mjs');

function waitForLine(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

describe('npx tsx api/src/main.ts', () => {
  it('starts from the repo root, prints one line, serves and closes on SIGTERM', async () => {
    // An accounts database of its own, not the one `npm start` keeps in api/data.
    const dir = mkdtempSync(path.join(tmpdir(), 'betoch-api-main-'));
    const child = spawn(process.execPath, [tsxCli, 'api/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '',
        BETOCH_API_DB: path.join(dir, 'accounts.sqlite'),
        BETOCH_API_KEYS_FILE: path.join(dir, 'signing-keys.json'),
      },
    });
    try {
      const output = await waitForLine(child);
      const match = /^Betoch API listening on http:\/\/localhost:(\d+)\n$/.exec(output);
      expect(match).not.toBeNull();

      const response = await fetch(`http://127.0.0.1:${match?.[1]}/api/health`);
      expect(await response.json()).toEqual({ status: 'ok' });

      const exitCode = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await expect(exitCode).resolves.toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);
});
