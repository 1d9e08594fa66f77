import { getRuntimeConfig } from '@betoch/shared/singleton';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/constants';
import type { TagNames } from '../domain/tag-search';
import type { Property } from '../domain/property';
import { useLanguageStore } from '../stores/language-store';
import { fetchDecoded } from './data-error';
import { applyOverlay, overlayFile } from './localize';
import { assetFile, parseAsset } from './schemas';
import { NO_TAG_LABELS, forgetTagLabels, keepTagLabels } from './tag-labels';
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
  PeopleSayAsset,
  PricingPlanAsset,
  PropertyInCityAsset,
  ProvidedServicesAsset,
} from './types';

/*
 * Loads the JSON assets from `${dataBaseUrl}${name}.json`, validates them and resolves the ids that
 * home sections hold into full objects. Every load is cached for the page view, per language:
 * concurrent and later callers share one promise (so one request per file), while a failed load is
 * forgotten at once so that "Try again" fetches again. In a language other than English the
 * English file is loaded as always and the language's overlay (`${dataBaseUrl}am/${name}.json`,
 * see localize.ts) is laid over it; English visitors download nothing more.
 *
 * Every request has a time limit: a file that does not answer fails like any other failure, and is
 * forgotten, instead of staying cached as a pending promise that every later caller would wait on
 * (on the server, for the life of the process: each later page render would wait on it).
 */

/**
 * On the server: well under a render's 2.5 s deadline, so that a hung file fails inside the render
 * (the page is sent with that part loading, for the browser to load) and not after it.
 */
export const SERVER_DATA_TIMEOUT_MS = 1500;
/**
 * In the browser: far above what the largest file takes on a slow phone, so that only a hung
 * request ends in the section's message and its "Try again", instead of loading for ever.
 */
export const BROWSER_DATA_TIMEOUT_MS = 20_000;

/** The time limit of one data request where this code runs. */
export function dataTimeoutMs(): number {
  return typeof window === 'undefined' ? SERVER_DATA_TIMEOUT_MS : BROWSER_DATA_TIMEOUT_MS;
}

function fetchData(file: string): Promise<Response> {
  return fetch(`${getRuntimeConfig().dataBaseUrl}${file}`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(dataTimeoutMs()),
  });
}

const cache = new Map<string, Promise<unknown>>();

/**
 * Counts the translation overlays that could not be loaded (their English texts are shown). A load
 * during which one failed is not kept: the next call, or the server's next render, asks again,
 * rather than showing English for the rest of the page view or of the server process.
 */
let overlayFailures = 0;

/** The tag names of each language whose `tags.json` has loaded, to read without waiting. */

/**
 * Runs `load` once per key for the page view; a rejected promise is dropped from the cache, and so
 * is one that resolved while a translation overlay failed (it holds English stand-ins).
 */
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  // Keyed by base URL too, so that a runtime config set after a first load is honoured.
  const fullKey = `${getRuntimeConfig().dataBaseUrl}|${key}`;
  const cached = cache.get(fullKey) as Promise<T> | undefined;
  if (cached) return cached;
  const failuresBefore = overlayFailures;
  const promise = load();
  cache.set(fullKey, promise);
  const forget = () => {
    if (cache.get(fullKey) === promise) cache.delete(fullKey);
  };
  promise.then(() => {
    if (overlayFailures !== failuresBefore) forget();
  }, forget);
  return promise;
}

/** Forgets every loaded asset (for tests, or to reload after the data has changed). */
export function resetDataCache(): void {
  cache.clear();
  forgetTagLabels();
}

async function fetchAsset<N extends AssetName>(name: N): Promise<AssetTypes[N]> {
  const file = assetFile(name);
  return fetchDecoded(
    file,
    () => fetchData(file),
    (json) => parseAsset(name, json),
    {
      notJson: 'the file is not valid JSON',
    },
  );
}

/** The visitor's language now (the language store), which loaders use when given none. */
export function currentDataLanguage(): Language {
  return useLanguageStore.getState().language;
}

/**
 * Fetches a translation overlay. A missing or unreadable overlay leaves the English texts (with a
 * warning): the page stays usable, and the completeness test keeps the committed set whole.
 */
async function fetchOverlay(file: string): Promise<unknown> {
  try {
    const response = await fetchData(file);
    if (!response.ok) throw new Error(`status ${response.status}`);
    return JSON.parse(await response.text()) as unknown;
  } catch (error) {
    overlayFailures += 1;
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`${file}: not loaded (${reason}); the English texts are shown`);
    return undefined;
  }
}

/**
 * Loads and validates one JSON asset, typed by its name: `loadAsset('faq')` → `Promise<FaqAsset>`,
 * with its texts in `language` (the visitor's by default). Rejects with a DataError whose message
 * names the file.
 */
export function loadAsset<N extends AssetName>(
  name: N,
  language: Language = currentDataLanguage(),
): Promise<AssetTypes[N]> {
  if (language === DEFAULT_LANGUAGE) return once(`asset:${name}`, () => fetchAsset(name));
  return once(`asset:${name}:${language}`, async () => {
    const file = overlayFile(name, language);
    const [base, overlay] = await Promise.all([
      loadAsset(name, DEFAULT_LANGUAGE),
      fetchOverlay(file),
    ]);
    return overlay === undefined ? base : applyOverlay(name, base, overlay, file);
  });
}

/**
 * The display names of the listing tags in `language` (`am/tags.json`: "Villa" → "ቪላ"). The tags
 * themselves (a property's params, type, city and sub-city) stay English: filters, URLs and
 * the home search forms use them. Empty for English; a wrong entry is skipped with a warning.
 */
export function loadTagLabels(
  language: Language = currentDataLanguage(),
): Promise<ReadonlyMap<string, string>> {
  if (language === DEFAULT_LANGUAGE) return Promise.resolve(NO_TAG_LABELS);
  return once(`tags:${language}`, async () => {
    const failuresBefore = overlayFailures;
    const labels = await fetchTagLabels(language);
    // Names that did not load are not "loaded": the next load asks for them again.
    if (overlayFailures === failuresBefore) keepTagLabels(language, labels);
    return labels;
  });
}

/**
 * The tags' names in every language but English, by language (`tagsInText`'s `TagNames`): what a
 * visitor may type for a place or a type ("Finfinnee", "ቦሌ"). A file that does not load leaves its
 * language's names out.
 */
export async function loadTagNames(): Promise<TagNames> {
  const languages = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
  const labels = await Promise.all(languages.map((language) => loadTagLabels(language)));
  return Object.fromEntries(
    languages.map((language, i) => [language, Object.fromEntries(labels[i] ?? [])]),
  );
}

async function fetchTagLabels(language: Language): Promise<ReadonlyMap<string, string>> {
  const file = `${language}/tags.json`;
  const json = await fetchOverlay(file);
  const labels = new Map<string, string>();
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    if (json !== undefined) console.warn(`${file}: skipped the file: should be an object`);
    return labels;
  }
  for (const [tag, label] of Object.entries(json)) {
    if (typeof label === 'string' && label.trim() !== '') labels.set(tag, label);
    else console.warn(`${file}: skipped "${tag}": should be a text`);
  }
  return labels;
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

/**
 * Every property (`property-details.json`); for-sale ids contain 'b'. In a language other than
 * English they resolve once the tag names have loaded too (`peekTagLabels`), so that no card shows
 * an Amharic title beside an English place name while `tags.json` is still on its way.
 */
export async function loadProperties(language = currentDataLanguage()): Promise<Property[]> {
  if (language === DEFAULT_LANGUAGE) return loadAsset('property-details', language);
  const [properties] = await Promise.all([
    loadAsset('property-details', language),
    loadTagLabels(language),
  ]);
  return properties;
}

function loadPropertyIndex(language: Language): Promise<Map<string, Property>> {
  return once(`index:properties:${language}`, async () =>
    indexById(await loadProperties(language)),
  );
}

/** The property with this id, or undefined when there is none. */
export async function getPropertyById(
  id: string,
  language = currentDataLanguage(),
): Promise<Property | undefined> {
  return (await loadPropertyIndex(language)).get(id);
}

/** Every agent (`agent-data.json`). */
export function loadAgents(language = currentDataLanguage()): Promise<Agent[]> {
  return loadAsset('agent-data', language);
}

function loadAgentIndex(language: Language): Promise<Map<string, Agent>> {
  return once(`index:agents:${language}`, async () => indexById(await loadAgents(language)));
}

/** The agent with this id, or undefined when there is none. */
export async function getAgentById(
  id: string,
  language = currentDataLanguage(),
): Promise<Agent | undefined> {
  return (await loadAgentIndex(language)).get(id);
}

/** Every blog post (`blog-details.json`), in the file's order (newest first). */
export function loadBlogPosts(language = currentDataLanguage()): Promise<BlogPost[]> {
  return loadAsset('blog-details', language);
}

function loadBlogIndex(language: Language): Promise<Map<string, BlogPost>> {
  return once(`index:blog:${language}`, async () => indexById(await loadBlogPosts(language)));
}

/** The blog post with this id, or undefined when there is none. */
export async function getBlogPostById(
  id: string,
  language = currentDataLanguage(),
): Promise<BlogPost | undefined> {
  return (await loadBlogIndex(language)).get(id);
}

// ------------------------------------------------------------ home sections

/** The home "our agents" section (`agents.json`), ids resolved to agents. */
export function loadAgentsSection(language = currentDataLanguage()): Promise<AgentSection> {
  return once(`section:agents:${language}`, async () => {
    const [section, index] = await Promise.all([
      loadAsset('agents', language),
      loadAgentIndex(language),
    ]);
    const { agentIds, ...heading } = section;
    return { ...heading, agents: resolveIds(agentIds, index, assetFile('agents'), 'agent') };
  });
}

/** The home "latest blog" section, ids resolved to posts. */
export function loadLatestBlog(language = currentDataLanguage()): Promise<BlogSection> {
  return once(`section:latest-blog:${language}`, async () => {
    const [section, index] = await Promise.all([
      loadAsset('latest-blog', language),
      loadBlogIndex(language),
    ]);
    const { postIds, ...heading } = section;
    return { ...heading, posts: resolveIds(postIds, index, assetFile('latest-blog'), 'blog post') };
  });
}

/** The hero slides of the home pages. */
export function loadHomeSlider(language = currentDataLanguage()): Promise<HomeSliderAsset> {
  return loadAsset('home-slider', language);
}

/** The "properties by city" cards, with each city's listing count and filter tag. */
export function loadPropertyInCity(language = currentDataLanguage()): Promise<PropertyInCityAsset> {
  return loadAsset('property-in-city', language);
}

/** The full-width call-to-action banner. */
export function loadBanner(language = currentDataLanguage()): Promise<BannerAsset> {
  return loadAsset('banner', language);
}

/** The "happy clients" quotes. */
export function loadHappyClients(language = currentDataLanguage()): Promise<HappyClientsAsset> {
  return loadAsset('happy-clients', language);
}

/** The partners' wordmarks (`brand.json`). */
export function loadBrands(language = currentDataLanguage()): Promise<BrandAsset> {
  return loadAsset('brand', language);
}

/** The agency's services. */
export function loadProvidedServices(
  language = currentDataLanguage(),
): Promise<ProvidedServicesAsset> {
  return loadAsset('provided-services', language);
}

/** The listing plans, priced in ETB and USD. */
export function loadPricingPlans(language = currentDataLanguage()): Promise<PricingPlanAsset> {
  return loadAsset('pricing-plan', language);
}

/** The reviews ("what people say"). */
export function loadPeopleSay(language = currentDataLanguage()): Promise<PeopleSayAsset> {
  return loadAsset('people-say', language);
}

/** The agency: address, phone, e-mail, hours, office location, about text and figures. */
export function loadAgency(language = currentDataLanguage()): Promise<Agency> {
  return loadAsset('agency', language);
}

/** The frequently asked questions. */
export function loadFaq(language = currentDataLanguage()): Promise<FaqAsset> {
  return loadAsset('faq', language);
}

/** The terms and conditions. */
export function loadTermsAndConditions(language = currentDataLanguage()): Promise<LegalDocument> {
  return loadAsset('terms-and-conditions', language);
}

/** The privacy policy. */
export function loadPrivacyPolicy(language = currentDataLanguage()): Promise<LegalDocument> {
  return loadAsset('privacy-policy', language);
}
