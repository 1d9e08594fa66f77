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
import { getListing, type ListingLookup } from './listings-client';
import {
  getAgentById,
  getBlogPostById,
  loadAgency,
  loadAgents,
  loadAgentsSection,
  loadBanner,
  loadBlogPosts,
  loadBrands,
  loadFaq,
  loadHappyClients,
  loadHomeSlider,
  loadTagLabels,
  peekTagLabels,
  loadLatestBlog,
  loadPeopleSay,
  loadPricingPlans,
  loadPrivacyPolicy,
  loadProperties,
  loadPropertyInCity,
  loadProvidedServices,
  loadTermsAndConditions,
} from './loader';
import {
  loadFeaturedProperties,
  loadLatestForRent,
  loadLatestForSale,
  loadNewOffers,
  loadPropertyOfTheDay,
  loadSlider,
  loadListingTags,
  loadListingsByAgent,
  loadListingsByOwner,
  loadListingsOfDeal,
  searchListingsOfDeal,
  loadPortfolioPage,
  loadRelatedListings,
  loadSavedListings,
  type OwnedListingsPage,
  type PortfolioView,
} from './listing-lookups';
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

const NO_LABELS: ReadonlyMap<string, string> = new Map();

/**
 * A function giving a listing tag's (or a property's type, city or sub-city's) display name in the
 * visitor's language: `label('Villa')` → "ቪላ" in Amharic. The tag itself is shown until the names
 * have loaded, and for any tag without a name.
 */
export function useTagLabel(): (tag: string) => string {
  const language = useDataLanguage();
  const { data } = useAsyncData('useTagLabel', () => loadTagLabels(language), [language]);
  // Names that loaded with the properties (loadProperties waits for them) are there at once.
  const labels = data ?? peekTagLabels(language) ?? NO_LABELS;
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
  return useAsyncData('useProperties', () => loadProperties(language), [language]);
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
      const { complete: _complete, ...lookup } = await getListing(id, language);
      return lookup;
    },
    [id, language],
  );
}

/** A page of one agent's listings (the page brought into range). */
export function usePropertiesByAgent(agentId: string, page: number): AsyncData<OwnedListingsPage> {
  const language = useDataLanguage();
  return useAsyncData('usePropertiesByAgent', () => loadListingsByAgent(agentId, page, language), [
    agentId,
    page,
    language,
  ]);
}

/** A page of one account's listings, by its userCode (the page brought into range). */
export function usePropertiesByOwner(userCode: string, page: number): AsyncData<OwnedListingsPage> {
  const language = useDataLanguage();
  return useAsyncData('usePropertiesByOwner', () => loadListingsByOwner(userCode, page, language), [
    userCode,
    page,
    language,
  ]);
}

/** The related listings shown beside a property. */
export function useRelatedListings(
  property: Pick<Property, 'id' | 'city' | 'subCity'>,
): AsyncData<Property[]> {
  const language = useDataLanguage();
  const { id, city, subCity } = property;
  return useAsyncData(
    'useRelatedListings',
    () => loadRelatedListings({ id, city, subCity }, language),
    [id, city, subCity ?? null, language],
  );
}

/** The listings one kind of agreement may name (for rent or for sale), with the address's choice. */
export function useListingsOfDeal(deal: Deal, presetId = ''): AsyncData<Property[]> {
  const language = useDataLanguage();
  return useAsyncData('useListingsOfDeal', () => loadListingsOfDeal(deal, presetId, language), [
    deal,
    presetId,
    language,
  ]);
}

/** The listings of one deal that typed words find (by id or text); none for no words. */
export function useListingsOfDealMatching(deal: Deal, text: string): AsyncData<Property[]> {
  const language = useDataLanguage();
  return useAsyncData(
    'useListingsOfDealMatching',
    () => searchListingsOfDeal(deal, text, language),
    [deal, text, language],
  );
}

/** Every tag of the listings, sorted by name (the search form's suggestions). */
export function useListingTags(): AsyncData<string[]> {
  const language = useDataLanguage();
  return useAsyncData('useListingTags', () => loadListingTags(language), [language]);
}

/** A page of the portfolio for a chosen type and page. */
export function usePortfolioPage(type: string, page: number): AsyncData<PortfolioView> {
  const language = useDataLanguage();
  return useAsyncData('usePortfolioPage', () => loadPortfolioPage(type, page, language), [
    type,
    page,
    language,
  ]);
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
  const { data } = useAsyncData('useSavedListings', () => loadSavedListings(ids, language), [
    ids.join(','),
    language,
  ]);
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
  return useAsyncData('useAgents', () => loadAgents(language), [language]);
}

/** One agent by id. */
export function useAgent(id: string | null | undefined): AsyncData<Agent | undefined> {
  const language = useDataLanguage();
  return useAsyncData(
    'useAgent',
    () => (id ? getAgentById(id, language) : Promise.resolve(undefined)),
    [id, language],
  );
}

/** Every blog post. */
export function useBlogPosts(): AsyncData<BlogPost[]> {
  const language = useDataLanguage();
  return useAsyncData('useBlogPosts', () => loadBlogPosts(language), [language]);
}

/** One blog post by id. */
export function useBlogPost(id: string | null | undefined): AsyncData<BlogPost | undefined> {
  const language = useDataLanguage();
  return useAsyncData(
    'useBlogPost',
    () => (id ? getBlogPostById(id, language) : Promise.resolve(undefined)),
    [id, language],
  );
}

// ------------------------------------------------------------ home sections and pages

/** `home-slider.json`: the hero slides. */
export function useHomeSlider(): AsyncData<HomeSliderAsset> {
  const language = useDataLanguage();
  return useAsyncData('useHomeSlider', () => loadHomeSlider(language), [language]);
}

/** `slider.json`: the property carousel, resolved. */
export function useSlider(): AsyncData<PropertySection> {
  const language = useDataLanguage();
  return useAsyncData('useSlider', () => loadSlider(language), [language]);
}

/** `latest-for-sale.json`, resolved. */
export function useLatestForSale(): AsyncData<PropertySection> {
  const language = useDataLanguage();
  return useAsyncData('useLatestForSale', () => loadLatestForSale(language), [language]);
}

/** `latest-for-rent.json`, resolved. */
export function useLatestForRent(): AsyncData<PropertySection> {
  const language = useDataLanguage();
  return useAsyncData('useLatestForRent', () => loadLatestForRent(language), [language]);
}

/** `featured-property.json`, resolved. */
export function useFeaturedProperties(): AsyncData<PropertySection> {
  const language = useDataLanguage();
  return useAsyncData('useFeaturedProperties', () => loadFeaturedProperties(language), [language]);
}

/** `new-offer.json`, resolved. */
export function useNewOffers(): AsyncData<NewOfferSection> {
  const language = useDataLanguage();
  return useAsyncData('useNewOffers', () => loadNewOffers(language), [language]);
}

/** `property-of-the-day.json`, resolved. */
export function usePropertyOfTheDay(): AsyncData<PropertyOfTheDaySection> {
  const language = useDataLanguage();
  return useAsyncData('usePropertyOfTheDay', () => loadPropertyOfTheDay(language), [language]);
}

/** `property-in-city.json`. */
export function usePropertyInCity(): AsyncData<PropertyInCityAsset> {
  const language = useDataLanguage();
  return useAsyncData('usePropertyInCity', () => loadPropertyInCity(language), [language]);
}

/** `banner.json`. */
export function useBanner(): AsyncData<BannerAsset> {
  const language = useDataLanguage();
  return useAsyncData('useBanner', () => loadBanner(language), [language]);
}

/** `agents.json`: the home "our agents" section, resolved. */
export function useAgentsSection(): AsyncData<AgentSection> {
  const language = useDataLanguage();
  return useAsyncData('useAgentsSection', () => loadAgentsSection(language), [language]);
}

/** `happy-clients.json`. */
export function useHappyClients(): AsyncData<HappyClientsAsset> {
  const language = useDataLanguage();
  return useAsyncData('useHappyClients', () => loadHappyClients(language), [language]);
}

/** `brand.json`. */
export function useBrands(): AsyncData<BrandAsset> {
  const language = useDataLanguage();
  return useAsyncData('useBrands', () => loadBrands(language), [language]);
}

/** `provided-services.json`. */
export function useProvidedServices(): AsyncData<ProvidedServicesAsset> {
  const language = useDataLanguage();
  return useAsyncData('useProvidedServices', () => loadProvidedServices(language), [language]);
}

/** `pricing-plan.json`. */
export function usePricingPlans(): AsyncData<PricingPlanAsset> {
  const language = useDataLanguage();
  return useAsyncData('usePricingPlans', () => loadPricingPlans(language), [language]);
}

/** `latest-blog.json`, resolved. */
export function useLatestBlog(): AsyncData<BlogSection> {
  const language = useDataLanguage();
  return useAsyncData('useLatestBlog', () => loadLatestBlog(language), [language]);
}

/** `people-say.json`. */
export function usePeopleSay(): AsyncData<PeopleSayAsset> {
  const language = useDataLanguage();
  return useAsyncData('usePeopleSay', () => loadPeopleSay(language), [language]);
}

/** `agency.json`. */
export function useAgency(): AsyncData<Agency> {
  const language = useDataLanguage();
  return useAsyncData('useAgency', () => loadAgency(language), [language]);
}

/** `faq.json`. */
export function useFaq(): AsyncData<FaqAsset> {
  const language = useDataLanguage();
  return useAsyncData('useFaq', () => loadFaq(language), [language]);
}

/** `terms-and-conditions.json`. */
export function useTermsAndConditions(): AsyncData<LegalDocument> {
  const language = useDataLanguage();
  return useAsyncData('useTermsAndConditions', () => loadTermsAndConditions(language), [language]);
}

/** `privacy-policy.json`. */
export function usePrivacyPolicy(): AsyncData<LegalDocument> {
  const language = useDataLanguage();
  return useAsyncData('usePrivacyPolicy', () => loadPrivacyPolicy(language), [language]);
}
