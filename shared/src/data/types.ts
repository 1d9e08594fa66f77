import type { GeoPoint, ImageRef, Property } from '../domain/property';

/*
 * The shape of every JSON asset in `assets/data/` (one interface per file, named `…Asset` when the
 * file is a home-page section), and of what the loader returns once ids are resolved to objects.
 * Prices are in US dollars (the currency base); dates are ISO `YYYY-MM-DD`; image `src` values are
 * root-relative (`/assets/images/…`) and carry their intrinsic `width` and `height`.
 */

/** A link inside the site: a visible label and a router path (may carry a query string). */
export interface SiteLink {
  label: string;
  path: string;
}

/** A profile on a social network or messaging app. */
export interface SocialLink {
  /** e.g. 'facebook', 'telegram', 'instagram', 'linkedin', 'youtube', 'x'. */
  network: string;
  url: string;
}

/** A Betoch agent (`agent-data.json`). */
export interface Agent {
  /** A slug, e.g. "hanna-girma" (used in `/agent/agent-profile?id=…`). */
  id: string;
  name: string;
  /** Job title shown under the name, e.g. "Rental specialist". */
  role: string;
  /** Square portrait, 400×400. */
  photo: ImageRef;
  /** International format, e.g. "+251 911 482 630". */
  phone: string;
  email: string;
  /** The office the agent works from. */
  office: string;
  languages: string[];
  bio: string;
  /** Number of the agent's listings on the site (properties whose `agentId` is this id). */
  listings: number;
  experienceYears?: number;
  specialties?: string[];
  social: SocialLink[];
}

/** A blog post (`blog-details.json`). */
export interface BlogPost {
  /** A slug, e.g. "checking-a-title-deed" (used in `/page/blog-detail/…?id=…`). */
  id: string;
  title: string;
  /** Publication date, ISO `YYYY-MM-DD`. */
  date: string;
  /** The author's display name. */
  author: string;
  /** The author's agent id, when the author is one of the agents. */
  authorId?: string;
  category: string;
  tags: string[];
  /** Header illustration, 960×540 (16:9). */
  image: ImageRef;
  /** One or two sentences for cards and teasers. */
  summary: string;
  /** The article as plain-text paragraphs (no HTML). */
  body: string[];
}

/** The heading every home section carries. */
export interface SectionHeading {
  title: string;
  subtitle: string;
}

/** A section that lists properties by id (slider, latest for sale / rent, featured). */
export interface PropertyIdsAsset extends SectionHeading {
  propertyIds: string[];
}

/** A slide of the home hero (`home-slider.json`). */
export interface HeroSlide {
  id: string;
  heading: string;
  text: string;
  /** Full-width illustration, 1600×700. */
  image: ImageRef;
  action: SiteLink;
}

export interface HomeSliderAsset extends SectionHeading {
  slides: HeroSlide[];
}

/** A reduced-price listing of `new-offer.json`. */
export interface NewOfferEntry {
  propertyId: string;
  /** A short badge, e.g. "Price reduced". */
  label: string;
  /** The price before the offer, in US dollars (per month for rentals). */
  previousPrice?: number;
}

export interface NewOfferAsset extends SectionHeading {
  offers: NewOfferEntry[];
}

/** A city card of `property-in-city.json`. */
export interface CityCard {
  id: string;
  name: string;
  /** The name in Amharic (Ethiopic script). */
  nameAm?: string;
  /** The `params` tag that selects this city's properties in a listing filter. */
  tag: string;
  /** Number of properties carrying `tag` in `property-details.json`. */
  count: number;
  description: string;
  /** 600×400. */
  image: ImageRef;
}

export interface PropertyInCityAsset extends SectionHeading {
  cities: CityCard[];
}

/** The full-width call to action (`banner.json`). */
export interface BannerAsset extends SectionHeading {
  text: string;
  /** 1600×500; darker on its left half, where the text goes. */
  image: ImageRef;
  primaryAction: SiteLink;
  secondaryAction?: SiteLink;
  phone?: string;
}

/** The home "our agents" section (`agents.json`). */
export interface AgentIdsAsset extends SectionHeading {
  agentIds: string[];
}

/** A client quote of `happy-clients.json`. */
export interface HappyClient {
  id: string;
  name: string;
  /** What the client did with us, e.g. "Bought a condominium at CMC". */
  role: string;
  city: string;
  /** 160×160. */
  avatar: ImageRef;
  quote: string;
}

export interface HappyClientsAsset extends SectionHeading {
  clients: HappyClient[];
}

/** A partner of `brand.json` (invented names). */
export interface Brand {
  id: string;
  name: string;
  /** e.g. "Bank", "Developer", "Insurer". */
  kind: string;
  description: string;
  /** Wordmark, 240×80. */
  logo: ImageRef;
}

export interface BrandAsset extends SectionHeading {
  brands: Brand[];
}

/** A service of `provided-services.json`. */
export interface ProvidedService {
  id: string;
  title: string;
  text: string;
  /** 96×96 decorative icon: its `alt` is empty because the title says it all. */
  icon: ImageRef;
  /** Where "read more" leads. */
  path?: string;
}

export interface ProvidedServicesAsset extends SectionHeading {
  services: ProvidedService[];
}

/** A listing plan of `pricing-plan.json`. */
export interface PricingPlan {
  id: string;
  name: string;
  /** Price in birr (ETB), VAT included. */
  priceEtb: number;
  /** The same price in US dollars, for owners paying from abroad. */
  priceUsd: number;
  period: 'month' | 'year';
  /** Active listings allowed. */
  listings: number;
  featuredListings: number;
  /** How long each listing stays online. */
  durationDays: number;
  /** The plan to draw attention to. */
  highlighted: boolean;
  features: string[];
}

export interface PricingPlanAsset extends SectionHeading {
  note?: string;
  plans: PricingPlan[];
}

/** The home "latest blog" section (`latest-blog.json`). */
export interface PostIdsAsset extends SectionHeading {
  postIds: string[];
}

export interface PropertyOfTheDayAsset extends SectionHeading {
  propertyId: string;
  /** Why this property was chosen. */
  note?: string;
}

/** A review of `people-say.json`. */
export interface Testimonial {
  id: string;
  name: string;
  role: string;
  /** 160×160. */
  avatar: ImageRef;
  /** 1 to 5 stars. */
  rating: number;
  date: string;
  text: string;
}

export interface PeopleSayAsset extends SectionHeading {
  testimonials: Testimonial[];
}

export interface OpeningHours {
  days: string;
  time: string;
}

/** A figure for a counter, e.g. { label: "Homes rented", value: 3400 }. */
export interface Stat {
  label: string;
  value: number;
}

/** The agency itself (`agency.json`): contact pages, footer, about page. */
export interface Agency {
  name: string;
  nameAm?: string;
  tagline: string;
  address: string;
  city: string;
  poBox?: string;
  phone: string;
  mobile?: string;
  email: string;
  website?: string;
  hours: OpeningHours[];
  /** The office, for the contact map. */
  location: GeoPoint;
  /** 800×600. */
  image: ImageRef;
  /** About text, in paragraphs. */
  about: string[];
  stats: Stat[];
  social: SocialLink[];
}

export interface FaqItem {
  id: string;
  category: string;
  question: string;
  answer: string;
}

export interface FaqAsset extends SectionHeading {
  items: FaqItem[];
}

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

/** `terms-and-conditions.json` and `privacy-policy.json`. */
export interface LegalDocument {
  title: string;
  /** Date of the current version, ISO `YYYY-MM-DD`. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** Every asset by name; the name is also the file name without `.json`. */
export interface AssetTypes {
  'property-details': Property[];
  'agent-data': Agent[];
  'blog-details': BlogPost[];
  'home-slider': HomeSliderAsset;
  slider: PropertyIdsAsset;
  'latest-for-sale': PropertyIdsAsset;
  'featured-property': PropertyIdsAsset;
  'latest-for-rent': PropertyIdsAsset;
  'new-offer': NewOfferAsset;
  'property-in-city': PropertyInCityAsset;
  banner: BannerAsset;
  agents: AgentIdsAsset;
  'happy-clients': HappyClientsAsset;
  brand: BrandAsset;
  'provided-services': ProvidedServicesAsset;
  'pricing-plan': PricingPlanAsset;
  'latest-blog': PostIdsAsset;
  'property-of-the-day': PropertyOfTheDayAsset;
  'people-say': PeopleSayAsset;
  agency: Agency;
  faq: FaqAsset;
  'terms-and-conditions': LegalDocument;
  'privacy-policy': LegalDocument;
}

/** The name of a JSON asset, e.g. 'latest-for-sale' for `latest-for-sale.json`. */
export type AssetName = keyof AssetTypes;

// ------------------------------------------------------------ resolved sections

/** A section whose property ids were resolved (unknown ids dropped). */
export interface PropertySection extends SectionHeading {
  properties: Property[];
}

export interface NewOffer {
  property: Property;
  label: string;
  previousPrice?: number;
}

export interface NewOfferSection extends SectionHeading {
  offers: NewOffer[];
}

export interface AgentSection extends SectionHeading {
  agents: Agent[];
}

export interface BlogSection extends SectionHeading {
  posts: BlogPost[];
}

export interface PropertyOfTheDaySection extends SectionHeading {
  /** Undefined when the file names an unknown property (a warning is logged). */
  property: Property | undefined;
  note?: string;
}
