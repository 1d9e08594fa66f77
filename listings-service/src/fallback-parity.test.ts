/** @jest-environment node */
import { mapListingList, searchListingList } from '../../shared/src/data/listing-search';
import { applyOverlay } from '../../shared/src/data/localize';
import type { Language } from '../../shared/src/domain/constants';
import { readListingSearch, type ListingSearch } from './listing-params';
import { mapListings, searchListings, type Connection } from './listing-query';
import type { ListingIndex } from './listing-index';
import { readSiteListings, readTagNames } from './seed';
import { describeEachEngine } from './test-database';

/*
 * The listing page shows the service's answer, or, when the service is down, the same answer
 * computed from the static JSON by the browser's client (shared/src/data/listing-search.ts). The
 * two must agree, so the page looks the same either way: the listings, the pager, the counts
 * beside the filters and on the tabs. Text search too, in either script: both match a word as
 * written or by its Latin search key, and a listing's type and places by their names in every
 * language (the tags' names, am/ and om/tags.json, which the client loads for a text query). The
 * fallback reads the texts of the one language it was read in, the service every language's: a
 * word only the Amharic texts hold, ሲኤምሲ for CMC, is the service's alone on another page.
 */
const STATES = [
  '',
  'tag=For+sale',
  'tag=Villa&tag=Apartment',
  'tag=For+sale&tag=Villa&tag=Bole',
  'tag=For+rent&tag=Addis+Ababa&tag=2+beds&sort=low-price',
  'tag=Bole&tag=Yeka&tag=3+beds&tag=4+beds',
  'minPrice=1000&maxPrice=300000&sort=high-price',
  'minArea=250&maxArea=100',
  'tag=Nowhere',
  'deal=sale&tag=Apartment',
  'deal=rent&minArea=50&page=2',
  'q=apartment',
  'q=bole',
  `q=${encodeURIComponent('ቦሌ')}`,
  `q=${encodeURIComponent('ቪላ')}&tag=For+sale`,
  'q=villa+kirkos',
  'q=g%2B+ayat',
  'bbox=8.9,38.7,9.1,38.9&tag=For+rent',
  'page=40&tag=For+sale&sort=oldest',
  'sort=listed&pageSize=60&agent=lensa-tadesse',
  'sort=listed&deal=rent&page=2',
];

const records = readSiteListings();
const properties = records.map((record) => record.property);
/** The tags' names in Amharic and Afaan Oromo, as the client gives them to the fallback. */
const names = readTagNames();

/** The static JSON as the client reads it in `language`: the English list with its overlay. */
function localized(language: Language) {
  if (language === 'en') return properties;
  const overlay = Object.fromEntries(
    records.map((record) => [record.property.id, record[language]]),
  );
  return applyOverlay('property-details', properties, overlay, `${language}/property-details.json`);
}

/** The fallback's search of `properties` for a search as the service read it. */
function fallbackSearch(list: typeof properties, search: ListingSearch) {
  return searchListingList(
    list,
    {
      tags: search.tags,
      price: search.price,
      area: search.area,
      sort: search.sort,
      page: search.page,
      pageSize: search.pageSize,
      deal: search.deal,
      agent: search.agent,
      owner: search.owner,
      q: search.text,
      bbox: search.box,
    },
    names,
  );
}

describeEachEngine('the static fallback gives the service’s answer', (engine) => {
  let db: Connection;
  let catalog: ListingIndex;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, catalog, close } = await engine.databaseWith());
  });
  afterAll(() => close());

  it.each(STATES)('?%s', async (query) => {
    const reading = readListingSearch(query);
    if (reading.errors) throw new Error(JSON.stringify(reading.errors));
    const { search } = reading;
    const service = await searchListings(db, search, catalog, engine.dialect);
    const fallback = fallbackSearch(properties, search);
    expect(fallback.items.map((p) => p.id)).toEqual(service.items.map((p) => p.id));
    expect(fallback.total).toBe(service.total);
    expect(fallback.pager).toEqual(service.pager);
    expect(fallback.facets).toEqual(service.facets);
    expect(fallback.dealCounts).toEqual(service.dealCounts);
  });
});

/*
 * The map: the points (with their titles, in each language) or the clusters the service draws
 * for a box, and the fallback's for the same box. Both boxes of Addis Ababa hold fewer listings
 * than the cap; the clusters are compared on a bigger list in listing-query.test.ts's terms.
 */
const MAP_STATES = [
  'bbox=8.8,38.6,9.2,39.0',
  'bbox=8.9,38.7,9.1,38.9&tag=For+rent',
  'bbox=8.8,38.6,9.2,39.0&tag=Villa&tag=Apartment&minPrice=1000',
  'bbox=8.8,38.6,9.2,39.0&deal=sale&lang=am',
  'bbox=8.8,38.6,9.2,39.0&deal=rent&lang=om',
  'bbox=8.8,38.6,9.2,39.0&q=Boolee&lang=om',
  'bbox=8.8,38.6,9.2,39.0&q=apartment&page=3&sort=low-price',
  'bbox=0,0,1,1',
];

describeEachEngine('the static fallback draws the service’s map', (engine) => {
  let db: Connection;
  let catalog: ListingIndex;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, catalog, close } = await engine.databaseWith());
  });
  afterAll(() => close());

  it.each(MAP_STATES)('?%s', async (query) => {
    const reading = readListingSearch(query);
    if (reading.errors) throw new Error(JSON.stringify(reading.errors));
    const { search } = reading;
    const box = search.box!;
    const service = await mapListings(db, { ...search, box }, catalog, engine.dialect);
    const fallback = mapListingList(
      localized(search.language),
      {
        tags: search.tags,
        price: search.price,
        area: search.area,
        sort: search.sort,
        page: search.page,
        deal: search.deal,
        q: search.text,
        bbox: box,
      },
      names,
    );
    expect(fallback).toEqual(service);
  });
});

/*
 * A place's name in any language, on the page of any language: the fallback finds what the
 * service finds, by the tags' names (Finfinnee, ቦሌ, Gullallee) and by the language's texts it was
 * read in. One difference is the fallback's by design: a name only another language's texts hold.
 * b21, in Adama, is found by "Finfinnee" through its Oromo texts ("the Finfinnee–Adama road"):
 * on the Oromo page, which reads them, and by the service, not on the English or Amharic page.
 */
const NAME_QUERIES = [
  'Finfinnee',
  'Boolee',
  'boolee',
  'ቦሌ',
  'Bole',
  'Gullallee',
  'Qirqos',
  'Lamii Kuraa',
  'Maqalee',
  'Apaartmantii',
  'Viilaa Boolee',
  'Finfinnee ቪላ',
];

describeEachEngine('the static fallback finds a place by its name in every language', (engine) => {
  let db: Connection;
  let catalog: ListingIndex;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, catalog, close } = await engine.databaseWith());
  });
  afterAll(() => close());

  const cases = NAME_QUERIES.flatMap((text) =>
    (['en', 'am', 'om'] as const).map((language) => [text, language] as const),
  );
  it.each(cases)('q=%s on the page in %s', async (text, language) => {
    const reading = readListingSearch(
      `q=${encodeURIComponent(text)}&lang=${language}&pageSize=60&sort=listed`,
    );
    if (reading.errors) throw new Error(JSON.stringify(reading.errors));
    const { search } = reading;
    const service = (await searchListings(db, search, catalog, engine.dialect)).items.map(
      (p) => p.id,
    );
    const fallback = fallbackSearch(localized(language), search).items.map((p) => p.id);
    expect(service.length).toBeGreaterThan(0);
    const onlyOromoTexts = /finfinnee/i.test(text) && language !== 'om' ? ['b21'] : [];
    expect(fallback).toEqual(service.filter((id) => !onlyOromoTexts.includes(id)));
  });

  it('finds every listing of Addis Ababa by "Finfinnee", and of Bole by "Boolee" and "ቦሌ"', () => {
    const ids = (text: string, language: Language) =>
      searchListingList(
        localized(language),
        { q: text, pageSize: 60, sort: 'listed' },
        names,
      ).items.map((p) => p.id);
    const inAddis = properties.filter((p) => p.city === 'Addis Ababa').map((p) => p.id);
    const inBole = properties.filter((p) => p.subCity === 'Bole').map((p) => p.id);
    for (const language of ['en', 'am', 'om'] as const) {
      expect(ids('Finfinnee', language)).toEqual(expect.arrayContaining(inAddis));
      for (const text of ['Boolee', 'ቦሌ', 'Bole'])
        expect(ids(text, language)).toEqual(expect.arrayContaining(inBole));
    }
    // Without the names (a client that could not load them), Finfinnee is the Oromo texts' alone.
    expect(
      searchListingList(properties, { q: 'Finfinnee', pageSize: 60 }).items.map((p) => p.id),
    ).toEqual([]);
  });
});
