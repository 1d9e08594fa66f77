import type { Language } from '../domain/constants';
import { DEFAULT_PAGE_SIZE } from '../domain/constants';
import { collectTags } from '../domain/filter';
import { getPager, paginate, type Pager } from '../domain/pager';
import type { Deal, Property } from '../domain/property';
import { dealOf } from '../domain/property-id';
import { RELATED_PROPERTIES_LIMIT, relatedProperties } from '../domain/related-properties';
import { currentDataLanguage, loadProperties } from './loader';

/*
 * What the pages other than the listing page read of the listings (issue 20, item 3), each as a
 * question with a small answer: listings by id, an agent's or an owner's, a property's related
 * listings, a page of the portfolio, the listings a contract may name, the tags the search form
 * suggests, the home map's points. A page's server render writes what its loads answer into its
 * `betoch-state`, so each answer holds only what the page shows, never every listing. Each is
 * answered from the static JSON here; docs/listings-service.md#lookups names the service's query
 * for each.
 */

/** The listings with these ids, in that order, each once; an unknown id is left out. */
export async function loadListingsByIds(
  ids: readonly string[],
  language: Language = currentDataLanguage(),
): Promise<Property[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await loadProperties(language)).map((p) => [p.id, p]));
  return [...new Set(ids)].flatMap((id) => {
    const property = byId.get(id);
    return property ? [property] : [];
  });
}

/** The listings an agent is responsible for, in the data order. */
export async function loadListingsByAgent(
  agentId: string,
  language: Language = currentDataLanguage(),
): Promise<Property[]> {
  return (await loadProperties(language)).filter((p) => p.agentId === agentId);
}

/** The listings of an account (its `userCode`), for `/my-properties`, in the data order. */
export async function loadListingsByOwner(
  userCode: string,
  language: Language = currentDataLanguage(),
): Promise<Property[]> {
  return (await loadProperties(language)).filter((p) => p.ownerCode === userCode);
}

/** The related listings shown beside a property (`relatedProperties`' rule). */
export async function loadRelatedListings(
  property: Pick<Property, 'id' | 'city' | 'subCity'>,
  language: Language = currentDataLanguage(),
  limit = RELATED_PROPERTIES_LIMIT,
): Promise<Property[]> {
  return relatedProperties(await loadProperties(language), property, limit);
}

/** The listings one kind of agreement may name: for rent (a lease) or for sale, in the data order. */
export async function loadListingsOfDeal(
  deal: Deal,
  language: Language = currentDataLanguage(),
): Promise<Property[]> {
  return (await loadProperties(language)).filter((p) => dealOf(p.id) === deal);
}

/** Every tag of the listings, sorted by name ("2 beds" before "10 beds"): the search form's hints. */
export async function loadListingTags(
  language: Language = currentDataLanguage(),
): Promise<string[]> {
  return collectTags(await loadProperties(language)).map(({ tag }) => tag);
}

/** A listing on the home map: what its pin and popup show. */
export interface ListingPoint {
  id: string;
  title: string;
  location: Property['location'];
}

/** Every listing's point on the map, with the title its pin and popup show. */
export async function loadListingPoints(
  language: Language = currentDataLanguage(),
): Promise<ListingPoint[]> {
  return (await loadProperties(language)).map(({ id, title, location }) => ({
    id,
    title,
    location,
  }));
}

/** A page of the portfolio: the types to filter by, the type in force, its page of listings. */
export interface PortfolioView {
  /** Every type of the listings, sorted by name. */
  types: string[];
  /** The chosen type if it is one of `types`, else '' (every type). */
  type: string;
  /** How many listings the type has (all listings for ''). */
  total: number;
  pager: Pager;
  items: Property[];
}

/**
 * The portfolio's page for a chosen type (an unknown one is every type) and page (brought into
 * range by the pager), the listings in the data order, 6 a page.
 */
export function portfolioPage(
  all: readonly Property[],
  chosenType: string,
  page: number,
): PortfolioView {
  const types = [...new Set(all.map((p) => p.type))].sort((a, b) => a.localeCompare(b));
  const type = types.includes(chosenType) ? chosenType : '';
  const shown = type ? all.filter((p) => p.type === type) : [...all];
  const pager = getPager(shown.length, page, DEFAULT_PAGE_SIZE);
  return { types, type, total: shown.length, pager, items: paginate(shown, pager) };
}

/** The portfolio's page for a chosen type and page (see `portfolioPage`). */
export async function loadPortfolioPage(
  chosenType: string,
  page: number,
  language: Language = currentDataLanguage(),
): Promise<PortfolioView> {
  return portfolioPage(await loadProperties(language), chosenType, page);
}
