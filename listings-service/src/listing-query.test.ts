/** @jest-environment node */
import { filterProperties } from '../../shared/src/domain/filter';
import type { Property } from '../../shared/src/domain/property';
import { isForSale } from '../../shared/src/domain/property-id';
import { TAG_GROUPS, createTagGrouper } from '../../shared/src/domain/tag-search';
import { readListingSearch, type ListingSearch } from './listing-params';
import { MAP_POINT_CAP, clusterPoints } from '../../shared/src/data/listing-search';
import { findListing, mapListings, searchListings, type Connection } from './listing-query';
import type { ListingIndex } from './listing-index';
import { searchableText } from './listing-store';
import { holdsWord, searchKey, textQueryWords } from '../../shared/src/domain/search-key';
import { readSiteListings, readTagNames } from './seed';
import { describeEachEngine } from './test-database';
import { QueryTimeoutError } from './query-pool';
import { stoppingAt } from './query-tasks';
import {
  MAX_HOLDING_WORDS,
  RECHECK_LIMIT,
  TEXT_CACHE_SIZE,
  TEXTS_HELD,
  textBitmap,
  textsChanged,
  warmFrequentWords,
} from './text-matches';

const records = readSiteListings();
const tagNames = readTagNames();
const properties = records.map((record) => record.property);
const groupOf = createTagGrouper({
  types: properties.map((p) => p.type),
  cities: properties.map((p) => p.city),
  subCities: properties.map((p) => p.subCity),
});

function searchOf(query: string): ListingSearch {
  const reading = readListingSearch(query);
  if (reading.errors) throw new Error(JSON.stringify(reading.errors));
  return reading.search;
}

/** What the browser's rules give: filterProperties, then the deal tab, the text and the box. */
function expected(search: ListingSearch): Property[] {
  const words = textQueryWords(search.text);
  return filterProperties(properties, {
    tags: search.tags,
    price: search.price,
    area: search.area,
    // 'listed' is the data order, filterProperties' order without a sort.
    sort: search.sort === 'listed' ? null : search.sort,
    tagGroup: groupOf,
  }).filter((property) => {
    if (search.deal !== 'all' && isForSale(property.id) !== (search.deal === 'sale')) return false;
    if (search.agent !== undefined && property.agentId !== search.agent) return false;
    if (search.owner !== undefined && property.ownerCode !== search.owner) return false;
    const record = records.find((r) => r.property.id === property.id);
    const text = searchableText(record ?? { property }, tagNames);
    const key = searchKey(text);
    if (!words.every((word) => holdsWord(word, text, key))) return false;
    const box = search.box;
    if (!box) return true;
    const { lat, lng } = property.location;
    return lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east;
  });
}

const FILTER_STATES = [
  '',
  'tag=For+sale',
  'tag=Villa&tag=Apartment',
  'tag=For+sale&tag=Villa&tag=Bole',
  'tag=For+rent&tag=Addis+Ababa&tag=2+beds&sort=low-price',
  'tag=Bole&tag=Yeka&tag=3+beds&tag=4+beds',
  'minPrice=1000&maxPrice=300000&sort=high-price',
  'minPrice=100000&maxPrice=300000&sort=low-price&page=2',
  'minPrice=300000&maxPrice=1000&sort=low-price',
  'maxPrice=2000&sort=high-price',
  'minPrice=999999999&sort=low-price',
  'maxPrice=2000&tag=For+rent&sort=oldest',
  'minArea=100&maxArea=250',
  'minArea=250&maxArea=100',
  'minPrice=100000',
  'tag=Adama&sort=oldest',
  'tag=Nowhere',
  'tag=villa',
  'deal=sale&tag=Apartment',
  'deal=rent&minArea=50',
  'q=bole',
  'q=ቦሌ&tag=For+sale',
  'q=villa+bole&sort=low-price',
  // Afaan Oromo: place names, a long vowel, a word with the glottal stop's apostrophe in its forms.
  'q=Finfinnee',
  'q=boolee&tag=For+sale',
  'q=Gullallee',
  'q=Apaartmantii&deal=rent',
  `q=${encodeURIComponent('mijaa’ee')}`,
  'bbox=8.9,38.7,9.1,38.9',
  'bbox=8.9,38.7,9.1,38.9&tag=For+rent&q=apartment',
  'page=2',
  'page=3&tag=For+sale&sort=high-price',
  // The other pages' searches (docs/listings-service.md#lookups): the data order, an agent's, an owner's.
  'sort=listed&page=4',
  'tag=Villa&sort=listed&pageSize=60',
  'agent=lensa-tadesse&sort=listed&pageSize=60',
  'agent=samuel-haile&tag=For+rent',
  'owner=U-1001&sort=listed',
  'agent=nobody',
];

describeEachEngine('searchListings on the site’s 60 listings', (engine) => {
  let db: Connection;
  let catalog: ListingIndex;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, catalog, close } = await engine.databaseWith(records));
  });
  afterAll(() => close());

  it.each(FILTER_STATES)(
    '?%s gives the browser’s listings, total, pager and counts',
    async (query) => {
      const search = searchOf(query);
      const page = await searchListings(db, search, catalog, engine.dialect);
      const all = expected(search);
      expect(page.total).toBe(all.length);
      expect(page.pager.totalItems).toBe(all.length);
      expect(page.items.map((p) => p.id)).toEqual(
        all.slice(page.pager.startIndex, page.pager.endIndex + 1).map((p) => p.id),
      );
      expect(page.items.length).toBeLessThanOrEqual(search.pageSize);

      // Each value's count: the listings the other groups' choices leave, with the value chosen.
      for (const group of TAG_GROUPS) {
        for (const { tag, count } of page.facets[group]) {
          const others = search.tags.filter((t) => groupOf(t) !== group);
          expect({ tag, count }).toEqual({
            tag,
            count: expected({ ...search, tags: [...others, tag] }).length,
          });
          expect(groupOf(tag)).toBe(group);
        }
      }
      const everyDeal = expected({ ...search, deal: 'all' });
      expect(page.dealCounts).toEqual({
        sale: everyDeal.filter((p) => isForSale(p.id)).length,
        rent: everyDeal.filter((p) => !isForSale(p.id)).length,
        all: everyDeal.length,
      });
    },
  );

  it('lists every tag of the data in one group, in the filter panel’s order', async () => {
    const page = await searchListings(db, searchOf(''), catalog, engine.dialect);
    const listed = TAG_GROUPS.flatMap((group) => page.facets[group].map((f) => f.tag));
    const inData = new Set(properties.flatMap((p) => p.params));
    expect(new Set(listed)).toEqual(inData);
    expect(page.facets.beds.map((f) => f.tag)).toEqual(
      [...page.facets.beds.map((f) => f.tag)].sort((a, b) => parseInt(a) - parseInt(b)),
    );
    expect(page.facets.deal).toEqual([
      { tag: 'For rent', count: properties.filter((p) => p.params.includes('For rent')).length },
      { tag: 'For sale', count: properties.filter((p) => p.params.includes('For sale')).length },
    ]);
  });

  it('brings a page out of range into range, as the pager does', async () => {
    const last = await searchListings(db, searchOf('page=999'), catalog, engine.dialect);
    expect(last.pager.currentPage).toBe(10);
    expect(last.items.map((p) => p.id)).toEqual(
      expected(searchOf(''))
        .slice(54)
        .map((p) => p.id),
    );
    const first = await searchListings(db, searchOf('page=-4'), catalog, engine.dialect);
    expect(first.pager.currentPage).toBe(1);
    const none = await searchListings(db, searchOf('tag=Nowhere&page=3'), catalog, engine.dialect);
    expect(none).toMatchObject({ total: 0, items: [], pager: { totalPages: 0, pages: [] } });
  });

  it('sorts ties in data order, on every page', async () => {
    // Listings of the same date (or price) keep the order of property-details.json.
    for (const sort of ['newest', 'oldest', 'high-price', 'low-price']) {
      const ids: string[] = [];
      for (let page = 1; page <= 10; page++) {
        const result = await searchListings(
          db,
          searchOf(`sort=${sort}&page=${page}`),
          catalog,
          engine.dialect,
        );
        ids.push(...result.items.map((p) => p.id));
      }
      expect(ids).toEqual(expected(searchOf(`sort=${sort}`)).map((p) => p.id));
    }
  });

  it('finds Bole by its Amharic name, its Latin name in any case, and a misspelling of the double letter', async () => {
    const inBole = properties.filter((p) => p.subCity === 'Bole').map((p) => p.id);
    expect(inBole.length).toBeGreaterThan(0);
    for (const text of ['ቦሌ', 'bole', 'Bole', 'BOLE', 'Bolle']) {
      const page = await searchListings(
        db,
        searchOf(`q=${encodeURIComponent(text)}&pageSize=60`),
        catalog,
        engine.dialect,
      );
      const ids = page.items.map((p) => p.id);
      expect({ text, missing: inBole.filter((id) => !ids.includes(id)) }).toEqual({
        text,
        missing: [],
      });
      expect(page.total).toBe(expected(searchOf(`q=${encodeURIComponent(text)}`)).length);
    }
  });

  it('finds the same listings by a place’s name in English, Amharic and Afaan Oromo', async () => {
    const ids = async (text: string) =>
      (
        await searchListings(
          db,
          searchOf(`q=${encodeURIComponent(text)}&pageSize=60&sort=listed`),
          catalog,
          engine.dialect,
        )
      ).items.map((p) => p.id);
    const inAddis = properties.filter((p) => p.city === 'Addis Ababa').map((p) => p.id);
    const inBole = properties.filter((p) => p.subCity === 'Bole').map((p) => p.id);
    expect(inAddis.length).toBeGreaterThan(inBole.length);

    // Bole's four spellings find one list: every listing in Bole, and those whose texts name it.
    const bole = await ids('Bole');
    expect(bole).toEqual(expect.arrayContaining(inBole));
    for (const text of ['Boolee', 'boolee', 'ቦሌ', 'BOLE']) expect(await ids(text)).toEqual(bole);

    // Finfinnee, the Oromo name of Addis Ababa, shares no letters' key with it: it finds every
    // listing of Addis Ababa by the city's Oromo name, and the one elsewhere whose Oromo texts
    // name the city (b21 in Adama, "on the Finfinnee–Adama road").
    const finfinnee = await ids('Finfinnee');
    expect(finfinnee).toEqual(expect.arrayContaining(inAddis));
    expect(finfinnee.filter((id) => !inAddis.includes(id))).toEqual(['b21']);
    expect(await ids('FINFINNEE')).toEqual(finfinnee);
    // And with a sub-city: the listings in Bole, in each language's words.
    expect(await ids('Finfinnee Boolee')).toEqual(await ids('Addis Bole'));
    expect(await ids(`Boolee ${'ቪላ'}`)).toEqual(await ids('bole villa'));
  });

  it('finds a listing by a word only its Oromo texts hold, in any spelling of its apostrophe', async () => {
    const ids = async (text: string) =>
      (
        await searchListings(db, searchOf(`q=${encodeURIComponent(text)}`), catalog, engine.dialect)
      ).items.map((p) => p.id);
    // "biddeena" (injera) is in b01's Oromo description alone.
    expect(records.find((r) => r.property.id === 'b01')?.om?.description).toMatch(/biddeena/);
    expect(await ids('biddeena')).toEqual(['b01']);
    // "mijaa'ee" (suited) is in b21's; the hudhaa typed straight, curly, as a modifier letter,
    // or left out.
    for (const text of ["mijaa'ee", 'mijaa’ee', 'mijaaʼee', 'MIJAAEE']) {
      expect({ text, ids: await ids(text) }).toEqual({ text, ids: ['b21'] });
    }
  });

  it('finds words of the Amharic descriptions, and words shorter than a trigram', async () => {
    const amharic = await searchListings(
      db,
      searchOf(`q=${encodeURIComponent('የውሃ ታንከር')}`),
      catalog,
      engine.dialect,
    );
    expect(amharic.total).toBeGreaterThan(0);
    expect(amharic.total).toBe(expected(searchOf(`q=${encodeURIComponent('የውሃ ታንከር')}`)).length);
    const short = await searchListings(db, searchOf('q=g%2B2'), catalog, engine.dialect);
    expect(short.total).toBe(expected(searchOf('q=g%2B2')).length);
    expect(short.total).toBeGreaterThan(0);
  });

  it('finds words no index serves as the browser does, a slice at a time where the engine scans', async () => {
    // `g+` is 2 characters, its key `g` one: looked for row by row; with an indexed word too, among
    // that word's matches. Slices of 7 listings: 9 statements for the 60, or among a word's few.
    const dialect = engine.dialect.scan
      ? { ...engine.dialect, scan: { ...engine.dialect.scan, slice: 7 } }
      : engine.dialect;
    for (const query of ['q=g%2B', 'q=villa+g%2B', 'q=%E1%89%A6', 'q=zq', 'q=ed+bole']) {
      const search = searchOf(query);
      const page = await searchListings(db, search, catalog, dialect);
      expect({ query, total: page.total }).toEqual({ query, total: expected(search).length });
    }
    expect(expected(searchOf('q=villa+g%2B')).length).toBeGreaterThan(0);
  });

  // The embedded engine's way to its bound (query-tasks.ts, stoppingAt); Postgres cancels a
  // statement at its bound instead (query-pool.test.ts, postgres-database.test.ts).
  const embeddedOnly = engine.name === 'embedded' ? it : it.skip;

  /** A statement that finds listings (not the vocabulary's), and one that asks the word index. */
  const FINDING = /FROM listing_(text|words)(_content)?\b|listing_words_seqs\(/;
  const BY_WORDS =
    engine.name === 'embedded'
      ? /FROM listing_words WHERE listing_words MATCH/
      : /^SELECT listing_words_seqs\(\?::tsquery\)/;
  /** The statements of `villa g+`: `g+` is looked for in the texts of `villa`'s listings. */
  const MIXED =
    engine.name === 'embedded'
      ? [BY_WORDS, /FROM listing_text_content WHERE id IN .*instr/]
      : [
          /FROM listing_text WHERE \(body LIKE \? OR search_key LIKE \?\) AND seq IN \(SELECT listing_words_matching\(/,
        ];

  /** A connection to `db` that records the statements matching `pattern`. */
  const recording = (pattern: RegExp) => {
    const asked: string[] = [];
    const connection: Connection = {
      all(sql, values) {
        if (pattern.test(sql)) asked.push(sql);
        return db.all(sql, values);
      },
    };
    return { asked, counting: connection };
  };

  /** Searches of a copy of the index (no answer kept from another test), and the finding SQL. */
  const recordedSearch = async (query: string) => {
    const finding: string[] = [];
    const recorded: Connection = {
      all(sql, values) {
        if (FINDING.test(sql)) finding.push(sql);
        return db.all(sql, values);
      },
    };
    const search = searchOf(query);
    const page = await searchListings(recorded, search, { ...catalog }, engine.dialect);
    return { page, finding, browser: expected(search) };
  };

  it('finds a word of letters and digits through the indexed words that hold it, as the browser does', async () => {
    // Inside a longer word, in Ethiopic, shorter than a trigram, a digit, two words.
    for (const text of ['droom', 'ቪላ', 'zq', '2', 'ed bole', 'lla', 'ቦሌ ሰፈር']) {
      const { page, finding, browser } = await recordedSearch(
        `q=${encodeURIComponent(text)}&pageSize=60`,
      );
      expect({ text, ids: page.items.map((p) => p.id) }).toEqual({
        text,
        ids: browser.map((p) => p.id),
      });
      // A text of several words is asked a word at a time (text-matches.ts).
      expect({ text, finding }).toEqual({
        text,
        finding: text.split(' ').map(() => expect.stringMatching(BY_WORDS)),
      });
    }
    expect(expected(searchOf('q=droom')).length).toBeGreaterThan(0);
    // A word with a character between words (`g+`) is not the word index's: looked for row by
    // row, in the texts of the other word's matches, found first.
    const mixed = await recordedSearch('q=villa+g%2B&pageSize=60');
    expect(mixed.page.items.map((p) => p.id)).toEqual(mixed.browser.map((p) => p.id));
    expect(mixed.browser.length).toBeGreaterThan(0);
    expect(mixed.finding).toEqual(MIXED.map((sql) => expect.stringMatching(sql)));
  });

  it('leaves a form that too many indexed words hold to the trigram index or the scan', async () => {
    // `e` is in most of the 60 listings' words: more than the word index answers one form from.
    const holding = engine.dialect.wordsHolding?.('e', 'text', MAX_HOLDING_WORDS + 1);
    expect(holding && (await db.all(holding.text, holding.values)).length).toBe(
      MAX_HOLDING_WORDS + 1,
    );
    const { page, finding, browser } = await recordedSearch('q=e&pageSize=60');
    expect(page.items.map((p) => p.id)).toEqual(browser.map((p) => p.id));
    expect(finding.length).toBeGreaterThan(0);
    expect(finding.filter((sql) => BY_WORDS.test(sql))).toEqual([]);
  });

  embeddedOnly(
    'stops between two statements once a task’s stop has passed (embedded), and answers the next task',
    async () => {
      let statements = 0;
      const stop = { at: Number.POSITIVE_INFINITY, afterMs: 1_500 };
      const counted: Connection = {
        all(sql, values) {
          statements += 1;
          // The stop passes during the first statement, as a slow scan's slice would make it.
          stop.at = performance.now() - 1;
          return db.all(sql, values);
        },
      };
      const dialect = engine.dialect.scan
        ? { ...engine.dialect, scan: { ...engine.dialect.scan, slice: 7 } }
        : engine.dialect;
      // A text no other test asks: a kept answer would need no statement.
      const search = searchOf('q=x%2B&tag=Villa');
      await expect(
        searchListings(stoppingAt(counted, stop), search, catalog, dialect),
      ).rejects.toThrow(new QueryTimeoutError(1_500));
      expect(statements).toBe(1);
      const page = await searchListings(db, search, catalog, dialect);
      expect(page.total).toBe(expected(search).length);
    },
  );

  it('treats SQL and FTS syntax in the text and tags as data', async () => {
    for (const text of [
      "'; DROP TABLE listings; --",
      '" OR 1=1 --',
      'bole" OR "x',
      'NEAR(bole villa)',
      '*',
      'body : villa',
      '%',
      '\\',
    ]) {
      const search = searchOf(
        `q=${encodeURIComponent(text)}&tag=${encodeURIComponent("Villa' OR '1'='1")}`,
      );
      await expect(searchListings(db, search, catalog, engine.dialect)).resolves.toMatchObject({
        total: 0,
      });
      const textOnly = searchOf(`q=${encodeURIComponent(text)}`);
      const page = await searchListings(db, textOnly, catalog, engine.dialect);
      expect(page.total).toBe(expected(textOnly).length);
    }
    const still = await searchListings(db, searchOf(''), catalog, engine.dialect);
    expect(still.total).toBe(60);
  });

  it('asks the engine once for the same words on the same data, and again when the data change', async () => {
    const asked: string[] = [];
    const counting: Connection = {
      all(sql, values) {
        // The statement that finds the listings (not the word index's vocabulary, where there is one).
        if (FINDING.test(sql)) asked.push(sql);
        return db.all(sql, values);
      },
    };
    const first = await searchListings(counting, searchOf('q=Yeka'), catalog, engine.dialect);
    const again = await searchListings(counting, searchOf('q=+yeka++'), catalog, engine.dialect);
    expect(again).toEqual(first);
    expect(asked).toHaveLength(1);
    // A new index is what the service loads when the data change: nothing kept applies to it.
    const reloaded = { ...catalog };
    await expect(
      searchListings(counting, searchOf('q=yeka'), reloaded, engine.dialect),
    ).resolves.toEqual(first);
    expect(asked).toHaveLength(2);
  });

  it('asks a text of several words a word at a time: a word asked once serves every text that holds it', async () => {
    const { asked, counting } = recording(new RegExp(`${FINDING.source}|listing_vocabulary`));
    const index = { ...catalog };
    const search = async (query: string) => {
      const before = asked.length;
      const page = await searchListings(counting, searchOf(query), index, engine.dialect);
      expect({ query, ids: page.items.map((p) => p.id) }).toEqual({
        query,
        ids: expected(searchOf(query)).map((p) => p.id),
      });
      return asked.slice(before).filter((sql) => FINDING.test(sql)).length;
    };
    expect(expected(searchOf('q=villa+bole&pageSize=60')).length).toBeGreaterThan(0);
    expect(await search('q=villa+bole&pageSize=60')).toBe(2);
    // Each word's answer is kept: alone, in another order, beside a new word.
    expect(await search('q=villa&pageSize=60')).toBe(0);
    const vocabulary = asked.length;
    expect(await search('q=bole+villa&pageSize=60')).toBe(0);
    // Nor is the word index's vocabulary asked which words hold them.
    expect(asked.slice(vocabulary).filter((sql) => /listing_vocabulary/.test(sql))).toEqual([]);
    expect(await search('q=villa+garden&pageSize=60')).toBe(1);
  });

  it('keeps a frequent word’s answer while a run of other texts passes through the recent ones', async () => {
    const { asked, counting } = recording(FINDING);
    const index = { ...catalog };
    const askedFor = async (text: string) => {
      const before = asked.length;
      const search = searchOf(`q=${encodeURIComponent(text)}&pageSize=60`);
      const page = await searchListings(counting, search, index, engine.dialect);
      expect(page.total).toBe(expected(search).length);
      return asked.length - before;
    };
    // `villa` is in more than 5% of the 60 listings (FREQUENT_SHARE); `lebu` in fewer.
    expect(expected(searchOf('q=villa')).length).toBeGreaterThanOrEqual(3);
    expect(expected(searchOf('q=lebu')).length).toBeGreaterThan(0);
    expect(expected(searchOf('q=lebu')).length).toBeLessThan(3);
    expect(await askedFor('villa')).toBeGreaterThan(0);
    expect(await askedFor('lebu')).toBeGreaterThan(0);
    // More texts than the recent ones' room, none of them frequent.
    for (let n = 0; n <= TEXT_CACHE_SIZE; n++) await askedFor(`nowhere${n}`);
    expect(await askedFor('villa')).toBe(0);
    expect(await askedFor('lebu')).toBeGreaterThan(0);
  });

  it('asks the frequent words of the texts ahead of the visitors, within its time', async () => {
    const index = { ...catalog };
    expect(await warmFrequentWords(db, index, engine.dialect, 0)).toEqual([]);
    const warmed = await warmFrequentWords(db, index, engine.dialect);
    // `villa` is in more than 5% of the 60 listings' texts, `lebu` in one.
    expect(warmed).toEqual(expect.arrayContaining(['villa', 'bole', 'ቪላ']));
    expect(warmed).not.toContain('lebu');
    // A word no index serves is left to its askers (`a`: a scan of every listing).
    expect(warmed).not.toContain('a');
    const { asked, counting } = recording(FINDING);
    for (const text of ['villa', 'bole villa', 'ቪላ']) {
      const search = searchOf(`q=${encodeURIComponent(text)}&pageSize=60`);
      const page = await searchListings(counting, search, index, engine.dialect);
      expect(page.items.map((p) => p.id)).toEqual(expected(search).map((p) => p.id));
    }
    expect(asked).toEqual([]);
  }, 20_000);

  it('asks the next frequent words when one fails past its bound', async () => {
    const index = { ...catalog };
    // `villa`'s statement is cancelled (the first frequent word: in most of the 60 listings).
    const failing: Connection = {
      all(sql, values) {
        if (FINDING.test(sql) && values.some((value) => String(value).includes('villa'))) {
          return Promise.reject(new QueryTimeoutError(2_000));
        }
        return db.all(sql, values);
      },
    };
    const warmed = await warmFrequentWords(failing, index, engine.dialect);
    expect(warmed).not.toContain('villa');
    expect(warmed).toEqual(expect.arrayContaining(['bole', 'ቪላ']));
  }, 20_000);

  it('brings a kept answer up to date from the texts it holds, and asks the engine about the listings past them', async () => {
    const { asked, counting } = recording(FINDING);
    const index = { ...catalog };
    const villas = [...((await textBitmap(counting, index, 'villa', engine.dialect)) ?? [])];
    const seqs = Array.from({ length: 60 }, (_, seq) => seq);
    const rows = await db.all(engine.dialect.textsOf(seqs).text, seqs);
    const changed = new Map(
      rows.map((row) => [Number(row.seq), { body: String(row.body), key: String(row.search_key) }]),
    );
    expect(changed.size).toBeGreaterThan(50);
    textsChanged(index, seqs, changed);
    asked.length = 0;
    expect([...((await textBitmap(counting, index, 'villa', engine.dialect)) ?? [])]).toEqual(
      villas,
    );
    expect(asked).toEqual([]);
    // The 60 again, then as many newer changes (of no listing) as the texts held: theirs are let go.
    textsChanged(index, seqs, changed);
    const newer = Array.from({ length: TEXTS_HELD }, (_, at) => 1_000 + at);
    textsChanged(index, newer, new Map());
    expect([...((await textBitmap(counting, index, 'villa', engine.dialect)) ?? [])]).toEqual(
      villas,
    );
    expect(asked).toEqual([expect.stringMatching(/ IN \(/)]);
  });

  it('brings a kept answer up to date after more changes than one statement asks, and drops it past RECHECK_LIMIT', async () => {
    const { asked, counting } = recording(FINDING);
    const index = { ...catalog };
    const villas = await textBitmap(counting, index, 'villa', engine.dialect);
    const before = [...(villas ?? [])];
    expect(asked).toHaveLength(1);
    // An import's worth of changed listings (1,500: every listing, and seqs past them).
    const seqs = Array.from({ length: 1_500 }, (_, seq) => seq);
    textsChanged(index, seqs);
    asked.length = 0;
    const again = await textBitmap(counting, index, 'villa', engine.dialect);
    expect([...(again ?? [])]).toEqual(before);
    // Asked again among them, a thousand a statement.
    expect(asked).toEqual([expect.stringMatching(/ IN \(/), expect.stringMatching(/ IN \(/)]);
    // Past the limit the answer is dropped, and asked whole.
    textsChanged(
      index,
      Array.from({ length: RECHECK_LIMIT + 1 }, (_, at) => at % 60),
    );
    asked.length = 0;
    expect([...((await textBitmap(counting, index, 'villa', engine.dialect)) ?? [])]).toEqual(
      before,
    );
    expect(asked).toEqual([expect.not.stringMatching(/ IN \(/)]);
  });

  it('gives a listing in the chosen language, and nothing for an unknown id', async () => {
    const english = await findListing(db, 'b01', 'en');
    const amharic = await findListing(db, 'b01', 'am');
    expect(english?.title).toBe(properties[0]?.title);
    expect(amharic?.title).toBe('በቦሌ መድኃኔ ዓለም አቅራቢያ ባለ አምስት መኝታ ቪላ');
    expect(amharic?.price).toBe(english?.price);
    expect(amharic?.params).toEqual(english?.params);
    expect(await findListing(db, "b01' OR '1'='1", 'en')).toBeUndefined();
    const page = await searchListings(db, searchOf('lang=am&tag=Villa'), catalog, engine.dialect);
    expect(page.items[0]?.title).toMatch(/\p{Script=Ethiopic}/u);
  });

  it('gives a listing in Afaan Oromo: its Oromo texts over the English record', async () => {
    const english = await findListing(db, 'b01', 'en');
    const oromo = await findListing(db, 'b01', 'om');
    const texts = records[0]?.om;
    expect(oromo).toEqual({
      ...english,
      title: texts?.title,
      address: texts?.address,
      description: texts?.description,
      features: texts?.features,
      images: english?.images.map((image, i) => ({
        ...image,
        alt: (texts?.images as { alt: string }[])[i]?.alt,
      })),
    });
    expect(oromo?.title).toBe('Viilaa kutaa ciisichaa shanii Boolee Medhaniyaalem bira');
    const page = await searchListings(
      db,
      searchOf('lang=om&tag=Villa&pageSize=60'),
      catalog,
      engine.dialect,
    );
    for (const item of page.items) {
      expect(item.title).toBe(records.find((r) => r.property.id === item.id)?.om?.title);
    }
  });

  it('draws the listings in a map box as points, each inside the box', async () => {
    const search = searchOf('bbox=8.9,38.7,9.1,38.9');
    const map = await mapListings(db, { ...search, box: search.box! }, catalog, engine.dialect);
    expect(map.total).toBe(expected(search).length);
    expect(map.points?.map((p) => p.id).sort()).toEqual(
      expected(search)
        .map((p) => p.id)
        .sort(),
    );
    for (const point of map.points ?? []) {
      expect(point.lat).toBeGreaterThanOrEqual(8.9);
      expect(point.lng).toBeLessThanOrEqual(38.9);
    }
  });

  it('titles each point in the asked language, as the listing’s own answer does', async () => {
    const search = searchOf('bbox=8.9,38.7,9.1,38.9&lang=am');
    const map = await mapListings(db, { ...search, box: search.box! }, catalog, engine.dialect);
    expect(map.points!.length).toBeGreaterThan(0);
    for (const point of map.points!) {
      expect(point.title).toBe((await findListing(db, point.id, 'am'))?.title);
    }
    expect(map.points!.some((point) => /\p{Script=Ethiopic}/u.test(point.title))).toBe(true);
    const english = await mapListings(
      db,
      { ...searchOf('bbox=8.9,38.7,9.1,38.9'), box: search.box! },
      catalog,
      engine.dialect,
    );
    expect(english.points![0]!.title).toBe(
      properties.find((p) => p.id === english.points![0]!.id)?.title,
    );
  });

  it('keeps a point on the box’s edge', async () => {
    const { lat, lng } = properties[0]!.location;
    const search = searchOf(`bbox=${lat},${lng},${lat},${lng}`);
    const map = await mapListings(db, { ...search, box: search.box! }, catalog, engine.dialect);
    expect(map.points?.map((p) => p.id)).toContain(properties[0]!.id);
  });
});

describeEachEngine('mapListings with more listings than a map can draw', (engine) => {
  it('answers clusters whose counts add up to the total', async () => {
    const { syntheticListings } = await import('./seed');
    const many = [...syntheticListings(2_000, 7, tagNames, { texts: 'one line' })];
    const { db, catalog, close } = await engine.databaseWith(many);
    try {
      const search = searchOf('bbox=8.8,38.6,9.2,39.0');
      const map = await mapListings(db, { ...search, box: search.box! }, catalog, engine.dialect);
      expect(map.total).toBeGreaterThan(MAP_POINT_CAP);
      expect(map.points).toBeUndefined();
      expect(map.clusters!.length).toBeGreaterThan(1);
      expect(map.clusters!.length).toBeLessThanOrEqual(64);
      expect(map.clusters!.reduce((sum, c) => sum + c.count, 0)).toBe(map.total);
      for (const cluster of map.clusters!) {
        expect(cluster.lat).toBeGreaterThanOrEqual(8.8);
        expect(cluster.lat).toBeLessThanOrEqual(9.2);
      }
      // The same clusters as the static fallback's rule draws from the same listings.
      const inBox = many
        .map(({ property }) => property.location)
        .filter(({ lat, lng }) => lat >= 8.8 && lat <= 9.2 && lng >= 38.6 && lng <= 39.0);
      expect(map.clusters).toEqual(clusterPoints(inBox, search.box!));
    } finally {
      await close();
    }
  });
});

describeEachEngine('searchListings on 3,000 synthetic listings', (engine) => {
  it.each([
    'tag=For+sale&tag=Bole&sort=low-price&page=7',
    'tag=Villa&tag=House&tag=Adama&tag=Yeka&minPrice=50000&sort=oldest&page=3',
    'tag=For+rent&tag=2+beds&tag=3+beds&maxArea=150&sort=high-price&page=20',
    'minPrice=100000&maxPrice=200000&page=9999',
    'minPrice=100000&maxPrice=200000&sort=low-price&page=4',
    'tag=For+rent&maxPrice=1500&sort=high-price&page=2',
  ])('?%s gives filterProperties’ page and counts', async (query) => {
    const { syntheticListings } = await import('./seed');
    const many = [...syntheticListings(3_000, 11, tagNames, { texts: 'one line' })].map(
      (r) => r.property,
    );
    const { db, catalog, close } = await engine.databaseWith(
      many.map((property) => ({ property })),
    );
    try {
      const search = searchOf(query);
      const grouper = createTagGrouper({
        types: many.map((p) => p.type),
        cities: many.map((p) => p.city),
        subCities: many.map((p) => p.subCity),
      });
      const browser = (tags: string[]) =>
        filterProperties(many, {
          ...search,
          sort: search.sort === 'listed' ? null : search.sort,
          tags,
          tagGroup: grouper,
        });
      const all = browser(search.tags);
      const page = await searchListings(db, search, catalog, engine.dialect);
      expect(page.total).toBe(all.length);
      expect(page.items.map((p) => p.id)).toEqual(
        all.slice(page.pager.startIndex, page.pager.endIndex + 1).map((p) => p.id),
      );
      for (const group of TAG_GROUPS) {
        for (const { tag, count } of page.facets[group]) {
          const others = search.tags.filter((t) => grouper(t) !== group);
          expect({ tag, count }).toEqual({ tag, count: browser([...others, tag]).length });
        }
      }
    } finally {
      await close();
    }
  });
});
