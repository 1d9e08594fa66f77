/** @jest-environment node */
import { property } from '../../shared/src/data/schemas';
import type { Property } from '../../shared/src/domain/property';
import { newListingId } from '../../shared/src/domain/listing-draft-rules';
import { loadListingIndex } from './listing-index';
import { listingIds } from './listing-ids';
import { findListingsByIds, findRelatedListings } from './listing-lookups';
import { readListingSearch, type ListingSearch } from './listing-params';
import { mapListings, searchListings, type ListingMap, type ListingPage } from './listing-query';
import type { PhotoSetManifest } from './photos/listing-photos';
import { createPublishingStore, type PublishingStore } from './publishing-store';
import { OTHER_SELLER, sampleDraft, SELLER } from './publishing-testing';
import { readTagNames } from './seed';
import { describeEachEngine, type TestDatabase } from './test-database';
import type { WriteDatabase } from './write-database';

const DAY = 86_400_000;

/** A set of one photo of 640 × 480 under `listingId`, as storeListingPhotos would answer it. */
function manifest(listingId: string, setId: string): PhotoSetManifest {
  const at = (name: string) => ({
    webp: `${listingId}/${setId}/${name}.webp`,
    jpg: `${listingId}/${setId}/${name}.jpg`,
  });
  return {
    setId,
    photos: [
      { n: 1, width: 320, height: 240, ...at('1-320') },
      { n: 1, width: 640, height: 480, ...at('1-640') },
    ],
    preview: { width: 1200, height: 630, ...at('1-1200x630') },
  };
}

function searchOf(query: string): ListingSearch {
  const reading = readListingSearch(query);
  if (reading.errors) throw new Error(JSON.stringify(reading.errors));
  return reading.search;
}

describeEachEngine('publishing’s writes', (engine) => {
  let database: TestDatabase;
  let clock: number;
  let store: PublishingStore;
  const search = async (query: string) =>
    (await database.runner({ kind: 'search', search: searchOf(query) })) as ListingPage;
  const found = async (query: string) => (await search(query)).items.map((item) => item.id);
  /**
   * `found(query)` once it gives `expected` (within 10 s), for the first search after a write. On
   * Postgres a write reaches the change feed only once every older transaction on the server has
   * ended (change-feed.ts), and on a busy machine the other suites' transactions can hold it past
   * the next search, which the index answers with what it has meanwhile, by design (ci29).
   */
  const foundOnceApplied = async (query: string, expected: readonly string[]) => {
    const until = Date.now() + 10_000;
    let ids = await found(query);
    while (JSON.stringify(ids) !== JSON.stringify(expected) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ids = await found(query);
    }
    return ids;
  };

  beforeEach(async () => {
    database = await engine.databaseWith();
    clock = Date.UTC(2026, 2, 12, 9, 0);
    store = createPublishingStore(database.writes, {
      tagNames: readTagNames(),
      now: () => clock,
      perDay: 3,
    });
    // The workers' index is loaded before the writes: each write reaches it through the feed.
    await database.runner({ kind: 'warm' });
  });
  afterEach(() => database.close());

  /** The photo sets the listings' rows name. */
  const setsInUse = async () =>
    (
      await database.writes.transaction((tx) =>
        tx.all('SELECT photo_set FROM listing_docs WHERE photo_set IS NOT NULL', []),
      )
    ).map((row) => row.photo_set);

  const create = async (draft = sampleDraft(), account = SELLER) => {
    const result = await store.create(account, draft);
    if (result.outcome !== 'written') throw new Error(`not written: ${JSON.stringify(result)}`);
    return result;
  };

  it('creates a live listing that every search finds by its English or Amharic words', async () => {
    const { id, version } = await create();
    expect(id).toMatch(/^b[^b]{10}$/);
    expect(version).toBe(1);
    expect(await foundOnceApplied('q=zebrawood', [id])).toEqual([id]);
    expect(await found(`q=${encodeURIComponent('ዝግባ')}`)).toEqual([id]);
    expect(await found('q=zebrawood&lang=am')).toEqual([id]);
    expect(await found('tag=Yeka&tag=4+beds&tag=Villa&sort=newest&pageSize=60')).toContain(id);
    // As `GET /api/listings/:id` answers it: the site's listing, with its publisher.
    const listing = (await database.runner({ kind: 'listing', id, language: 'en' })) as Property;
    expect(property(listing, { file: 'test', path: '' })).toMatchObject({ id, price: 200_000 });
    expect(listing).toMatchObject({
      publisher: { userCode: 'U-1003' },
      updatedAt: new Date(clock).toISOString(),
      date: '2026-03-12',
    });
    const amharic = (await database.runner({ kind: 'listing', id, language: 'am' })) as Property;
    expect(amharic.title).toBe('የዝግባ በሮች ያሉት ባለ አራት መኝታ ቪላ');
    expect(await database.runner({ kind: 'count' })).toEqual({ listings: 61 });
    // Applied from the feed, not loaded again.
    expect(database.runner.stats().loads).toBe(1);
  });

  it('edits a listing at its version, and refuses one made from an older version', async () => {
    const { id } = await create();
    const edited = sampleDraft({
      title: { en: 'Four-bedroom villa with a rosewood gate' },
      description: { en: 'A family villa with a walled garden, a water tank and a rosewood gate.' },
    });
    clock += 60_000;
    expect(await store.edit(SELLER, id, 1, edited)).toEqual({
      outcome: 'written',
      id,
      version: 2,
      status: 'live',
    });
    expect(await foundOnceApplied('q=rosewood', [id])).toEqual([id]);
    expect(await found('q=zebrawood')).toEqual([]);
    // The form opened at version 1 sends its edit: refused, with what the listing holds now.
    const stale = await store.edit(SELLER, id, 1, sampleDraft({ area: 999 }));
    expect(stale).toMatchObject({
      outcome: 'stale',
      current: { id, version: 2, status: 'live', draft: edited },
    });
    expect(stale.outcome === 'stale' && stale.current.updatedAt).toBe(
      new Date(clock).toISOString(),
    );
    const listing = (await database.runner({ kind: 'listing', id, language: 'en' })) as Property;
    expect(listing.sqft).toBe(320);
    expect(listing.date).toBe('2026-03-12');
  });

  it('lets two edits of one version never both be written', async () => {
    const { id } = await create();
    const results = await Promise.all(
      [111, 222].map((area) => store.edit(SELLER, id, 1, sampleDraft({ area }))),
    );
    expect(results.map((result) => result.outcome).sort()).toEqual(['stale', 'written']);
    const winner = results.find((result) => result.outcome === 'written');
    const [mine] = await store.mine(SELLER);
    expect(mine?.version).toBe(2);
    expect(winner).toMatchObject({ version: 2 });
    expect([111, 222]).toContain(mine?.draft.area);
  });

  it('refuses another account, an unknown id, a demo listing and a change of deal', async () => {
    const { id } = await create();
    expect(await store.edit(OTHER_SELLER, id, 1, sampleDraft())).toEqual({
      outcome: 'not-publisher',
    });
    expect(await store.setStatus(OTHER_SELLER, id, 1, 'withdrawn')).toEqual({
      outcome: 'not-publisher',
    });
    expect(await store.edit(SELLER, 'bnope', 1, sampleDraft())).toEqual({ outcome: 'not-found' });
    // The demo's listings have no publisher: nobody changes them here.
    expect(await store.setStatus(SELLER, 'b01', 1, 'withdrawn')).toEqual({
      outcome: 'not-publisher',
    });
    expect(
      await store.edit(SELLER, id, 1, sampleDraft({ deal: 'rent', rentPeriod: 'month' })),
    ).toEqual({ outcome: 'deal-fixed' });
    expect((await store.mine(SELLER))[0]?.version).toBe(1);
  });

  it('takes a withdrawn listing out of every search, count, map and lookup, and back', async () => {
    const { id } = await create();
    expect(await foundOnceApplied('q=zebrawood', [id])).toEqual([id]);
    const before = await search('');
    clock += 60_000;
    expect(await store.setStatus(SELLER, id, 1, 'withdrawn')).toEqual({
      outcome: 'written',
      id,
      version: 2,
      status: 'withdrawn',
    });
    // Withdrawing it again changes nothing.
    expect(await store.setStatus(SELLER, id, 2, 'withdrawn')).toMatchObject({ version: 2 });

    expect(await foundOnceApplied('q=zebrawood', [])).toEqual([]);
    const after = await search('');
    expect(after.total).toBe(before.total - 1);
    expect(after.dealCounts.sale).toBe(before.dealCounts.sale - 1);
    const yeka = (p: ListingPage) => p.facets.subCity.find((f) => f.tag === 'Yeka')?.count;
    expect(yeka(after)).toBe((yeka(before) ?? 0) - 1);
    const box = searchOf('bbox=9,38.79,9.03,38.81');
    const map = (await database.runner({
      kind: 'map',
      search: { ...box, box: box.box! },
    })) as ListingMap;
    expect(map.points?.map((point) => point.id)).not.toContain(id);
    expect(await database.runner({ kind: 'listing', id, language: 'am' })).toEqual({
      gone: { id, status: 'withdrawn', title: 'የዝግባ በሮች ያሉት ባለ አራት መኝታ ቪላ' },
    });
    expect(await findListingsByIds(database.db, ['b01', id, 'nope'], 'en')).toMatchObject({
      items: [{ id: 'b01' }],
      missing: ['nope'],
      withdrawn: [id],
    });
    const ids = await listingIds(database.db, { after: 0, limit: 100 });
    expect(ids.items.map((item) => item.id)).not.toContain(id);
    const related = await findRelatedListings(database.db, 'b01', 'en', 12);
    expect(related?.map((p) => p.id)).not.toContain(id);
    expect(await findRelatedListings(database.db, id, 'en', 3)).toBeUndefined();
    expect(await database.runner({ kind: 'count' })).toEqual({ listings: 60 });
    // The index followed the feed as a fresh load of the same data would answer.
    const fresh = await loadListingIndex(database.db, engine.dialect.listAggregate);
    for (const query of ['', 'tag=Yeka', 'q=villa', 'sort=newest&pageSize=60']) {
      expect(await search(query)).toEqual(
        await searchListings(database.db, searchOf(query), fresh, engine.dialect),
      );
    }
    expect(map).toEqual(
      await mapListings(database.db, { ...box, box: box.box! }, fresh, engine.dialect),
    );

    clock += 60_000;
    expect(await store.setStatus(SELLER, id, 2, 'live')).toMatchObject({
      version: 3,
      status: 'live',
    });
    expect(await foundOnceApplied('q=zebrawood', [id])).toEqual([id]);
    expect((await search('')).total).toBe(before.total);
    const listing = (await database.runner({ kind: 'listing', id, language: 'en' })) as Property;
    expect(listing).toMatchObject({ updatedAt: new Date(clock).toISOString(), date: '2026-03-12' });
    expect(database.runner.stats().loads).toBe(1);
  });

  it('writes the Oromo texts at every write: a creation, an edit, a withdrawal', async () => {
    const { id } = await create();
    const title = async (language: 'en' | 'am' | 'om') => {
      const answer = (await database.runner({ kind: 'listing', id, language })) as
        Property | { gone: { title: string } };
      return 'gone' in answer ? answer.gone.title : answer.title;
    };
    // Written in English and Amharic: its Oromo page shows the English texts.
    expect(await title('om')).toBe('Four-bedroom villa with zebrawood doors');
    expect(await foundOnceApplied('q=zebrawood&lang=om', [id])).toEqual([id]);
    const oromo = 'Viilaa kutaa ciisichaa afurii balbala waddeessaa qabu';
    clock += 60_000;
    const edited = sampleDraft({ title: { ...sampleDraft().title, om: oromo } });
    expect(await store.edit(SELLER, id, 1, edited)).toMatchObject({ version: 2 });
    expect(await title('om')).toBe(oromo);
    expect(await title('am')).toBe('የዝግባ በሮች ያሉት ባለ አራት መኝታ ቪላ');
    expect(await foundOnceApplied('q=waddeessaa', [id])).toEqual([id]);
    // Withdrawn: its page's 410 names it in Oromo; published again, still Oromo.
    expect(await store.setStatus(SELLER, id, 2, 'withdrawn')).toMatchObject({ version: 3 });
    expect(await title('om')).toBe(oromo);
    expect(await store.setStatus(SELLER, id, 3, 'live')).toMatchObject({ version: 4 });
    expect(await title('om')).toBe(oromo);
    expect(await foundOnceApplied('q=waddeessaa&lang=om', [id])).toEqual([id]);
  });

  it('lists the account’s own listings, live and withdrawn, the latest change first', async () => {
    const first = await create();
    clock += 1_000;
    const second = await create(sampleDraft({ deal: 'rent', rentPeriod: 'year' }));
    clock += 1_000;
    await create(sampleDraft(), OTHER_SELLER);
    clock += 1_000;
    await store.setStatus(SELLER, first.id, 1, 'withdrawn');
    const mine = await store.mine(SELLER);
    expect(mine.map((listing) => [listing.id, listing.status, listing.version])).toEqual([
      [first.id, 'withdrawn', 2],
      [second.id, 'live', 1],
    ]);
    expect(second.id).toMatch(/^r[^b]{10}$/);
    expect(mine[1]).toEqual({
      id: second.id,
      status: 'live',
      version: 1,
      createdAt: new Date(Date.UTC(2026, 2, 12, 9, 0, 1)).toISOString(),
      updatedAt: new Date(Date.UTC(2026, 2, 12, 9, 0, 1)).toISOString(),
      draft: sampleDraft({ deal: 'rent', rentPeriod: 'year' }),
      photos: [],
    });
  });

  it('commits a listing’s photos with it, keeps them through its edits, and records a replaced set', async () => {
    const id = await store.freeId('sale');
    expect(id).toMatch(/^b[^b]{10}$/);
    const first = manifest(id, 'mmn0kx00-0123456789ab');
    const created = await store.create(SELLER, sampleDraft(), { id, photos: first });
    expect(created).toMatchObject({ outcome: 'written', id });
    const images = async () =>
      ((await database.runner({ kind: 'listing', id, language: 'en' })) as Property).images;
    expect((await images()).map((image) => image.src)).toEqual([
      `/photos/${id}/${first.setId}/1-640.jpg`,
    ]);
    expect((await store.mine(SELLER))[0]?.photos).toEqual(await images());
    // An edit of the draft, a withdrawal and a publication keep them.
    clock += 60_000;
    await store.edit(SELLER, id, 1, sampleDraft({ area: 330 }));
    await store.setStatus(SELLER, id, 2, 'withdrawn');
    await store.setStatus(SELLER, id, 3, 'live');
    expect((await images())[0]?.src).toBe(`/photos/${id}/${first.setId}/1-640.jpg`);
    expect(await setsInUse()).toEqual([first.setId]);
    // An edit with a new set replaces it, and the old one is remembered with when.
    const second = manifest(id, 'mmn0ky00-ba9876543210');
    clock += 60_000;
    expect(await store.edit(SELLER, id, 4, sampleDraft(), second)).toMatchObject({ version: 5 });
    expect((await images())[0]?.src).toBe(`/photos/${id}/${second.setId}/1-640.jpg`);
    expect(await setsInUse()).toEqual([second.setId]);
    expect(
      await database.writes.transaction((tx) => tx.all('SELECT * FROM replaced_photo_sets', [])),
    ).toEqual([
      {
        set_id: first.setId,
        listing_id: id,
        replaced_at: clock,
      },
    ]);
    // A stale edit with a set writes nothing, and remembers nothing.
    const third = manifest(id, 'mmn0kz00-aaaaaaaaaaaa');
    expect(await store.edit(SELLER, id, 4, sampleDraft(), third)).toMatchObject({
      outcome: 'stale',
    });
    expect(await setsInUse()).toEqual([second.setId]);
    // An id taken since it was drawn fails the write.
    await expect(store.create(SELLER, sampleDraft(), { id, photos: third })).rejects.toThrow(
      `the listing id ${id} was taken since it was drawn`,
    );
  });

  it('makes at most the day’s new listings of an account, counted over a rolling day', async () => {
    const start = clock;
    for (let n = 0; n < 3; n++) {
      await create();
      clock += 3_600_000;
    }
    // Another account has its own count; withdrawing one does not give it back.
    await create(sampleDraft(), OTHER_SELLER);
    const [newest] = await store.mine(SELLER);
    await store.setStatus(SELLER, newest!.id, 1, 'withdrawn');
    expect(await store.create(SELLER, sampleDraft())).toEqual({
      outcome: 'limited',
      retryAfterMs: start + DAY - clock,
    });
    expect((await store.mine(SELLER)).length).toBe(3);
    clock = start + DAY;
    expect((await store.create(SELLER, sampleDraft())).outcome).toBe('written');
  });

  it('draws another id when the first one is taken', async () => {
    const draws = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    let next = 0;
    const random = (max: number) => (draws[next++ % draws.length] as number) % max;
    const taken = newListingId('sale', () => 0);
    await database.store([
      {
        property: {
          ...(await database.runner({ kind: 'listing', id: 'b01', language: 'en' })),
          id: taken,
        } as Property,
      },
    ]);
    const drawing = createPublishingStore(database.writes, { random });
    const result = await drawing.create(SELLER, sampleDraft());
    expect(result).toMatchObject({ outcome: 'written' });
    expect(result.outcome === 'written' && result.id).not.toBe(taken);
    expect(next).toBe(20);
  });

  it('writes all of a listing or nothing', async () => {
    // A connection whose text insert fails, after the listing's row and document were written.
    const failing: WriteDatabase = {
      ...database.writes,
      transaction: (work) =>
        database.writes.transaction((tx) =>
          work({
            all: (sql, values) =>
              sql.startsWith('INSERT INTO listing_text')
                ? Promise.reject(new Error('the disk is full'))
                : tx.all(sql, values),
          }),
        ),
    };
    const breaking = createPublishingStore(failing, { now: () => clock });
    await expect(breaking.create(SELLER, sampleDraft())).rejects.toThrow('the disk is full');
    expect(await store.mine(SELLER)).toEqual([]);
    expect(await database.runner({ kind: 'count' })).toEqual({ listings: 60 });
    const { id } = await create();
    await expect(breaking.edit(SELLER, id, 1, sampleDraft({ area: 500 }))).rejects.toThrow();
    expect((await store.mine(SELLER))[0]).toMatchObject({ version: 1, draft: { area: 320 } });
    expect(await foundOnceApplied('q=zebrawood', [id])).toEqual([id]);
  });
});
