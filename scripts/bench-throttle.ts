import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  openEmbeddedAccounts,
  openPostgresAccounts,
  type AccountStore,
} from '../api/src/account-store';
import { LoginThrottle } from '../api/src/login-throttle';
import { freshSchema } from '../shared/src/server/test-schema';

/*
 * `npm run bench:throttle [-- --count 2000 --database-url postgres://…]`: what the log-in
 * throttle's admission costs a log-in (api/README.md "Log-in throttling"), one at a time, on the
 * embedded database (a file, WAL) and, given a server, on Postgres in a schema of its own. Each
 * admission is refunded, so the counts stay under the limits and every one is a full
 * read-decide-write transaction.
 */

async function measure(name: string, store: AccountStore, count: number): Promise<void> {
  const throttle = new LoginThrottle(store.loginCounters);
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const admission = await throttle.begin(`u${i % 500}@b.et`, `10.0.${i % 200}.${i % 7}`);
    if (admission.allowed) await admission.attempt.cancel();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => (times[Math.floor(p * (times.length - 1))] ?? 0).toFixed(2);
  console.log(`${name}: ${count} admissions and refunds, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { count: { type: 'string', default: '2000' }, 'database-url': { type: 'string' } },
  });
  const count = Number(values.count);
  const dir = mkdtempSync(path.join(tmpdir(), 'betoch-bench-throttle-'));
  try {
    const embedded = openEmbeddedAccounts(path.join(dir, 'accounts.sqlite'));
    await measure('embedded (file, WAL)', embedded, count);
    await embedded.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const url = values['database-url'] ?? process.env.BETOCH_TEST_DATABASE_URL;
  if (!url) {
    console.log('postgres: skipped (give --database-url or BETOCH_TEST_DATABASE_URL)');
    return;
  }
  const schema = await freshSchema(url);
  try {
    const store = await openPostgresAccounts(schema.url);
    await measure('postgres', store, count);
    await store.close();
  } finally {
    await schema.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
