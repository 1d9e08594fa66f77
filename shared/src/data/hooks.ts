import { useCallback, useEffect, useMemo, useState, type DependencyList } from 'react';
import { messageFromError } from '../domain/error-handler';
import type { Property } from '../domain/property';
import {
  getAgentById,
  getBlogPostById,
  getPropertyById,
  loadAgency,
  loadAgents,
  loadAgentsSection,
  loadBanner,
  loadBlogPosts,
  loadBrands,
  loadFaq,
  loadFeaturedProperties,
  loadHappyClients,
  loadHomeSlider,
  loadLatestBlog,
  loadLatestForRent,
  loadLatestForSale,
  loadNewOffers,
  loadPeopleSay,
  loadPricingPlans,
  loadPrivacyPolicy,
  loadProperties,
  loadPropertiesByAgent,
  loadPropertiesByOwner,
  loadPropertyInCity,
  loadPropertyOfTheDay,
  loadProvidedServices,
  loadSlider,
  loadTermsAndConditions,
} from './loader';
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
  /** The message to show when the load failed (spec §8 rules; names the file), else null. */
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
 */
export function useAsyncData<T>(loader: () => Promise<T>, deps: DependencyList): AsyncData<T> {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  // A fresh token per request: the render compares it with the outcome's, so no state has to be
  // reset synchronously inside the effect when deps change.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps, like useEffect's
  const request = useMemo(() => ({}), [...deps, attempt]);

  useEffect(() => {
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
  const current = outcome?.request === request ? outcome : undefined;
  return {
    data: current?.data,
    loading: current === undefined,
    error: current?.error ?? null,
    retry,
  };
}

// ------------------------------------------------------------ master lists

/** Every property. */
export function useProperties(): AsyncData<Property[]> {
  return useAsyncData(loadProperties, []);
}

/** One property by id (`data` undefined and `loading` false for an unknown id). */
export function useProperty(id: string | null | undefined): AsyncData<Property | undefined> {
  return useAsyncData(() => (id ? getPropertyById(id) : Promise.resolve(undefined)), [id]);
}

/** The properties of one agent. */
export function usePropertiesByAgent(agentId: string): AsyncData<Property[]> {
  return useAsyncData(() => loadPropertiesByAgent(agentId), [agentId]);
}

/** The listings of one account, by its userCode. */
export function usePropertiesByOwner(userCode: string): AsyncData<Property[]> {
  return useAsyncData(() => loadPropertiesByOwner(userCode), [userCode]);
}

/** Every agent. */
export function useAgents(): AsyncData<Agent[]> {
  return useAsyncData(loadAgents, []);
}

/** One agent by id. */
export function useAgent(id: string | null | undefined): AsyncData<Agent | undefined> {
  return useAsyncData(() => (id ? getAgentById(id) : Promise.resolve(undefined)), [id]);
}

/** Every blog post. */
export function useBlogPosts(): AsyncData<BlogPost[]> {
  return useAsyncData(loadBlogPosts, []);
}

/** One blog post by id. */
export function useBlogPost(id: string | null | undefined): AsyncData<BlogPost | undefined> {
  return useAsyncData(() => (id ? getBlogPostById(id) : Promise.resolve(undefined)), [id]);
}

// ------------------------------------------------------------ home sections and pages

/** `home-slider.json`: the hero slides. */
export function useHomeSlider(): AsyncData<HomeSliderAsset> {
  return useAsyncData(loadHomeSlider, []);
}

/** `slider.json`: the property carousel, resolved. */
export function useSlider(): AsyncData<PropertySection> {
  return useAsyncData(loadSlider, []);
}

/** `latest-for-sale.json`, resolved. */
export function useLatestForSale(): AsyncData<PropertySection> {
  return useAsyncData(loadLatestForSale, []);
}

/** `latest-for-rent.json`, resolved. */
export function useLatestForRent(): AsyncData<PropertySection> {
  return useAsyncData(loadLatestForRent, []);
}

/** `featured-property.json`, resolved. */
export function useFeaturedProperties(): AsyncData<PropertySection> {
  return useAsyncData(loadFeaturedProperties, []);
}

/** `new-offer.json`, resolved. */
export function useNewOffers(): AsyncData<NewOfferSection> {
  return useAsyncData(loadNewOffers, []);
}

/** `property-of-the-day.json`, resolved. */
export function usePropertyOfTheDay(): AsyncData<PropertyOfTheDaySection> {
  return useAsyncData(loadPropertyOfTheDay, []);
}

/** `property-in-city.json`. */
export function usePropertyInCity(): AsyncData<PropertyInCityAsset> {
  return useAsyncData(loadPropertyInCity, []);
}

/** `banner.json`. */
export function useBanner(): AsyncData<BannerAsset> {
  return useAsyncData(loadBanner, []);
}

/** `agents.json`: the home "our agents" section, resolved. */
export function useAgentsSection(): AsyncData<AgentSection> {
  return useAsyncData(loadAgentsSection, []);
}

/** `happy-clients.json`. */
export function useHappyClients(): AsyncData<HappyClientsAsset> {
  return useAsyncData(loadHappyClients, []);
}

/** `brand.json`. */
export function useBrands(): AsyncData<BrandAsset> {
  return useAsyncData(loadBrands, []);
}

/** `provided-services.json`. */
export function useProvidedServices(): AsyncData<ProvidedServicesAsset> {
  return useAsyncData(loadProvidedServices, []);
}

/** `pricing-plan.json`. */
export function usePricingPlans(): AsyncData<PricingPlanAsset> {
  return useAsyncData(loadPricingPlans, []);
}

/** `latest-blog.json`, resolved. */
export function useLatestBlog(): AsyncData<BlogSection> {
  return useAsyncData(loadLatestBlog, []);
}

/** `people-say.json`. */
export function usePeopleSay(): AsyncData<PeopleSayAsset> {
  return useAsyncData(loadPeopleSay, []);
}

/** `agency.json`. */
export function useAgency(): AsyncData<Agency> {
  return useAsyncData(loadAgency, []);
}

/** `faq.json`. */
export function useFaq(): AsyncData<FaqAsset> {
  return useAsyncData(loadFaq, []);
}

/** `terms-and-conditions.json`. */
export function useTermsAndConditions(): AsyncData<LegalDocument> {
  return useAsyncData(loadTermsAndConditions, []);
}

/** `privacy-policy.json`. */
export function usePrivacyPolicy(): AsyncData<LegalDocument> {
  return useAsyncData(loadPrivacyPolicy, []);
}
