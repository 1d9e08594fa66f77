import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHELL } from '../../shared/build/apps';
import { closeServers, createAppServer } from '../../page-server/src/serve';
import { startListingsProcess } from '../../page-server/src/listings-process';
import { openDatabase } from '../../listings-service/src/database';
import { storeListings } from '../../listings-service/src/listing-store';
import { BULK_PACE } from '../../listings-service/src/write-pace';
import { readTagNames, syntheticListings } from '../../listings-service/src/seed';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config';
import { REPO_ROOT } from '../../shared/build/layout';
import { LANGUAGES } from '../../shared/src/domain/constants';
import { expect, test } from '../support/fixtures';

/*
 * The sitemap at scale as the Node server serves it (docs/seo.md#the-sitemap-at-scale), from a
 * listings service holding 50,001 generated listings: /sitemap.xml is a <sitemapindex> whose
 * every <loc> is served, each a <urlset> of at most 50,000 addresses, which together name every
 * listing once in each language. And a service that config.json names but that is closed or hung
 * gets the crawler a 503 to come back later, never a sitemap without the listings. (That the
 * prerender stops then, so nginx keeps the last run, is page-server/src/prerender.test.ts's.)
 */

const LISTINGS = 50_001;
const SHELL_PORT = 3086;
const SERVICE_PORT = 3087;
const HUNG_SHELL_PORT = 3088;
const CLOSED_SHELL_PORT = 3089;
/** Nothing listens here. */
const CLOSED_SERVICE = 'http://localhost:3090';
const site = `http://localhost:${SHELL_PORT}`;

let dir: string;
let stopService: (() => Promise<void>) | undefined;
let hung: net.Server | undefined;
const hungSockets = new Set<net.Socket>();
const shells: http.Server[] = [];

async function shellNaming(listingsApiUrl: string, port: number): Promise<void> {
  const built = JSON.parse(
    readFileSync(path.join(REPO_ROOT, SHELL.dir, 'dist', 'config.json'), 'utf8'),
  ) as RuntimeConfig;
  const shell = createAppServer(SHELL, {
    config: { ...built, listingsApiUrl },
    selfOrigin: `http://localhost:${port}`,
    log: () => undefined,
  });
  shells.push(shell);
  await new Promise<void>((resolve) => shell.listen(port, 'localhost', resolve));
}

test.beforeAll(async () => {
  // Loading the 50,001 listings takes ~7 s on the shared 2-core machine with one-line texts (the
  // sitemap reads ids; descriptions of real length cost the text index 4 times as much: a CI run
  // spent this hook's 90 s on them); serving them, seconds.
  test.setTimeout(90_000);
  dir = mkdtempSync(path.join(tmpdir(), 'betoch-sitemap-'));
  const file = path.join(dir, 'listings.sqlite');
  const db = openDatabase(file);
  const names = readTagNames();
  storeListings(db, syntheticListings(LISTINGS, 2026, names, { texts: 'one line' }), names, {
    pace: BULK_PACE,
  });
  db.close();
  stopService = await startListingsProcess({
    host: 'localhost',
    port: SERVICE_PORT,
    env: { ...process.env, LISTINGS_DB: file },
    startTimeoutMs: 30_000,
  });
  await shellNaming(`http://localhost:${SERVICE_PORT}`, SHELL_PORT);

  // A service that takes connections and never answers.
  hung = net.createServer((socket) => {
    hungSockets.add(socket);
    socket.on('close', () => hungSockets.delete(socket));
  });
  const hungServer = hung;
  await new Promise<void>((resolve) => hungServer.listen(0, 'localhost', resolve));
  const { port } = hungServer.address() as net.AddressInfo;
  await shellNaming(`http://localhost:${port}`, HUNG_SHELL_PORT);
  await shellNaming(CLOSED_SERVICE, CLOSED_SHELL_PORT);
});

test.afterAll(async () => {
  await closeServers(shells);
  for (const socket of hungSockets) socket.destroy();
  await new Promise<void>((resolve) => (hung ? hung.close(() => resolve()) : resolve()));
  await stopService?.();
  rmSync(dir, { recursive: true, force: true });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

test('past 50,000 listings the sitemap is an index of served files of at most 50,000 addresses, naming every listing in every language', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const index = await request.get(`${site}/sitemap.xml`);
  expect(index.status()).toBe(200);
  const indexXml = await index.text();
  expect(indexXml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
  const files = locs(indexXml);
  // The site's own pages, then 16,666 listings (49,998 addresses in three languages) a file.
  const listingFiles = Math.ceil(LISTINGS / Math.floor(50_000 / LANGUAGES.length));
  expect(files).toEqual(
    Array.from({ length: 1 + listingFiles }, (_, i) => `${site}/sitemaps/${i + 1}.xml`),
  );

  const english: string[] = [];
  const amharic: string[] = [];
  const oromo: string[] = [];
  for (const file of files) {
    const response = await request.get(file);
    expect([file, response.status()]).toEqual([file, 200]);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<urlset ');
    expect(xml.match(/<url>/g)?.length ?? 0).toBeLessThanOrEqual(50_000);
    for (const loc of locs(xml)) {
      const id = /\/property\/image-box\?id=([^&]+)(?:&amp;lang=(am|om))?$/.exec(loc);
      if (!id) continue;
      (id[2] === 'am' ? amharic : id[2] === 'om' ? oromo : english).push(id[1]!);
    }
  }
  // Every listing once in each language.
  expect(new Set(english).size).toBe(LISTINGS);
  expect(english).toHaveLength(LISTINGS);
  expect(amharic.sort()).toEqual(english.sort());
  expect(oromo.sort()).toEqual(english);
  // No file past the last.
  expect((await request.get(`${site}/sitemaps/${files.length + 1}.xml`)).status()).toBe(404);
});

test('a listings service that is closed or hung gets the crawler a 503 to retry, never a sitemap without the listings', async ({
  request,
}) => {
  // The hung service is given up on after the sitemap's time bound (15 s).
  test.setTimeout(45_000);
  const paths = ['/sitemap.xml', '/sitemaps/2.xml'];
  const answers = await Promise.all(
    [CLOSED_SHELL_PORT, HUNG_SHELL_PORT].flatMap((port) =>
      paths.map(async (p) => {
        const response = await request.get(`http://localhost:${port}${p}`, { timeout: 30_000 });
        return {
          port,
          path: p,
          status: response.status(),
          retryAfter: response.headers()['retry-after'],
          cache: response.headers()['cache-control'],
        };
      }),
    ),
  );
  for (const answer of answers) {
    expect(answer).toEqual({ ...answer, status: 503, retryAfter: '60', cache: 'no-store' });
  }
});
