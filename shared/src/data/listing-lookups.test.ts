import { collectTags } from '../domain/filter';
import { relatedProperties } from '../domain/related-properties';
import { getRuntimeConfig, setRuntimeConfig } from '@betoch/shared/singleton';
import { fakeResponse } from '../testing';
import { searchListingList } from './listing-search';
import { useLanguageStore } from '../stores/language-store';
import { PROPERTIES, propertyById, serveAssets } from '../testing';
import {
  loadLatestForSale,
  loadListingTags,
  loadListingsByAgent,
  loadListingsByIds,
  loadListingsByOwner,
  loadListingsOfDeal,
  loadPortfolioPage,
  loadRelatedListings,
  portfolioPage,
  searchListingsOfDeal,
} from './listing-lookups';

beforeEach(() => {
  useLanguageStore.setState({ language: 'en' });
  serveAssets();
});
afterEach(() => jest.restoreAllMocks());

describe('the listings each page asks for, from the static JSON', () => {
  it('gives listings by id in the asked order, each once, leaving out unknown ids', async () => {
    const listings = await loadListingsByIds(['r04', 'nope', 'b01', 'r04']);
    expect(listings.map((p) => p.id)).toEqual(['r04', 'b01']);
    expect(listings[1]).toEqual(propertyById('b01'));
  });

  it('asks for nothing when there is no id', async () => {
    const fetched = serveAssets();
    expect(await loadListingsByIds([])).toEqual([]);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('gives them in Amharic when the visitor reads Amharic', async () => {
    const [amharic] = await loadListingsByIds(['b01'], 'am');
    expect(amharic?.title).toMatch(/\p{Script=Ethiopic}/u);
  });

  it('gives an agent’s and an owner’s listings in the data order, today’s all on one page', async () => {
    const agent = await loadListingsByAgent('lensa-tadesse');
    expect(agent.items.map((p) => p.id)).toEqual(
      PROPERTIES.filter((p) => p.agentId === 'lensa-tadesse').map((p) => p.id),
    );
    expect(agent.total).toBe(11);
    expect(agent.pager.totalPages).toBe(1);
    expect((await loadListingsByOwner('U-1001')).items.map((p) => p.id)).toEqual([
      'b05',
      'b13',
      'b29',
      'r08',
    ]);
    const none = await loadListingsByOwner('U-9999');
    expect(none.items).toEqual([]);
    expect(none.pager.totalPages).toBe(0);
  });

  it('gives a session without a user code no listings, rather than everyone’s, and asks nothing', async () => {
    const fetched = serveAssets();
    for (const code of ['', '  ']) {
      const none = await loadListingsByOwner(code);
      expect(none.items).toEqual([]);
      expect(none.total).toBe(0);
    }
    expect(fetched).not.toHaveBeenCalled();
  });

  it('pages an agent’s and an owner’s many listings 12 at a time, the page brought into range', async () => {
    // One agent and one account holding every listing: 60, five pages.
    const many = PROPERTIES.map((p) => ({ ...p, agentId: 'busy-agent', ownerCode: 'U-7' }));
    const files = serveAssets();
    globalThis.fetch = jest.fn((url: string) =>
      url.endsWith('/property-details.json') && !url.includes('/am/')
        ? Promise.resolve(fakeResponse(200, JSON.stringify(many)))
        : files(url),
    ) as unknown as typeof fetch;
    const ids = many.map((p) => p.id);

    const second = await loadListingsByAgent('busy-agent', 2);
    expect(second.total).toBe(60);
    expect(second.pager).toMatchObject({ currentPage: 2, totalPages: 5, pageSize: 12 });
    expect(second.items.map((p) => p.id)).toEqual(ids.slice(12, 24));
    const pages = await Promise.all([1, 2, 3, 4, 5].map((n) => loadListingsByOwner('U-7', n)));
    expect(pages.flatMap((page) => page.items.map((p) => p.id))).toEqual(ids);
    expect((await loadListingsByOwner('U-7', 99)).pager.currentPage).toBe(5);
    expect((await loadListingsByAgent('busy-agent', 0)).items[0]?.id).toBe(ids[0]);
    expect((await loadListingsByAgent('busy-agent', Number.NaN)).pager.currentPage).toBe(1);
  });

  it('gives a property’s related listings by the rule, never the property itself', async () => {
    const property = propertyById('b01');
    const related = await loadRelatedListings(property);
    expect(related.map((p) => p.id)).toEqual(
      relatedProperties(PROPERTIES, property).map((p) => p.id),
    );
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.id)).not.toContain('b01');
  });

  it('gives a contract only the listings of its deal', async () => {
    const forRent = await loadListingsOfDeal('rent');
    expect(forRent.length).toBeGreaterThan(0);
    expect(forRent.every((p) => p.id.startsWith('r'))).toBe(true);
    expect(forRent.length + (await loadListingsOfDeal('sale')).length).toBe(PROPERTIES.length);
  });

  it('finds a contract’s property of the deal by its words or its id, the id first', async () => {
    const bole = await searchListingsOfDeal('sale', '  bole ');
    expect(bole.length).toBeGreaterThan(0);
    expect(bole.length).toBeLessThanOrEqual(20);
    expect(bole.every((p) => p.id.startsWith('b') && /bole/i.test(JSON.stringify(p)))).toBe(true);
    expect((await searchListingsOfDeal('rent', 'r04'))[0]?.id).toBe('r04');
    // An id of the other deal is not offered.
    expect((await searchListingsOfDeal('sale', 'r04')).map((p) => p.id)).not.toContain('r04');
  });

  it('looks nothing up for no words', async () => {
    const fetched = serveAssets();
    expect(await searchListingsOfDeal('rent', '   ')).toEqual([]);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('gives the search form every tag, sorted by name', async () => {
    const tags = await loadListingTags();
    expect(tags).toEqual(expect.arrayContaining(['Bole', 'Villa', 'For rent', '2 beds']));
    expect(tags).toEqual(collectTags(PROPERTIES).map(({ tag }) => tag));
  });
});

describe('the portfolio’s page', () => {
  it('lists every type, sorted, and pages the chosen type’s listings 6 at a time', async () => {
    const view = await loadPortfolioPage('Villa', 2);
    const villas = PROPERTIES.filter((p) => p.type === 'Villa');
    expect(view.types).toEqual(
      [...new Set(PROPERTIES.map((p) => p.type))].sort((a, b) => a.localeCompare(b)),
    );
    expect(view.type).toBe('Villa');
    expect(view.total).toBe(villas.length);
    expect(view.pager.currentPage).toBe(2);
    expect(view.items.map((p) => p.id)).toEqual(villas.slice(6, 12).map((p) => p.id));
  });

  it('reads an unknown type as every type and brings the page into range', () => {
    const view = portfolioPage(PROPERTIES, 'Castle', 99);
    expect(view.type).toBe('');
    expect(view.total).toBe(PROPERTIES.length);
    expect(view.pager.currentPage).toBe(view.pager.totalPages);
    expect(view.items.length).toBeLessThanOrEqual(6);
  });
});

describe('with a listings service named in config.json', () => {
  const SERVICE = 'http://localhost:3006';
  const defaultConfig = getRuntimeConfig();
  let asked: string[];

  /** A service with the site's 60 listings: the search by the fallback's same rules. */
  function serveWith(service: (url: URL) => Response): void {
    const files = serveAssets();
    globalThis.fetch = jest.fn((input: string) => {
      if (!String(input).startsWith(SERVICE)) return files(input);
      try {
        return Promise.resolve(service(new URL(input)));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }) as unknown as typeof fetch;
  }

  function serveService(): void {
    asked = [];
    serveWith((url) => {
      asked.push(`${url.pathname}${url.search}`);
      const params = url.searchParams;
      if (url.pathname === '/api/listings/by-id') {
        const ids = (params.get('ids') ?? '').split(',');
        return fakeResponse(200, {
          items: ids.flatMap((id) => PROPERTIES.filter((p) => p.id === id)),
          missing: ids.filter((id) => !PROPERTIES.some((p) => p.id === id)),
        });
      }
      if (url.pathname === '/api/listings/related') {
        const property = propertyById(params.get('id') ?? '');
        return fakeResponse(200, { items: relatedProperties(PROPERTIES, property, 3) });
      }
      const page = searchListingList(PROPERTIES, {
        tags: params.getAll('tag'),
        sort: (params.get('sort') as 'listed' | null) ?? undefined,
        page: Number(params.get('page') ?? 1),
        pageSize: Number(params.get('pageSize') ?? 6),
        deal: (params.get('deal') as 'sale' | 'rent' | null) ?? undefined,
        q: params.get('q') ?? undefined,
        agent: params.get('agent') ?? undefined,
        owner: params.get('owner') ?? undefined,
      });
      return fakeResponse(200, page);
    });
  }

  beforeEach(() => {
    setRuntimeConfig({ ...defaultConfig, listingsApiUrl: SERVICE });
    serveService();
  });
  afterEach(() => setRuntimeConfig(defaultConfig));

  it('asks the service for listings by id, in one request, and nothing else', async () => {
    const listings = await loadListingsByIds(['r04', 'b01']);
    expect(listings.map((p) => p.id)).toEqual(['r04', 'b01']);
    expect(asked).toEqual(['/api/listings/by-id?ids=r04,b01']);
  });

  it('asks it for the related listings, the agent’s, the owner’s and a deal’s', async () => {
    expect(await loadRelatedListings(propertyById('b01'), 'am')).toHaveLength(3);
    expect((await loadListingsByAgent('hanna-girma')).items).toHaveLength(8);
    expect((await loadListingsByOwner('U-1001', 3)).items).toHaveLength(4);
    expect((await loadListingsOfDeal('rent', 'r04')).every((p) => p.id.startsWith('r'))).toBe(true);
    expect(asked).toEqual([
      '/api/listings/related?id=b01&limit=3&lang=am',
      '/api/listings?sort=listed&pageSize=12&agent=hanna-girma',
      '/api/listings?sort=listed&page=3&pageSize=12&owner=U-1001',
      '/api/listings?sort=listed&pageSize=60&deal=rent',
      '/api/listings/by-id?ids=r04',
    ]);
  });

  it('asks it for a contract’s property by words, and by id when the words may be one', async () => {
    expect((await searchListingsOfDeal('rent', 'r04'))[0]?.id).toBe('r04');
    expect((await searchListingsOfDeal('sale', 'Bole villa', 'am')).length).toBeGreaterThan(0);
    expect(asked).toEqual([
      '/api/listings?sort=listed&pageSize=20&deal=rent&q=r04',
      '/api/listings/by-id?ids=r04',
      '/api/listings?sort=listed&pageSize=20&deal=sale&q=Bole+villa&lang=am',
    ]);
  });

  it('resolves a home section’s ids with one request to the service', async () => {
    const section = await loadLatestForSale();
    const ids = section.properties.map((p) => p.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(asked).toEqual([`/api/listings/by-id?ids=${ids.join(',')}`]);
  });

  it('gives the search form the facets’ tags, as the static JSON would', async () => {
    expect(await loadListingTags()).toEqual(collectTags(PROPERTIES).map(({ tag }) => tag));
    expect(asked).toEqual(['/api/listings?pageSize=1']);
  });

  it('gives the portfolio’s page from one search, and every type for an unknown one', async () => {
    const view = await loadPortfolioPage('Villa', 2);
    expect(view).toEqual(portfolioPage(PROPERTIES, 'Villa', 2));
    expect(asked).toEqual(['/api/listings?tag=Villa&sort=listed&page=2']);
    expect(await loadPortfolioPage('Castle', 1)).toEqual(portfolioPage(PROPERTIES, 'Castle', 1));
  });

  it('falls back to the static JSON when the service is down, with the same answers', async () => {
    serveWith(() => {
      throw new TypeError('fetch failed');
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await loadListingsByIds(['r04', 'b01'])).map((p) => p.id)).toEqual(['r04', 'b01']);
    expect((await loadListingsByAgent('hanna-girma')).items).toHaveLength(8);
    expect(await loadPortfolioPage('Villa', 2)).toEqual(portfolioPage(PROPERTIES, 'Villa', 2));
  });
});
