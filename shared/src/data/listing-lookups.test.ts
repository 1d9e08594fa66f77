import { collectTags } from '../domain/filter';
import { relatedProperties } from '../domain/related-properties';
import { useLanguageStore } from '../stores/language-store';
import { PROPERTIES, propertyById, serveAssets } from '../testing';
import {
  loadListingPoints,
  loadListingTags,
  loadListingsByAgent,
  loadListingsByIds,
  loadListingsByOwner,
  loadListingsOfDeal,
  loadPortfolioPage,
  loadRelatedListings,
  portfolioPage,
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

  it('gives an agent’s and an owner’s listings in the data order', async () => {
    const agent = await loadListingsByAgent('lensa-tadesse');
    expect(agent.map((p) => p.id)).toEqual(
      PROPERTIES.filter((p) => p.agentId === 'lensa-tadesse').map((p) => p.id),
    );
    expect(agent).toHaveLength(11);
    expect((await loadListingsByOwner('U-1001')).map((p) => p.id)).toEqual([
      'b05',
      'b13',
      'b29',
      'r08',
    ]);
    expect(await loadListingsByOwner('U-9999')).toEqual([]);
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

  it('gives the search form every tag, sorted by name', async () => {
    const tags = await loadListingTags();
    expect(tags).toEqual(expect.arrayContaining(['Bole', 'Villa', 'For rent', '2 beds']));
    expect(tags).toEqual(collectTags(PROPERTIES).map(({ tag }) => tag));
  });

  it('gives the map each listing’s id, title and position only', async () => {
    const points = await loadListingPoints();
    expect(points).toHaveLength(PROPERTIES.length);
    expect(points[0]).toEqual({
      id: PROPERTIES[0]?.id,
      title: PROPERTIES[0]?.title,
      location: PROPERTIES[0]?.location,
    });
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
