import { getRuntimeConfig } from '../config/runtime-config';
import { readResponseBody } from '../domain/error-handler';
import type { Property } from '../domain/property';
import { DataError } from './data-error';
import { ShapeError, assetFile, parseAsset } from './schemas';
import type {
  Agency,
  Agent,
  AgentSection,
  AssetName,
  AssetTypes,
  BannerAsset,
  BlogPost,
  BlogSection,
  BrandAsset,
  FaqAsset,
  HappyClientsAsset,
  HomeSliderAsset,
  LegalDocument,
  NewOffer,
  NewOfferSection,
  PeopleSayAsset,
  PricingPlanAsset,
  PropertyInCityAsset,
  PropertyOfTheDaySection,
  PropertySection,
  ProvidedServicesAsset,
} from './types';

/*
 * Loads the JSON assets from `${dataBaseUrl}${name}.json`, validates them and resolves the ids that
 * home sections hold into full objects. Every load is cached for the page view: concurrent and later
 * callers share one promise (so one request per file), while a failed load is forgotten at once so
 * that "Try again" fetches again.
 */

const cache = new Map<string, Promise<unknown>>();

/** Runs `load` once per key for the page view; a rejected promise is dropped from the cache. */
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  // Keyed by base URL too, so that a runtime config set after a first load is honoured.
  const fullKey = `${getRuntimeConfig().dataBaseUrl}|${key}`;
  const cached = cache.get(fullKey) as Promise<T> | undefined;
  if (cached) return cached;
  const promise = load();
  cache.set(fullKey, promise);
  promise.catch(() => {
    if (cache.get(fullKey) === promise) cache.delete(fullKey);
  });
  return promise;
}

/** Forgets every loaded asset (for tests, or to reload after the data has changed). */
export function resetDataCache(): void {
  cache.clear();
}

async function fetchAsset<N extends AssetName>(name: N): Promise<AssetTypes[N]> {
  const file = assetFile(name);
  let response: Response;
  try {
    response = await fetch(`${getRuntimeConfig().dataBaseUrl}${file}`, {
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw DataError.notLoaded(file, { status: 0, message });
  }
  if (!response.ok) {
    throw DataError.notLoaded(file, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      body: await readResponseBody(response),
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    throw DataError.notReadable(file, response, 'the file is not valid JSON');
  }
  try {
    return parseAsset(name, json);
  } catch (error) {
    if (error instanceof ShapeError) throw DataError.notReadable(file, response, error.message);
    throw error;
  }
}

/**
 * Loads and validates one JSON asset, typed by its name: `loadAsset('faq')` → `Promise<FaqAsset>`.
 * Rejects with a DataError whose message names the file.
 */
export function loadAsset<N extends AssetName>(name: N): Promise<AssetTypes[N]> {
  return once(`asset:${name}`, () => fetchAsset(name));
}

// ------------------------------------------------------------ master lists

function indexById<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

/** Picks the items with the given ids, in that order; unknown ids are dropped with a warning. */
function resolveIds<T>(
  ids: readonly string[],
  index: ReadonlyMap<string, T>,
  file: string,
  kind: string,
): T[] {
  const found: T[] = [];
  for (const id of ids) {
    const item = index.get(id);
    if (item) found.push(item);
    else console.warn(`${file}: skipped the unknown ${kind} id "${id}"`);
  }
  return found;
}

/** Every property (`property-details.json`); for-sale ids contain 'b'. */
export function loadProperties(): Promise<Property[]> {
  return loadAsset('property-details');
}

function loadPropertyIndex(): Promise<Map<string, Property>> {
  return once('index:properties', async () => indexById(await loadProperties()));
}

/** The property with this id, or undefined when there is none. */
export async function getPropertyById(id: string): Promise<Property | undefined> {
  return (await loadPropertyIndex()).get(id);
}

/** The properties an agent is responsible for. */
export async function loadPropertiesByAgent(agentId: string): Promise<Property[]> {
  return (await loadProperties()).filter((p) => p.agentId === agentId);
}

/** The listings owned by an account (its `userCode`), for `/my-properties`. */
export async function loadPropertiesByOwner(userCode: string): Promise<Property[]> {
  return (await loadProperties()).filter((p) => p.ownerCode === userCode);
}

/** Every agent (`agent-data.json`). */
export function loadAgents(): Promise<Agent[]> {
  return loadAsset('agent-data');
}

function loadAgentIndex(): Promise<Map<string, Agent>> {
  return once('index:agents', async () => indexById(await loadAgents()));
}

/** The agent with this id, or undefined when there is none. */
export async function getAgentById(id: string): Promise<Agent | undefined> {
  return (await loadAgentIndex()).get(id);
}

/** Every blog post (`blog-details.json`), in the file's order (newest first). */
export function loadBlogPosts(): Promise<BlogPost[]> {
  return loadAsset('blog-details');
}

function loadBlogIndex(): Promise<Map<string, BlogPost>> {
  return once('index:blog', async () => indexById(await loadBlogPosts()));
}

/** The blog post with this id, or undefined when there is none. */
export async function getBlogPostById(id: string): Promise<BlogPost | undefined> {
  return (await loadBlogIndex()).get(id);
}

// ------------------------------------------------------------ home sections

type PropertyListName = 'slider' | 'latest-for-sale' | 'featured-property' | 'latest-for-rent';

function loadPropertySection(name: PropertyListName): Promise<PropertySection> {
  // Cached as a whole, so that an unknown id is reported once per page view, not once per render.
  return once(`section:${name}`, async () => {
    const [section, index] = await Promise.all([loadAsset(name), loadPropertyIndex()]);
    const { propertyIds, ...heading } = section;
    return { ...heading, properties: resolveIds(propertyIds, index, assetFile(name), 'property') };
  });
}

/** The property carousel of the slider home pages (`slider.json`). */
export function loadSlider(): Promise<PropertySection> {
  return loadPropertySection('slider');
}

/** The "latest for sale" section, ids resolved to properties. */
export function loadLatestForSale(): Promise<PropertySection> {
  return loadPropertySection('latest-for-sale');
}

/** The "latest for rent" section, ids resolved to properties. */
export function loadLatestForRent(): Promise<PropertySection> {
  return loadPropertySection('latest-for-rent');
}

/** The "featured properties" section, ids resolved to properties. */
export function loadFeaturedProperties(): Promise<PropertySection> {
  return loadPropertySection('featured-property');
}

/** The "new offers" section: reduced-price properties with their badge and previous price. */
export function loadNewOffers(): Promise<NewOfferSection> {
  return once('section:new-offer', async () => {
    const [section, index] = await Promise.all([loadAsset('new-offer'), loadPropertyIndex()]);
    const offers: NewOffer[] = [];
    for (const { propertyId, ...offer } of section.offers) {
      const [property] = resolveIds([propertyId], index, assetFile('new-offer'), 'property');
      if (property) offers.push({ property, ...offer });
    }
    return { title: section.title, subtitle: section.subtitle, offers };
  });
}

/** The "property of the day", resolved (property undefined, with a warning, if the id is unknown). */
export function loadPropertyOfTheDay(): Promise<PropertyOfTheDaySection> {
  return once('section:property-of-the-day', async () => {
    const [section, index] = await Promise.all([
      loadAsset('property-of-the-day'),
      loadPropertyIndex(),
    ]);
    const { propertyId, ...rest } = section;
    const [property] = resolveIds(
      [propertyId],
      index,
      assetFile('property-of-the-day'),
      'property',
    );
    return { ...rest, property };
  });
}

/** The home "our agents" section (`agents.json`), ids resolved to agents. */
export function loadAgentsSection(): Promise<AgentSection> {
  return once('section:agents', async () => {
    const [section, index] = await Promise.all([loadAsset('agents'), loadAgentIndex()]);
    const { agentIds, ...heading } = section;
    return { ...heading, agents: resolveIds(agentIds, index, assetFile('agents'), 'agent') };
  });
}

/** The home "latest blog" section, ids resolved to posts. */
export function loadLatestBlog(): Promise<BlogSection> {
  return once('section:latest-blog', async () => {
    const [section, index] = await Promise.all([loadAsset('latest-blog'), loadBlogIndex()]);
    const { postIds, ...heading } = section;
    return { ...heading, posts: resolveIds(postIds, index, assetFile('latest-blog'), 'blog post') };
  });
}

/** The hero slides of the home pages. */
export function loadHomeSlider(): Promise<HomeSliderAsset> {
  return loadAsset('home-slider');
}

/** The "properties by city" cards, with each city's listing count and filter tag. */
export function loadPropertyInCity(): Promise<PropertyInCityAsset> {
  return loadAsset('property-in-city');
}

/** The full-width call-to-action banner. */
export function loadBanner(): Promise<BannerAsset> {
  return loadAsset('banner');
}

/** The "happy clients" quotes. */
export function loadHappyClients(): Promise<HappyClientsAsset> {
  return loadAsset('happy-clients');
}

/** The partners' wordmarks (`brand.json`). */
export function loadBrands(): Promise<BrandAsset> {
  return loadAsset('brand');
}

/** The agency's services. */
export function loadProvidedServices(): Promise<ProvidedServicesAsset> {
  return loadAsset('provided-services');
}

/** The listing plans, priced in ETB and USD. */
export function loadPricingPlans(): Promise<PricingPlanAsset> {
  return loadAsset('pricing-plan');
}

/** The reviews ("what people say"). */
export function loadPeopleSay(): Promise<PeopleSayAsset> {
  return loadAsset('people-say');
}

/** The agency: address, phone, e-mail, hours, office location, about text and figures. */
export function loadAgency(): Promise<Agency> {
  return loadAsset('agency');
}

/** The frequently asked questions. */
export function loadFaq(): Promise<FaqAsset> {
  return loadAsset('faq');
}

/** The terms and conditions. */
export function loadTermsAndConditions(): Promise<LegalDocument> {
  return loadAsset('terms-and-conditions');
}

/** The privacy policy. */
export function loadPrivacyPolicy(): Promise<LegalDocument> {
  return loadAsset('privacy-policy');
}
