/** @jest-environment node */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { killService, startService, type RunningService } from './service-testing';
import { describeEachEngine } from './test-database';

describeEachEngine('node --import tsx listings-service/src/main.ts', (engine) => {
  it('seeds an empty database, answers with its workers, and stops when its starter goes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'betoch-listings-'));
    const database = await engine.serviceDatabase(dir);
    let service: RunningService | undefined;
    try {
      service = await startService(database.env);
      expect(service.line).toContain(
        engine.name === 'Postgres' ? '(Postgres)' : '(embedded database)',
      );
      const { base, child } = service;
      expect(await (await fetch(`${base}/api/health`)).json()).toEqual({
        status: 'ok',
        listings: 60,
      });
      const search = await fetch(`${base}/api/listings?q=${encodeURIComponent('ቦሌ')}&tag=Villa`);
      expect(search.status).toBe(200);
      expect(((await search.json()) as { total: number }).total).toBeGreaterThan(0);

      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.disconnect();
      await expect(exited).resolves.toBe(0);
    } finally {
      killService(service);
      rmSync(dir, { recursive: true, force: true });
      await database.drop();
    }
  }, 30_000);

  it('in production, stops on a missing or empty database, naming the setting, and creates nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'betoch-listings-'));
    const database = await engine.serviceDatabase(dir);
    try {
      const started = startService({ ...database.env, NODE_ENV: 'production' });
      await expect(started).rejects.toThrow(
        engine.name === 'Postgres'
          ? /exited with 1: .*the Postgres database of DATABASE_URL holds no listing/s
          : /exited with 1: .*the listings database .* \(LISTINGS_DB\) does not exist/s,
      );
      if (database.env.LISTINGS_DB) expect(existsSync(database.env.LISTINGS_DB)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await database.drop();
    }
  }, 30_000);
});
