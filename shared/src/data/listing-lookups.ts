import type { Language } from '../domain/constants';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, OWNED_LISTINGS_PAGE_SIZE } from '../domain/constants';
import { collectTags } from '../domain/filter';
import { getPager, paginate, type Pager } from '../domain/pager';
import type { Deal, Property } from '../domain/property';
import { dealOf } from '../domain/property-id';
import { RELATED_PROPERTIES_LIMIT } from '../domain/related-properties';
import { TAG_GROUPS } from '../domain/tag-search';
import {
  getListings,
  getRelatedListings,
  searchListings,
  type ListingsById,
} from './listings-client';
import { searchText } from './listing-search';
import { currentDataLanguage, loadAsset } from './loader';
import { assetFile } from './schemas';
import type { NewOffer, NewOfferSection, PropertyOfTheDaySection, PropertySection } from './types';

/*
 * What the pages other than the listing page read of the listings (issue 20, item 3), each as a
 * question with a small answer: listings by id, an agent's or an owner's, a property's related
 * listings, a page of the portfolio, the listings a contract may name, the tags the search form
 * suggests (the maps ask for their view in the browser: use-map-listings.ts). A page's server render writes what its loads answer into its
 * `betoch-state`, so each answer holds only what the page shows, never every listing. Each asks
 * the listings client (listings-client.ts): the service when config.json names one
 * (docs/listings-service.md#lookups), else, or when it fails, the static JSON with the same rules.
 */

/** The largest page the service gives (`pageSize` ≤ 60): the pages below that list all at once. */
const SEARCH_PAGE_SIZE_MAX = 60;

/** The listings with these ids, in that order, each once; an unknown id is left out. */
export async function loadListingsByIds(
  ids: readonly string[],
  language: Language = currentDataLanguage(),
): Promise<Property[]> {
  return (await getListings(ids, language)).items;
}

/**
 * The live listings with these ids, in that order, each once, and the ids of those their
 * publishers withdrew (a wishlist's, the compare list's): `getListings` without its `complete`.
 */
export async function loadSavedListings(
  ids: readonly string[],
  language: Language = currentDataLanguage(),
): Promise<ListingsById> {
  const { items, withdrawn } = await getListings(ids, language);
  return { items, withdrawn };
}

/** A page of one agent's or one account's listings (`OWNED_LISTINGS_PAGE_SIZE` a page). */
export interface OwnedListingsPage {
  /** How many listings the agent or account has, on every page. */
  total: number;
  /** docs/rules.md's pager: the asked page brought into range. */
  pager: Pager;
  /** The page's listings, in the data order. */
  items: Property[];
}

async function ownedListingsPage(
  who: { agent: string } | { owner: string },
  page: number,
  language: Language,
): Promise<OwnedListingsPage> {
  const query = { ...who, sort: 'listed', page, pageSize: OWNED_LISTINGS_PAGE_SIZE } as const;
  const { total, pager, items } = await searchListings(query, language);
  return { total, pager, items };
}

/**
 * A page of the listings an agent is responsible for, in the data order; a page out of range is
 * brought into range, as the listing page's is.
 */
export function loadListingsByAgent(
  agentId: string,
  page: number = DEFAULT_PAGE,
  language: Language = currentDataLanguage(),
): Promise<OwnedListingsPage> {
  return ownedListingsPage({ agent: agentId }, page, language);
}

/**
 * A page of an account's listings (its `userCode`), for `/my-properties`; see
 * `loadListingsByAgent`. A session without a code owns nothing (nothing is asked): an empty
 * `owner` is no condition at all to the search, which would list every listing.
 */
export async function loadListingsByOwner(
  userCode: string,
  page: number = DEFAULT_PAGE,
  language: Language = currentDataLanguage(),
): Promise<OwnedListingsPage> {
  if (userCode.trim() === '') {
    return { total: 0, pager: getPager(0, page, OWNED_LISTINGS_PAGE_SIZE), items: [] };
  }
  return ownedListingsPage({ owner: userCode }, page, language);
}

/** The related listings shown beside a property (`relatedProperties`' rule). */
export async function loadRelatedListings(
  property: Pick<Property, 'id' | 'city' | 'subCity'>,
  language: Language = currentDataLanguage(),
  limit = RELATED_PROPERTIES_LIMIT,
): Promise<Property[]> {
  return (await getRelatedListings(property, language, limit)).items;
}

/**
 * The listings one kind of agreement may name: for rent (a lease) or for sale, the first 60 in
 * the data order, and the one the address chose (`?id=`) if it is of that deal and not among them.
 */
export async function loadListingsOfDeal(
  deal: Deal,
  presetId = '',
  language: Language = currentDataLanguage(),
): Promise<Property[]> {
  const query = { deal, sort: 'listed', pageSize: SEARCH_PAGE_SIZE_MAX } as const;
  const [{ items }, preset] = await Promise.all([
    searchListings(query, language),
    presetId ? getListings([presetId], language) : undefined,
  ]);
  const extra = (preset?.items ?? []).filter(
    (p) => dealOf(p.id) === deal && !items.some((item) => item.id === p.id),
  );
  return [...items, ...extra];
}

/** How many listings the contract's property search offers for the words typed. */
export const DEAL_MATCHES_MAX = 20;

/** Words that may be a listing's id ("b01", "r1234"): letters then digits, no space. */
const ID_LIKE = /^[a-z]{1,3}\d{1,12}$/;

/**
 * The listings of one deal that words typed by a visitor find, for the contract's property
 * choice: the listing whose id they are (when it is of the deal), then the listings whose title,
 * description or place holds them (ቦሌ or bole), in the data order, at most `DEAL_MATCHES_MAX`.
 * No words, no listings (and nothing asked).
 */
export async function searchListingsOfDeal(
  deal: Deal,
  text: string,
  language: Language = currentDataLanguage(),
): Promise<Property[]> {
  const words = searchText(text);
  if (words === '') return [];
  const query = { deal, q: words, sort: 'listed', pageSize: DEAL_MATCHES_MAX } as const;
  const [found, byId] = await Promise.all([
    searchListings(query, language),
    ID_LIKE.test(words) ? getListings([words], language) : undefined,
  ]);
  const named = (byId?.items ?? []).filter((p) => dealOf(p.id) === deal);
  const rest = found.items.filter((p) => !named.some((item) => item.id === p.id));
  return [...named, ...rest].slice(0, DEAL_MATCHES_MAX);
}

/** Every tag of the listings, sorted by name ("2 beds" before "10 beds"): the search form's hints. */
export async function loadListingTags(
  language: Language = currentDataLanguage(),
): Promise<string[]> {
  // The facets of an empty search hold every tag of the data, whatever the page.
  const { facets } = await searchListings({ pageSize: 1 }, language);
  const tags = TAG_GROUPS.flatMap((group) => facets[group].map(({ tag }) => tag));
  return collectTags(tags.map((tag) => ({ params: [tag] }))).map(({ tag }) => tag);
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

function sortedTypes(types: Iterable<string>): string[] {
  return [...new Set(types)].sort((a, b) => a.localeCompare(b));
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
  const types = sortedTypes(all.map((p) => p.type));
  const type = types.includes(chosenType) ? chosenType : '';
  const shown = type ? all.filter((p) => p.type === type) : [...all];
  const pager = getPager(shown.length, page, DEFAULT_PAGE_SIZE);
  return { types, type, total: shown.length, pager, items: paginate(shown, pager) };
}

/**
 * The portfolio's page for a chosen type and page (see `portfolioPage`): a search of the type's
 * tag in the data order, whose type facets are the types (a type's tag is the type itself).
 */
export async function loadPortfolioPage(
  chosenType: string,
  page: number,
  language: Language = currentDataLanguage(),
): Promise<PortfolioView> {
  const ask = (type: string) =>
    searchListings({ tags: type ? [type] : [], sort: 'listed', page }, language);
  const typesOf = (answer: Awaited<ReturnType<typeof ask>>) =>
    sortedTypes(answer.facets.type.filter((f) => f.count > 0).map((f) => f.tag));
  let answer = await ask(chosenType);
  let types = typesOf(answer);
  // A tag that is no type (another group's, or none) counts the types under it: ask again.
  if (chosenType && !types.includes(chosenType)) {
    answer = await ask('');
    types = typesOf(answer);
  }
  const type = types.includes(chosenType) ? chosenType : '';
  return { types, type, total: answer.total, pager: answer.pager, items: answer.items };
}

// ------------------------------------------------------------ home sections

/**
 * The listings of a section's ids (`getListings`: the service by id, or the static JSON), in
 * their order; an unknown id is left out with a warning naming the section's file.
 */
async function sectionListings(
  ids: readonly string[],
  file: string,
  language: Language,
): Promise<Map<string, Property>> {
  const { items } = await getListings(ids, language);
  const found = new Map(items.map((p) => [p.id, p]));
  for (const id of new Set(ids)) {
    if (!found.has(id)) console.warn(`${file}: skipped the unknown property id "${id}"`);
  }
  return found;
}

type PropertyListName = 'slider' | 'latest-for-sale' | 'featured-property' | 'latest-for-rent';

async function loadPropertySection(
  name: PropertyListName,
  language: Language,
): Promise<PropertySection> {
  const { propertyIds, ...heading } = await loadAsset(name, language);
  const found = await sectionListings(propertyIds, assetFile(name), language);
  return {
    ...heading,
    properties: propertyIds.flatMap((id) => {
      const property = found.get(id);
      return property ? [property] : [];
    }),
  };
}

/** The property carousel of the slider home pages (`slider.json`). */
export function loadSlider(language = currentDataLanguage()): Promise<PropertySection> {
  return loadPropertySection('slider', language);
}

/** The "latest for sale" section, ids resolved to properties. */
export function loadLatestForSale(language = currentDataLanguage()): Promise<PropertySection> {
  return loadPropertySection('latest-for-sale', language);
}

/** The "latest for rent" section, ids resolved to properties. */
export function loadLatestForRent(language = currentDataLanguage()): Promise<PropertySection> {
  return loadPropertySection('latest-for-rent', language);
}

/** The "featured properties" section, ids resolved to properties. */
export function loadFeaturedProperties(language = currentDataLanguage()): Promise<PropertySection> {
  return loadPropertySection('featured-property', language);
}

/** The "new offers" section: reduced-price properties with their badge and previous price. */
export async function loadNewOffers(language = currentDataLanguage()): Promise<NewOfferSection> {
  const section = await loadAsset('new-offer', language);
  const found = await sectionListings(
    section.offers.map((offer) => offer.propertyId),
    assetFile('new-offer'),
    language,
  );
  const offers: NewOffer[] = [];
  for (const { propertyId, ...offer } of section.offers) {
    const property = found.get(propertyId);
    if (property) offers.push({ property, ...offer });
  }
  return { title: section.title, subtitle: section.subtitle, offers };
}

/** The "property of the day", resolved (property undefined, with a warning, if the id is unknown). */
export async function loadPropertyOfTheDay(
  language = currentDataLanguage(),
): Promise<PropertyOfTheDaySection> {
  const { propertyId, ...rest } = await loadAsset('property-of-the-day', language);
  const found = await sectionListings([propertyId], assetFile('property-of-the-day'), language);
  return { ...rest, property: found.get(propertyId) };
}
