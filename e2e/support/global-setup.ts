import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES, SHELL } from '../../shared/build/apps';
import { REPO_ROOT } from '../../shared/build/layout';
import { allowedRemoteOrigins, startSite } from '../../page-server/src/serve';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config';
import { Client } from 'pg';
import { ALTERNATE_LISTINGS_PORT, SWAPPED_SHELL_PORT } from './ports';
import { SECTION_PAGES } from './section-pages';

/**
 * The site as its visitors meet it once it has served its first pages: a cold section's first
 * server render can take a busy two-core machine past the page's 2.5 s (the page then goes
 * unrendered, and its worker is kept: page-server/src/render-pool.ts), and the tests that read a
 * page's served HTML are about the page, not about which test ran first. Each page is asked until
 * it arrives rendered (an `<h1>` in its HTML), at most 5 times.
 */
async function renderFirstPages(origin: string): Promise<void> {
  const took = await Promise.all(
    // One page of each section, whose first render loads, compiles and caches the section's code.
    Object.values(SECTION_PAGES).map(async (page) => {
      const started = Date.now();
      for (let attempt = 1; attempt <= 5; attempt++) {
        const html = await fetch(`${origin}${page}`).then((response) => response.text());
        if (/<h1[\s>]/.test(html)) return `${page} ${Date.now() - started} ms`;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      return `${page} not rendered in 5 tries`;
    }),
  );
  console.log(`first pages: ${took.join(', ')}`);
}

/**
 * The postgres pass (scripts/e2e.ts): a database of the run's own on the server
 * BETOCH_E2E_POSTGRES_URL names, for the API's accounts and the listings service alike
 * (DATABASE_URL), dropped at the end. Returns its dropper, or undefined on the embedded databases.
 */
async function runDatabase(): Promise<(() => Promise<void>) | undefined> {
  const server = process.env.BETOCH_E2E_POSTGRES_URL?.trim();
  if (!server) return undefined;
  const name = `betoch_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  console.log(`the API and the listings service on Postgres: database ${name}`);
  return async () => {
    const dropper = new Client({ connectionString: server });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
}

/**
 * Boots the production builds (every app on its own origin) and the API, plus, for the
 * config.json test, a second copy of the listings remote and a second server of the same shell
 * build whose config.json points at it (an edited file, no rebuild). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const listings = REMOTES.find((app) => app.name === 'listings');
  if (!listings) throw new Error('listings remote is not defined');
  const built = JSON.parse(
    readFileSync(path.join(REPO_ROOT, SHELL.dir, 'dist', 'config.json'), 'utf8'),
  ) as RuntimeConfig;
  const swapped: RuntimeConfig = {
    ...built,
    remotes: {
      ...built.remotes,
      listings: `http://localhost:${ALTERNATE_LISTINGS_PORT}/mf-manifest.json`,
    },
  };
  // An accounts database and signing keys of the run's own: the accounts the tests sign up, and
  // the log-in throttle's failures (kept an hour), never carry over into the next run or into
  // `npm start`'s.
  const accountsDir = mkdtempSync(path.join(tmpdir(), 'betoch-e2e-accounts-'));
  process.env.BETOCH_API_DB = path.join(accountsDir, 'accounts.sqlite');
  process.env.BETOCH_API_KEYS_FILE = path.join(accountsDir, 'signing-keys.json');
  // A listings database of the run's own, seeded with the 60 demo listings at start: what a test
  // publishes (publishing.spec.ts) never shows in the next run's counts, nor in `npm start`'s.
  process.env.LISTINGS_DB = path.join(accountsDir, 'listings.sqlite');
  // And its photos beside it, never in the checkout's listings-service/data/photos.
  process.env.BETOCH_PHOTOS_DIR = path.join(accountsDir, 'photos');
  // Every test's browser is 127.0.0.1: one address's bound on enquiries would be the whole run's.
  process.env.BETOCH_ENQUIRIES_PER_ADDRESS = '1000';
  const dropDatabase = await runDatabase();
  const site = await startSite({
    extra: [
      { app: listings, port: ALTERNATE_LISTINGS_PORT },
      {
        app: SHELL,
        port: SWAPPED_SHELL_PORT,
        config: swapped,
        // The copy's origin must be trusted, as BETOCH_REMOTE_ORIGINS would list it in production.
        remoteOrigins: [...allowedRemoteOrigins(), `http://localhost:${ALTERNATE_LISTINGS_PORT}`],
      },
    ],
  });
  await renderFirstPages(`http://localhost:${SHELL.port}`);
  return async () => {
    await site.close();
    await dropDatabase?.();
    rmSync(accountsDir, { recursive: true, force: true });
  };
}
