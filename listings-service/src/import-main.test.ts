/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSiteListings } from './seed';
import {
  killService,
  killStartedServices,
  REPO_ROOT,
  startService,
  type RunningService,
} from './service-testing';
import { describeEachEngine, type ServiceDatabase } from './test-database';

/** Runs `npm run listings:import`'s script with these arguments against `env`'s database. */
function runImport(env: Record<string, string>, args: string[]) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', 'listings-service/src/import-main.ts', ...args],
    { cwd: REPO_ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
}

const site = readSiteListings();
const template = site[0]!.property;
const changed = site[1]!.property;
const removed = site[2]!.property;

// A service whose start outlived its test's bound is killed too.
afterAll(killStartedServices);

describeEachEngine('npm run listings:import', (engine) => {
  let dir: string;
  let database: ServiceDatabase;
  let service: RunningService | undefined;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'betoch-import-'));
    database = await engine.serviceDatabase(dir);
    service = await startService(database.env);
    // A service starts in 2–4 s on a busy 2-core machine (its workers load their index first).
  }, 20_000);

  afterEach(async () => {
    killService(service);
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  });

  const json = async (url: string) => {
    const response = await fetch(`${service!.base}${url}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('adds, changes and removes listings, and the running service answers with them', async () => {
    const file = path.join(dir, 'listings.json');
    const am = path.join(dir, 'am.json');
    const om = path.join(dir, 'om.json');
    writeFileSync(
      file,
      JSON.stringify([
        { ...template, id: 'b9001', title: 'Villa with a sycamore courtyard' },
        { ...changed, title: 'Renovated apartment in Kazanchis' },
      ]),
    );
    writeFileSync(am, JSON.stringify({ b9001: { title: 'ቪላ ከእንጦጦ ፓርክ አጠገብ' } }));
    writeFileSync(
      om,
      JSON.stringify({
        b9001: {
          title: 'Viilaa oobdii waddeessaa qabu',
          description: 'Viilaa mooraa muka waddeessaa qabu, Paarkii Entoottoo bira.',
        },
      }),
    );
    // The service has answered once: its index is loaded, and must be read again.
    expect((await json('/api/health')).body.listings).toBe(60);

    const result = runImport(database.env, [file, '--am', am, '--om', om, '--remove', removed.id]);
    expect(result.stderr).not.toContain('listings:import');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('2 listing(s) added or changed, 1 removed');

    expect((await json('/api/health')).body.listings).toBe(60);
    expect((await json('/api/listings/b9001')).body.title).toBe('Villa with a sycamore courtyard');
    expect((await json('/api/listings/b9001?lang=am')).body.title).toBe('ቪላ ከእንጦጦ ፓርክ አጠገብ');
    expect((await json('/api/listings/b9001?lang=om')).body).toMatchObject({
      title: 'Viilaa oobdii waddeessaa qabu',
      description: 'Viilaa mooraa muka waddeessaa qabu, Paarkii Entoottoo bira.',
    });
    // A listing without Oromo texts in the import: its Oromo page is English.
    expect((await json(`/api/listings/${changed.id}?lang=om`)).body.title).toBe(
      'Renovated apartment in Kazanchis',
    );
    expect((await json(`/api/listings/${changed.id}`)).body.title).toBe(
      'Renovated apartment in Kazanchis',
    );
    expect((await json(`/api/listings/${removed.id}`)).status).toBe(404);
    // A search reads the index, which each engine reads again after a write: on Postgres the
    // one in hand answers while the new one loads (listings-service/src/query-tasks.ts).
    const searchIds = async (text: string) =>
      (
        (await json(`/api/listings?pageSize=60&q=${encodeURIComponent(text)}`)).body.items as {
          id: string;
        }[]
      ).map((item) => item.id);
    const settled = async (read: () => Promise<string[]>, done: (ids: string[]) => boolean) => {
      const until = Date.now() + 10_000;
      let ids = await read();
      while (!done(ids) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        ids = await read();
      }
      return ids;
    };
    expect(
      await settled(
        () => searchIds('Sycamore'),
        (ids) => ids.length > 0,
      ),
    ).toEqual(['b9001']);
    // Its Oromo words find it (the index has the listing by now).
    expect(await searchIds('waddeessaa')).toEqual(['b9001']);
    expect(
      await settled(
        () => searchIds(removed.title),
        (ids) => !ids.includes(removed.id),
      ),
    ).not.toContain(removed.id);
  }, 60_000);

  it('names every problem and writes nothing when a record is bad or an id unknown', async () => {
    const file = path.join(dir, 'listings.json');
    writeFileSync(
      file,
      JSON.stringify([
        { ...template, id: 'b9001', title: 'A good one' },
        { ...template, id: 'b9002', price: 'call us' },
      ]),
    );
    const bad = runImport(database.env, [file]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('nothing was written');
    expect(bad.stderr).toContain('listings.json: record 1 (id "b9002")');

    writeFileSync(file, JSON.stringify([{ ...template, id: 'b9001', title: 'A good one' }]));
    const unknown = runImport(database.env, [file, '--remove', 'b404404']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('no listing has the id "b404404"');

    // Arguments it does not understand: named, with the usage, and nothing written.
    for (const args of [
      [file, '--amharic', 'x.json'],
      [file, file],
      ['--am'],
      [file, '--om'],
      ['--om', 'om.json', '--remove', 'b01'],
    ]) {
      const wrong = runImport(database.env, args);
      expect(wrong.status).toBe(1);
      expect(wrong.stderr).toContain('usage: npm run listings:import');
    }
    expect(runImport(database.env, [file, '--amharic', 'x.json']).stderr).toContain('--amharic');
    expect(runImport(database.env, ['--om', 'om.json', '--remove', 'b01']).stderr).toContain(
      '--om gives the Afaan Oromo texts of a listings file: name the file too',
    );
    // Oromo texts of a listing the file does not hold: named, and nothing written.
    const om = path.join(dir, 'om.json');
    writeFileSync(om, JSON.stringify({ b42: { title: 'Viilaa' } }));
    const stray = runImport(database.env, [file, '--om', om]);
    expect(stray.status).toBe(1);
    expect(stray.stderr).toContain('om.json: "b42" is not a listing of listings.json');

    expect((await json('/api/listings/b9001')).status).toBe(404);
    expect((await json('/api/health')).body.listings).toBe(60);
  }, 60_000);

  it('neither replaces nor removes a listing a seller published, and writes nothing else', async () => {
    const writer = await database.writer();
    await writer.markPublished(changed.id, 3, 'U-1003');
    await writer.close();
    const file = path.join(dir, 'listings.json');
    writeFileSync(
      file,
      JSON.stringify([
        { ...template, id: 'b9001', title: 'Villa with a sycamore courtyard' },
        { ...changed, title: 'An operator’s copy over the seller’s listing' },
      ]),
    );
    const replaced = runImport(database.env, [file]);
    expect(replaced.status).toBe(1);
    expect(replaced.stderr).toContain(
      `nothing was written: "${changed.id}" is a listing a seller published`,
    );
    const removal = runImport(database.env, ['--remove', `${removed.id},${changed.id}`]);
    expect(removal.status).toBe(1);
    expect(removal.stderr).toContain(`"${changed.id}" is a listing a seller published`);
    // Nothing of either import: the seller's listing as it was, no new one, none removed.
    expect((await json(`/api/listings/${changed.id}`)).body.title).toBe(changed.title);
    expect((await json('/api/listings/b9001')).status).toBe(404);
    expect((await json(`/api/listings/${removed.id}`)).status).toBe(200);
  }, 60_000);
});
