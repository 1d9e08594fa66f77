import type { Language } from '../domain/constants';
import { DEFAULT_CURRENCY } from '../domain/currency';
import type { Property } from '../domain/property';
import { isForSale } from '../domain/property-id';
import type { Agency, Agent, BlogPost } from '../data/types';
import { absoluteUrl, assetUrl } from './urls';

/*
 * The schema.org descriptions (JSON-LD) of a page's main thing. Pure: data in, plain objects out;
 * the shell's server serializes them with `jsonLdScript`, which escapes whatever the texts hold.
 */

/** A JSON-LD object. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/**
 * The currency of every stored price: the data holds US dollars (the currency base of the spec,
 * factor 1; `types.ts`), and the page shows dollars until a visitor picks another currency, so the
 * structured data states the stored amount in USD rather than a converted birr figure.
 */
export const PRICE_CURRENCY = DEFAULT_CURRENCY.currency;

/** The address of the site in a language, for the ids and urls of the objects. */
export interface LdContext {
  origin: string;
  language: Language;
}

/** The schema.org type of a listing's place, by the data's property type. */
function accommodationType(type: string): string {
  const lower = type.toLowerCase();
  if (lower.includes('apartment') || lower.includes('condominium')) return 'Apartment';
  if (lower.includes('villa')) return 'SingleFamilyResidence';
  if (lower.includes('house')) return 'House';
  return 'Accommodation';
}

function postalAddress(streetAddress: string, locality?: string): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress,
    ...(locality ? { addressLocality: locality } : {}),
    addressCountry: 'ET',
  };
}

/**
 * A listing: `RealEstateListing` whose `mainEntity` is the place (bedrooms, bathrooms, floor size in
 * m² — unit code MTK —, address, coordinates) and whose `offers` is the sale or the monthly rent.
 */
export function realEstateListing(property: Property, url: string, ctx: LdContext): JsonLd {
  const place = `${url}#place`;
  const images = property.images.map((image) => assetUrl(ctx.origin, image.src));
  const sale = isForSale(property.id);
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: property.title,
    description: property.description,
    image: images,
    datePosted: property.date,
    inLanguage: ctx.language,
    mainEntity: {
      '@type': accommodationType(property.type),
      '@id': place,
      name: property.title,
      numberOfBedrooms: property.beds,
      numberOfBathroomsTotal: property.baths,
      floorSize: {
        '@type': 'QuantitativeValue',
        value: property.sqft,
        unitCode: 'MTK',
        unitText: 'm²',
      },
      address: postalAddress(property.address, property.city),
      geo: {
        '@type': 'GeoCoordinates',
        latitude: property.location.lat,
        longitude: property.location.lng,
      },
      ...(property.yearBuilt === undefined ? {} : { yearBuilt: property.yearBuilt }),
      image: images[0],
    },
    offers: {
      '@type': 'Offer',
      url,
      price: property.price,
      priceCurrency: PRICE_CURRENCY,
      businessFunction: sale
        ? 'http://purl.org/goodrelations/v1#Sell'
        : 'http://purl.org/goodrelations/v1#LeaseOut',
      ...(sale
        ? {}
        : {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: property.price,
              priceCurrency: PRICE_CURRENCY,
              unitCode: 'MON',
              unitText: 'month',
            },
          }),
      itemOffered: { '@id': place },
    },
  };
}

/** The agency, as the organisation behind the site (publisher, employer). */
export function agencyOrganization(agency: Agency, ctx: LdContext): JsonLd {
  return {
    '@type': 'RealEstateAgent',
    '@id': `${absoluteUrl(ctx.origin, '/')}#agency`,
    name: agency.name,
    url: absoluteUrl(ctx.origin, '/', ctx.language),
    logo: assetUrl(ctx.origin, '/assets/favicon.svg'),
    image: assetUrl(ctx.origin, agency.image.src),
    telephone: agency.phone,
    email: agency.email,
    address: postalAddress(agency.address, agency.city),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: agency.location.lat,
      longitude: agency.location.lng,
    },
  };
}

/** The agency on its own page (home, about, contact): a `RealEstateAgent` with its contact data. */
export function agencyJsonLd(agency: Agency, ctx: LdContext): JsonLd {
  return {
    '@context': CONTEXT,
    ...agencyOrganization(agency, ctx),
    description: agency.tagline,
    sameAs: agency.social.map((s) => s.url),
  };
}

/** An agent's profile: a `RealEstateAgent` working for the agency. */
export function realEstateAgent(
  agent: Agent,
  agency: Agency | undefined,
  url: string,
  ctx: LdContext,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateAgent',
    '@id': url,
    url,
    name: agent.name,
    description: agent.bio,
    image: assetUrl(ctx.origin, agent.photo.src),
    telephone: agent.phone,
    email: agent.email,
    address: postalAddress(agent.office),
    knowsLanguage: agent.languages,
    ...(agent.specialties ? { knowsAbout: agent.specialties } : {}),
    sameAs: agent.social.map((s) => s.url),
    ...(agency ? { parentOrganization: agencyOrganization(agency, ctx) } : {}),
  };
}

/** A blog post: `BlogPosting`, by its author (an agent's profile when the author is one). */
export function blogPosting(
  post: BlogPost,
  agency: Agency | undefined,
  url: string,
  authorUrl: string | undefined,
  ctx: LdContext,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: post.title,
    description: post.summary,
    image: assetUrl(ctx.origin, post.image.src),
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: ctx.language,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    wordCount: post.body.join(' ').split(/\s+/).filter(Boolean).length,
    author: { '@type': 'Person', name: post.author, ...(authorUrl ? { url: authorUrl } : {}) },
    ...(agency ? { publisher: agencyOrganization(agency, ctx) } : {}),
  };
}

/** One link of a breadcrumb trail, with an absolute URL. */
export interface Breadcrumb {
  name: string;
  url: string;
}

/** The trail the page shows, as a `BreadcrumbList`. */
export function breadcrumbList(items: readonly Breadcrumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
