/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES } from '@betoch/shared/build/apps';
import { createAppServer } from './serve';

const listings = REMOTES.find((app) => app.name === 'listings')!;

let dir: string;
let server: http.Server;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

function get(
  pathname: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'betoch-releases-'));
  write('dist/index.html', '<!doctype html><html><body><div id="root"></div></body></html>\n');
  write('dist/mf-manifest.json', '{"name":"listings"}');
  server = createAppServer(
    listings,
    { log: () => undefined, releasesDir: path.join(dir, 'releases') },
    path.join(dir, 'dist'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  await new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  rmSync(dir, { recursive: true, force: true });
});

describe("a remote's server and its releases", () => {
  it('serves a release added while it runs, with the cache rules of its build', async () => {
    write('releases/1.1.0/mf-manifest.json', '{"name":"listings","release":"1.1.0"}');
    write('releases/1.1.0/remoteEntry.js', 'var listings;');
    write('releases/1.1.0/main.1a2b3c4d.js', 'console.log(1)');
    const manifest = await get('/releases/1.1.0/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toContain('"release":"1.1.0"');
    expect(manifest.headers['cache-control']).toBe('no-store');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect((await get('/releases/1.1.0/remoteEntry.js')).headers['cache-control']).toBe('no-store');
    expect((await get('/releases/1.1.0/main.1a2b3c4d.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    // The build itself is still served at the root.
    expect((await get('/mf-manifest.json')).body).toBe('{"name":"listings"}');
  });

  it('never serves the log, a lock, a half-copied release or a path outside a release', async () => {
    write('releases/promotions.log', '{}');
    write('releases/.lock', '');
    write('releases/.1.2.0.42.partial/mf-manifest.json', '{}');
    write('releases/1.1.0/.hidden', 'x');
    write('secret.txt', 'secret');
    for (const pathname of [
      '/releases/promotions.log',
      '/releases/.lock',
      '/releases/.1.2.0.42.partial/mf-manifest.json',
      '/releases/1.1.0/.hidden',
      '/releases/1.1.0/../../secret.txt',
      '/releases/1.1.0/%2e%2e/%2e%2e/secret.txt',
      '/releases/9.9.9/mf-manifest.json',
    ]) {
      const reply = await get(pathname);
      expect([pathname, reply.status]).toEqual([pathname, 404]);
    }
  });
});
