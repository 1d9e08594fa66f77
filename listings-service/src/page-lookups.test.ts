/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getRuntimeConfig, setRuntimeConfig } from '@betoch/shared/singleton';
import {
  loadListingsByAgent,
  loadListingsByOwner,
  searchListingsOfDeal,
} from '../../shared/src/data/listing-lookups';
import { readSiteListings } from './seed';
import {
  killService,
  killStartedServices,
  REPO_ROOT,
  startService,
  type RunningService,
} from './service-testing';
import { describeEachEngine } from './test-database';

/*
 * The loaders of the pages that once stopped at 60 listings (shared/src/data/listing-lookups.ts,
 * issue 20, item 3), asking a live service: an agent's and an account's listings paged 12 at a
 * time with every one reachable, and the contract's search finding a listing past the first 60
 * of its deal. The service holds the site's 60 listings, 20 more of Hanna Girma's (28 in all, 4
 * of them the account U-1001's) and 40 more for rent (71 in all).
 */

const AGENT = 'hanna-girma';
const site = readSiteListings().map((record) => record.property);
const model = site.find((p) => p.agentId === AGENT && p.id.startsWith('b'))!;
const rental = site.find((p) => p.agentId !== AGENT && p.id.startsWith('r'))!;
const extra = [
  ...Array.from({ length: 20 }, (_, i) => ({
    ...model,
    id: `b${901 + i}`,
    title: `Extra listing ${i + 1} of Hanna`,
    ownerCode: i < 10 ? 'U-1001' : undefined,
  })),
  ...Array.from({ length: 40 }, (_, i) => ({
    ...rental,
    id: `r${901 + i}`,
    title: `Far rental ${i + 1}`,
  })),
];
const agentIds = [...site, ...extra].filter((p) => p.agentId === AGENT).map((p) => p.id);
const ownerIds = [...site, ...extra].filter((p) => p.ownerCode === 'U-1001').map((p) => p.id);

// A service whose start outlived its test's bound is killed too.
afterAll(killStartedServices);

describeEachEngine('the pages’ lookups on a live listings service', (engine) => {
  const defaultConfig = getRuntimeConfig();
  let dir: string;
  let database: { env: Record<string, string>; drop(): Promise<void> };
  let service: RunningService | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'betoch-lookups-'));
    database = await engine.serviceDatabase(dir);
    const file = path.join(dir, 'extra.json');
    writeFileSync(file, JSON.stringify(extra));
    // An empty database gets the site's 60 first, then these.
    const imported = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'listings-service/src/import-main.ts', file],
      { cwd: REPO_ROOT, env: { ...process.env, ...database.env }, encoding: 'utf8' },
    );
    expect(imported.status).toBe(0);
    service = await startService(database.env);
    setRuntimeConfig({ ...defaultConfig, listingsApiUrl: service.base });
  }, 60_000);

  afterAll(async () => {
    setRuntimeConfig(defaultConfig);
    killService(service);
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  });

  it('pages an agent’s 28 listings 12 at a time, in the data order, every one reachable', async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => loadListingsByAgent(AGENT, n, 'en')));
    expect(pages.map((page) => page.items.length)).toEqual([12, 12, 4]);
    expect(pages.flatMap((page) => page.items.map((p) => p.id))).toEqual(agentIds);
    expect(pages[1]?.total).toBe(28);
    expect(pages[1]?.pager).toMatchObject({ currentPage: 2, totalPages: 3, pageSize: 12 });
    // Out of range: the last page, as the listing page's pager brings it.
    const past = await loadListingsByAgent(AGENT, 40, 'en');
    expect(past.pager.currentPage).toBe(3);
    expect(past.items.map((p) => p.id)).toEqual(agentIds.slice(24));
  });

  it('pages an account’s 14 listings, the second page holding the last 2', async () => {
    const second = await loadListingsByOwner('U-1001', 2, 'en');
    expect(second.total).toBe(14);
    expect(second.items.map((p) => p.id)).toEqual(ownerIds.slice(12));
  });

  it('finds a listing for rent past the first 60 by its id and by its words, only of the deal', async () => {
    expect((await searchListingsOfDeal('rent', 'r940', 'en')).map((p) => p.id)[0]).toBe('r940');
    const words = await searchListingsOfDeal('rent', 'Far rental', 'en');
    expect(words).toHaveLength(20);
    expect(words.every((p) => p.title.startsWith('Far rental'))).toBe(true);
    expect((await searchListingsOfDeal('sale', 'r940', 'en')).map((p) => p.id)).not.toContain(
      'r940',
    );
  });
});
