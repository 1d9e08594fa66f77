/** @jest-environment node */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshSchema, testDatabaseUrl } from '@betoch/shared/server/test-schema';
import { formatRetryMessage } from './login-throttle';
import { newSigningKey, writeKeyFile } from './signing-keys';

/*
 * Issue 28: the API runs as several processes on one Postgres database, and its log-in throttle
 * counts in that database, so a burst of wrong passwords spread over two processes is throttled
 * as one. Two real `api/src/main.ts` processes, behind one (pretended) proxy hop so that each
 * request names its client address in X-Forwarded-For.
 */

const repoRoot = path.resolve(__dirname, '../..');
const tsxCli = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/cli.mjs');
const url = testDatabaseUrl();
const SELAM = { email: 'selam@betoch.et', password: 'Selam#2026' };

/** Starts the API on a free port; resolves with its origin once it prints its line. */
function startApi(
  databaseUrl: string,
  keysFile: string,
): Promise<{ origin: string; child: ChildProcessWithoutNullStreams }> {
  const child = spawn(process.execPath, [tsxCli, 'api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      // One key file for both, as every instance of a deployment reads the same keys.
      BETOCH_API_KEYS_FILE: keysFile,
      BETOCH_TRUST_PROXY: '1',
    },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ origin: match[1].replace('localhost', '127.0.0.1'), child });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`the API exited with ${code}: ${output}`)));
  });
}

async function logIn(origin: string, password: string, address: string) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email: SELAM.email, password }),
  });
  const body = (await response.json()) as { message?: string };
  return { status: response.status, message: body.message, ms: performance.now() - started };
}

const describePostgres = url ? describe : describe.skip;
if (!url)
  it.skip('needs Postgres (BETOCH_TEST_DATABASE_URL is not set: .ci/run sets it)', () => {});

describePostgres('two API processes on one Postgres database', () => {
  it('throttle a burst of wrong passwords spread over both as one, and never lock the owner out', async () => {
    const schema = await freshSchema(url as string);
    const dir = mkdtempSync(path.join(tmpdir(), 'betoch-two-apis-'));
    const keysFile = path.join(dir, 'signing-keys.json');
    writeKeyFile(keysFile, [await newSigningKey()]);
    const apis = await Promise.all([
      startApi(schema.url, keysFile),
      startApi(schema.url, keysFile),
    ]);
    const [a, b] = apis.map((api) => api.origin) as [string, string];
    try {
      // Ten wrong passwords from one address, two at a time, one to each process.
      const burst = [];
      for (let wave = 0; wave < 5; wave += 1) {
        burst.push(
          ...(await Promise.all([
            logIn(a, 'wrong-password', '198.51.100.7'),
            logIn(b, 'wrong-password', '198.51.100.7'),
          ])),
        );
      }
      // Five checked in all, not five by each process.
      expect(burst.filter((answer) => answer.status === 401)).toHaveLength(5);
      const refused = burst.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(5);
      expect(new Set(refused.map((answer) => answer.message))).toEqual(
        new Set([formatRetryMessage(60)]),
      );

      // Five more from five other addresses, over both: the account has ten failures in all.
      await Promise.all(
        [1, 2, 3, 4, 5].map((n) => logIn(n % 2 ? a : b, 'wrong-password', `203.0.113.${n}`)),
      );
      // Its owner, from a new address, to either process: let in, the answer held a second.
      const owner = await logIn(b, SELAM.password, '102.218.0.7');
      expect(owner.status).toBe(200);
      expect(owner.ms).toBeGreaterThanOrEqual(1000);
      // And the address of the burst is still delayed, right password or not.
      expect((await logIn(a, SELAM.password, '198.51.100.7')).status).toBe(429);
    } finally {
      for (const { child } of apis) child.kill('SIGTERM');
      await Promise.all(
        apis.map(({ child }) =>
          child.exitCode === null ? new Promise((resolve) => child.on('exit', resolve)) : null,
        ),
      );
      await schema.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
