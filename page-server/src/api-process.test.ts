/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApiProcess } from './api-process';

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('startApiProcess', () => {
  it('runs the API in its own process: it logs the demo user in, and stops', async () => {
    const port = await freePort();
    // Its own accounts and keys, not those `npm start` keeps in api/data.
    const dir = mkdtempSync(path.join(tmpdir(), 'betoch-api-process-'));
    const stop = await startApiProcess({
      host: '127.0.0.1',
      port,
      env: {
        ...process.env,
        BETOCH_API_DB: path.join(dir, 'accounts.sqlite'),
        BETOCH_API_KEYS_FILE: path.join(dir, 'signing-keys.json'),
      },
    });
    try {
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'selam@betoch.et', password: 'Selam#2026' }),
      });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { username?: string }).username).toBe('selam@betoch.et');
    } finally {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    }
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 60_000);

  it('says so when the API cannot start (its port is taken)', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      await expect(startApiProcess({ host: '127.0.0.1', port })).rejects.toThrow(
        /the API ended before it answered|did not answer/,
      );
    } finally {
      taken.close();
    }
  }, 60_000);

  it('stops when the process that started it ends, however it ends', async () => {
    const port = await freePort();
    // A parent that starts the API, then is killed without closing it.
    const parent = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${__dirname}/api-process.ts')
          .then((m) => (m.startApiProcess ?? m.default.startApiProcess)({ host: '127.0.0.1', port: ${port} }))
          .then(() => console.log('up'));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => parent.stdout.once('data', () => resolve()));
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);
    parent.kill('SIGKILL');
    const answers = () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        () => true,
        () => false,
      );
    const until = Date.now() + 10_000;
    while ((await answers()) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await answers()).toBe(false);
  }, 60_000);
});
