import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type DependencyList,
} from 'react';
import type { Language } from '../domain/constants';
import { messageFromError } from '../domain/error-handler';
import type { Deal, Property } from '../domain/property';
import type { StoredProperty } from '../domain/property-list';
import { useLanguageStore } from '../stores/language-store';
import { collectRenderedData, readRenderedData } from '@betoch/shared/singleton';
import type { ListingLookup } from './listings-client';
import type { OwnedListingsPage, PortfolioView } from './listing-lookups';
import { NO_TAG_LABELS, peekTagLabels } from './tag-labels';
import type {
  Agency,
  Agent,
  AgentSection,
  BannerAsset,
  BlogPost,
  BlogSection,
  BrandAsset,
  FaqAsset,
  HappyClientsAsset,
  HomeSliderAsset,
  LegalDocument,
  NewOfferSection,
  PeopleSayAsset,
  PricingPlanAsset,
  PropertyInCityAsset,
  PropertyOfTheDaySection,
  PropertySection,
  ProvidedServicesAsset,
} from './types';

/*
 * Each hook imports its loader when it runs (`import('./loader').then(({ name }) => …)`, which
 * webpack keeps to the names taken): the loaders' code — the asset loader and its schemas, the
 * listings client, and the static JSON's search for when the service is absent or down — loads
 * with the first load a page makes in the browser. A page the server rendered is taken over with
 * its data and makes none, so its first visit never downloads that code (docs/targets.md, the
 * first-visit budget); a page drawn in the browser waits for one small file more, from its
 * section's origin.
 */

/** What a data hook gives a component. */
export interface AsyncData<T> {
  /** The loaded value; undefined while loading, after a failure, or for an unknown id. */
  data: T | undefined;
  loading: boolean;
  /**
   * The message to show when the load failed (docs/rules.md#error-handler; names the file), else
   * null.
   */
  error: string | null;
  /** Loads again (failed loads are not cached, so this refetches what failed). */
  retry: () => void;
}

interface Outcome<T> {
  /** The request this outcome answers; an outcome of an older request is ignored. */
  request: object;
  data?: T;
  error?: string;
}

/**
 * Runs `loader` when the component mounts and whenever `deps` change (or `retry` is called), and
 * tracks its outcome. A result that arrives after unmount, or after newer deps, is ignored.
 *
 * `name` and `deps` name the load for server rendering: on the server the load is collected and
 * its value written into the page; in the browser a value the page was rendered with is the first
 * render's (no loading state, no second fetch), so the page is taken over as the server drew it.
 */
export function useAsyncData<T>(
  name: string,
  loader: () => Promise<T>,
  deps: DependencyList,
): AsyncData<T> {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  // A fresh token per request: the render compares it with the outcome's, so no state has to be
  // reset synchronously inside the effect when deps change.
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- the caller's deps, like useEffect's
  const request = useMemo(() => ({}), [...deps, attempt]);
  const key = `${name}:${JSON.stringify(deps)}`;
  const rendered = readRenderedData<T>(key);
  // Only the server collects; in the browser this is a no-op.
  if (rendered === undefined) collectRenderedData(key, loader);

  useEffect(() => {
    if (rendered !== undefined) return undefined;
    let active = true;
    loader().then(
      (data) => {
        if (active) setOutcome({ request, data });
      },
      (error: unknown) => {
        if (active) setOutcome({ request, error: messageFromError(error) });
      },
    );
    return () => {
      active = false;
    };
    // `loader` is read from the render that made this request; `request` changes with the deps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (rendered !== undefined) {
    return { data: rendered.value, loading: false, error: null, retry };
  }
  const current = outcome?.request === request ? outcome : undefined;
  return {
    data: current?.data,
    loading: current === undefined,
    error: current?.error ?? null,
    retry,
  };
}

/**
 * The language data texts are shown in (the visitor's choice): a hook that passes it to its loader
 * re-renders in the new language when it changes, without a reload.
 */
export function useDataLanguage(): Language {
  // The store's current state on every side: zustand's own hook gives its *initial* state while
  // a page is rendered on the server and taken over, which is English on an Amharic page.
  const current = () => useLanguageStore.getState().language;
  return useSyncExternalStore(useLanguageStore.subscribe, current, current);
}

/**
 * A function giving a listing tag's (or a property's type, city or sub-city's) display name in the
 * visitor's language: `label('Villa')` → "ቪላ" in Amharic. The tag itself is shown until the names
 * have loaded, and for any tag without a name.
 */
export function useTagLabel(): (tag: string) => string {
  const language = useDataLanguage();
  const { data } = useAsyncData(
    'useTagLabel',
    () => import('./loader').then(({ loadTagLabels }) => loadTagLabels(language)),
    [language],
  );
  // Names that loaded with the properties (loadProperties waits for them) are there at once.
  const labels = data ?? peekTagLabels(language) ?? NO_TAG_LABELS;
  return useCallback((tag: string) => labels.get(tag) ?? tag, [labels]);
}

// ------------------------------------------------------------ master lists

/**
 * Every property. Only the listing page's static fallback needs them all: every other page asks
 * for what it shows (the hooks below), so that no page's server render writes every listing
 * into its `betoch-state` (issue 20, item 3).
 */
export function useProperties(): AsyncData<Property[]> {
  const language = useDataLanguage();
  return useAsyncData(
    'useProperties',
    () => import('./loader').then(({ loadProperties }) => loadProperties(language)),
    [language],
  );
}

/**
 * One listing by id, as its page shows it: live, withdrawn by its publisher, or unknown (an
 * empty id too); the listings service's answer, or the static JSON's (`getListing`).
 */
export function useListing(id: string | null | undefined): AsyncData<ListingLookup> {
  const language = useDataLanguage();
  return useAsyncData(
    'useListing',
    async (): Promise<ListingLookup> => {
      if (!id) return { kind: 'unknown' };
      // Only what the page shows goes into its betoch-state, not where it came from.
      const { getListing } = await import('./listings-client');
      const { complete: _complete, ...lookup } = await getListing(id, language);
      return lookup;
    },
    [id, language],
  );
}

/** A page of one agent's listings (the page brought into range). */
export function usePropertiesByAgent(agentId: string, page: number): AsyncData<OwnedListingsPage> {
  const language = useDataLanguage();
  return useAsyncData(
    'usePropertiesByAgent',
    () =>
      import('./listing-lookups').then(({ loadListingsByAgent }) =>
        loadListingsByAgent(agentId, page, language),
      ),
    [agentId, page, language],
  );
}

/** A page of one account's listings, by its userCode (the page brought into range). */
export function usePropertiesByOwner(userCode: string, page: number): AsyncData<OwnedListingsPage> {
  const language = useDataLanguage();
  return useAsyncData(
    'usePropertiesByOwner',
    () =>
      import('./listing-lookups').then(({ loadListingsByOwner }) =>
        loadListingsByOwner(userCode, page, language),
      ),
    [userCode, page, language],
  );
}

/** The related listings shown beside a property. */
export function useRelatedListings(
  property: Pick<Property, 'id' | 'city' | 'subCity'>,
): AsyncData<Property[]> {
  const language = useDataLanguage();
  const { id, city, subCity } = property;
  return useAsyncData(
    'useRelatedListings',
    () =>
      import('./listing-lookups').then(({ loadRelatedListings }) =>
        loadRelatedListings({ id, city, subCity }, language),
      ),
    [id, city, subCity ?? null, language],
  );
}

/** The listings one kind of agreement may name (for rent or for sale), with the address's choice. */
export function useListingsOfDeal(deal: Deal, presetId = ''): AsyncData<Property[]> {
  const language = useDataLanguage();
  return useAsyncData(
    'useListingsOfDeal',
    () =>
      import('./listing-lookups').then(({ loadListingsOfDeal }) =>
        loadListingsOfDeal(deal, presetId, language),
      ),
    [deal, presetId, language],
  );
}

/** The listings of one deal that typed words find (by id or text); none for no words. */
export function useListingsOfDealMatching(deal: Deal, text: string): AsyncData<Property[]> {
  const language = useDataLanguage();
  return useAsyncData(
    'useListingsOfDealMatching',
    () =>
      import('./listing-lookups').then(({ searchListingsOfDeal }) =>
        searchListingsOfDeal(deal, text, language),
      ),
    [deal, text, language],
  );
}

/** Every tag of the listings, sorted by name (the search form's suggestions). */
export function useListingTags(): AsyncData<string[]> {
  const language = useDataLanguage();
  return useAsyncData(
    'useListingTags',
    () => import('./listing-lookups').then(({ loadListingTags }) => loadListingTags(language)),
    [language],
  );
}

/** A page of the portfolio for a chosen type and page. */
export function usePortfolioPage(type: string, page: number): AsyncData<PortfolioView> {
  const language = useDataLanguage();
  return useAsyncData(
    'usePortfolioPage',
    () =>
      import('./listing-lookups').then(({ loadPortfolioPage }) =>
        loadPortfolioPage(type, page, language),
      ),
    [type, page, language],
  );
}

/** A wishlist or compare entry as its page shows it. */
export interface SavedListing {
  /** The entry as saved, with the listing's current fields laid over it when it is live. */
  property: StoredProperty;
  /**
   * Its publisher withdrew it (the listings service says so): the page says it is no longer
   * available, with what was saved of it (docs/publishing.md "On the site").
   */
  withdrawn: boolean;
}

/**
 * Saved wishlist or compare entries with the listings' current fields, in the visitor's language,
 * laid over what was saved: an entry saved in the other language, by the old site or before a
 * price change shows today's texts. Until they load, or if they cannot, entries show as saved; an
 * entry whose listing was withdrawn keeps what was saved and says so.
 */
export function useSavedListings(items: readonly StoredProperty[]): SavedListing[] {
  const language = useDataLanguage();
  const ids = items.map((item) => item.id);
  const { data } = useAsyncData(
    'useSavedListings',
    () =>
      import('./listing-lookups').then(({ loadSavedListings }) => loadSavedListings(ids, language)),
    [ids.join(','), language],
  );
  return useMemo(() => {
    const byId = new Map(data?.items.map((property) => [property.id, property]));
    const withdrawn = new Set(data?.withdrawn);
    return items.map((item) =>
      withdrawn.has(item.id)
        ? { property: item, withdrawn: true }
        : { property: { ...item, ...byId.get(item.id) }, withdrawn: false },
    );
  }, [data, items]);
}

/** Every agent. */
export function useAgents(): AsyncData<Agent[]> {
  const language = useDataLanguage();
  return useAsyncData(
    'useAgents',
    () => import('./loader').then(({ loadAgents }) => loadAgents(language)),
    [language],
  );
}

/** One agent by id. */
export function useAgent(id: string | null | undefined): AsyncData<Agent | undefined> {
  const language = useDataLanguage();
  return useAsyncData(
    'useAgent',
    () =>
      id
        ? import('./loader').then(({ getAgentById }) => getAgentById(id, language))
        : Promise.resolve(undefined),
    [id, language],
  );
}

/** Every blog post. */
export function useBlogPosts(): AsyncData<BlogPost[]> {
  const language = useDataLanguage();
  return useAsyncData(
    'useBlogPosts',
    () => import('./loader').then(({ loadBlogPosts }) => loadBlogPosts(language)),
    [language],
  );
}

/** One blog post by id. */
export function useBlogPost(id: string | null | undefined): AsyncData<BlogPost | undefined> {
  const language = useDataLanguage();
  return useAsyncData(
    'useBlogPost',
    () =>
      id
        ? import('./loader').then(({ getBlogPostById }) => getBlogPostById(id, language))
        : Promise.resolve(undefined),
    [id, language],
  );
}

// ------------------------------------------------------------ home sections and pages

/** `home-slider.json`: the hero slides. */
export function useHomeSlider(): AsyncData<HomeSliderAsset> {
  const language = useDataLanguage();
  return useAsyncData(
    'useHomeSlider',
    () => import('./loader').then(({ loadHomeSlider }) => loadHomeSlider(language)),
    [language],
  );
}

/** `slider.json`: the property carousel, resolved. */
export function useSlider(): AsyncData<PropertySection> {
  const language = useDataLanguage();
  return useAsyncData(
    'useSlider',
    () => import('./listing-lookups').then(({ loadSlider }) => loadSlider(language)),
    [language],
  );
}

/** `latest-for-sale.json`, resolved. */
export function useLatestForSale(): AsyncData<PropertySection> {
  const language = useDataLanguage();
  return useAsyncData(
    'useLatestForSale',
    () => import('./listing-lookups').then(({ loadLatestForSale }) => loadLatestForSale(language)),
    [language],
  );
}

/** `latest-for-rent.json`, resolved. */
export function useLatestForRent(): AsyncData<PropertySection> {
  const language = useDataLanguage();
  return useAsyncData(
    'useLatestForRent',
    () => import('./listing-lookups').then(({ loadLatestForRent }) => loadLatestForRent(language)),
    [language],
  );
}

/** `featured-property.json`, resolved. */
export function useFeaturedProperties(): AsyncData<PropertySection> {
  const language = useDataLanguage();
  return useAsyncData(
    'useFeaturedProperties',
    () =>
      import('./listing-lookups').then(({ loadFeaturedProperties }) =>
        loadFeaturedProperties(language),
      ),
    [language],
  );
}

/** `new-offer.json`, resolved. */
export function useNewOffers(): AsyncData<NewOfferSection> {
  const language = useDataLanguage();
  return useAsyncData(
    'useNewOffers',
    () => import('./listing-lookups').then(({ loadNewOffers }) => loadNewOffers(language)),
    [language],
  );
}

/** `property-of-the-day.json`, resolved. */
export function usePropertyOfTheDay(): AsyncData<PropertyOfTheDaySection> {
  const language = useDataLanguage();
  return useAsyncData(
    'usePropertyOfTheDay',
    () =>
      import('./listing-lookups').then(({ loadPropertyOfTheDay }) =>
        loadPropertyOfTheDay(language),
      ),
    [language],
  );
}

/** `property-in-city.json`. */
export function usePropertyInCity(): AsyncData<PropertyInCityAsset> {
  const language = useDataLanguage();
  return useAsyncData(
    'usePropertyInCity',
    () => import('./loader').then(({ loadPropertyInCity }) => loadPropertyInCity(language)),
    [language],
  );
}

/** `banner.json`. */
export function useBanner(): AsyncData<BannerAsset> {
  const language = useDataLanguage();
  return useAsyncData(
    'useBanner',
    () => import('./loader').then(({ loadBanner }) => loadBanner(language)),
    [language],
  );
}

/** `agents.json`: the home "our agents" section, resolved. */
export function useAgentsSection(): AsyncData<AgentSection> {
  const language = useDataLanguage();
  return useAsyncData(
    'useAgentsSection',
    () => import('./loader').then(({ loadAgentsSection }) => loadAgentsSection(language)),
    [language],
  );
}

/** `happy-clients.json`. */
export function useHappyClients(): AsyncData<HappyClientsAsset> {
  const language = useDataLanguage();
  return useAsyncData(
    'useHappyClients',
    () => import('./loader').then(({ loadHappyClients }) => loadHappyClients(language)),
    [language],
  );
}

/** `brand.json`. */
export function useBrands(): AsyncData<BrandAsset> {
  const language = useDataLanguage();
  return useAsyncData(
    'useBrands',
    () => import('./loader').then(({ loadBrands }) => loadBrands(language)),
    [language],
  );
}

/** `provided-services.json`. */
export function useProvidedServices(): AsyncData<ProvidedServicesAsset> {
  const language = useDataLanguage();
  return useAsyncData(
    'useProvidedServices',
    () => import('./loader').then(({ loadProvidedServices }) => loadProvidedServices(language)),
    [language],
  );
}

/** `pricing-plan.json`. */
export function usePricingPlans(): AsyncData<PricingPlanAsset> {
  const language = useDataLanguage();
  return useAsyncData(
    'usePricingPlans',
    () => import('./loader').then(({ loadPricingPlans }) => loadPricingPlans(language)),
    [language],
  );
}

/** `latest-blog.json`, resolved. */
export function useLatestBlog(): AsyncData<BlogSection> {
  const language = useDataLanguage();
  return useAsyncData(
    'useLatestBlog',
    () => import('./loader').then(({ loadLatestBlog }) => loadLatestBlog(language)),
    [language],
  );
}

/** `people-say.json`. */
export function usePeopleSay(): AsyncData<PeopleSayAsset> {
  const language = useDataLanguage();
  return useAsyncData(
    'usePeopleSay',
    () => import('./loader').then(({ loadPeopleSay }) => loadPeopleSay(language)),
    [language],
  );
}

/** `agency.json`. */
export function useAgency(): AsyncData<Agency> {
  const language = useDataLanguage();
  return useAsyncData(
    'useAgency',
    () => import('./loader').then(({ loadAgency }) => loadAgency(language)),
    [language],
  );
}

/** `faq.json`. */
export function useFaq(): AsyncData<FaqAsset> {
  const language = useDataLanguage();
  return useAsyncData('useFaq', () => import('./loader').then(({ loadFaq }) => loadFaq(language)), [
    language,
  ]);
}

/** `terms-and-conditions.json`. */
export function useTermsAndConditions(): AsyncData<LegalDocument> {
  const language = useDataLanguage();
  return useAsyncData(
    'useTermsAndConditions',
    () => import('./loader').then(({ loadTermsAndConditions }) => loadTermsAndConditions(language)),
    [language],
  );
}

/** `privacy-policy.json`. */
export function usePrivacyPolicy(): AsyncData<LegalDocument> {
  const language = useDataLanguage();
  return useAsyncData(
    'usePrivacyPolicy',
    () => import('./loader').then(({ loadPrivacyPolicy }) => loadPrivacyPolicy(language)),
    [language],
  );
}
