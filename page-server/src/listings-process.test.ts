/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canRunListingsService, startListingsProcess } from './listings-process';

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

// node:sqlite needs Node 22.13+ (CI's Node); on an older Node the page server skips the service.
(canRunListingsService() ? describe : describe.skip)('startListingsProcess', () => {
  it('runs the listings service in its own process, seeded with the site’s listings, and stops it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'betoch-listings-'));
    const port = await freePort();
    const stop = await startListingsProcess({
      host: '127.0.0.1',
      port,
      env: { ...process.env, LISTINGS_DB: path.join(dir, 'listings.sqlite') },
    });
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/listings?tag=For+rent`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as { total: number; items: { id: string }[] };
      expect(page.total).toBe(30);
      expect(page.items).toHaveLength(6);
    } finally {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    }
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 60_000);
});
