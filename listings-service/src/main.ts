/**
 * The listings service's process (`npm start` starts it beside the page server, as it starts the
 * API): opens, migrates and (when empty) seeds the database, then answers on its port with a pool
 * of query workers. Docs: docs/listings-service.md.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { readServiceConfig } from './config';
import { openDatabase } from './database';
import { storeListings } from './listing-store';
import { createQueryPool } from './query-pool';
import { readSiteListings, readTagNames } from './seed';
import { createListingsServer } from './server';

async function main(): Promise<void> {
  const config = readServiceConfig(process.env);
  mkdirSync(path.dirname(config.databaseFile), { recursive: true });
  const db = openDatabase(config.databaseFile);
  const empty = Number(db.prepare('SELECT count(*) AS n FROM listings').get()?.n ?? 0) === 0;
  // Today's listings, the ones the site shows, when the database holds none yet.
  if (empty) storeListings(db, readSiteListings(), readTagNames());
  db.close();

  const pool = createQueryPool({
    file: config.databaseFile,
    size: config.workers,
    timeoutMs: config.queryTimeoutMs,
  });
  const server = createListingsServer(pool);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  console.log(`Betoch listings service listening on http://${config.host}:${port}`);

  let closing = false;
  const shutdown = (): void => {
    if (closing) return;
    closing = true;
    server.closeAllConnections();
    server.close();
    pool.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // Started with a channel (npm start, the tests): when the starting process ends, however it
  // ends, so does the service, instead of holding its port for the next start.
  if (process.send) process.on('disconnect', shutdown);
}

main().catch((error: unknown) => {
  console.error(
    'Betoch listings service failed to start:',
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
