import { clip, escapeHtml, jsonLdScript, link, meta } from './html';
import {
  agentCanonical,
  entityCanonical,
  resolvePage,
  type CrumbSpec,
  type EntityPage,
  type FixedPage,
  type PageTextSource,
} from './pages';
import type { LocalizedSiteData, SiteData } from './site-data';
import {
  agencyJsonLd,
  blogPosting,
  breadcrumbList,
  realEstateAgent,
  realEstateListing,
  type JsonLd,
  type LdContext,
} from './structured-data';
import { DEFAULT_LANGUAGE, LANGUAGES, pageTextOf, type ImageRef, type Language } from './sources';
import { linkPreviewImage } from './link-previews';
import { pageText, text, textsIn } from './texts';
import { absoluteUrl, assetUrl } from './urls';

/*
 * The `<head>` of a page, for the server to put in place of index.html's static title and
 * description: what search engines and link previews (Telegram, Facebook, WhatsApp) read. Pure:
 * the address, the language and the data in, HTML out; every value is escaped.
 */

/** The site's name, after every title ("Five-bedroom villa … — Betoch") and in previews. */
export const SITE_NAME = 'Betoch';

/** The Open Graph locale of each language. */
export const OG_LOCALES: Readonly<Record<Language, string>> = { en: 'en_US', am: 'am_ET' };

/** What the head of a page is built from. */
export interface HeadInput {
  /** The path asked for, e.g. `/property/image-box`. */
  pathname: string;
  /** Its query, with or without `?`, e.g. `?id=b01&lang=am`. */
  search: string;
  /** The page's language (the address's: see `languageOfSearch`). */
  language: Language;
  /** The site's origin, e.g. `https://betoch.et` (BETOCH_SITE_ORIGIN). */
  origin: string;
  /** The site's data; undefined when it could not be read (the generic head then). */
  data: SiteData | undefined;
  /**
   * Whether the build holds a link-preview file (`/assets/link-previews/….jpg`): a picture with
   * one is named by its raster copy, others as they are (default: none).
   */
  hasLinkPreview?: (path: string) => boolean;
}

/** What a head says, before it is written as HTML. */
interface HeadParts {
  title: string;
  description: string;
  /** The page's address without language, when the page is indexed; undefined means noindex. */
  canonical?: string;
  image?: ImageRef;
  ogType: 'website' | 'article' | 'profile';
  /** Extra Open Graph properties (e.g. `article:published_time`). */
  og?: readonly (readonly [string, string])[];
  jsonLd: readonly JsonLd[];
}

function fullTitle(title: string): string {
  return `${title} — ${SITE_NAME}`;
}

/** The head of the home page's kind, for an address the site does not know or without data. */
function genericParts(language: Language, data: LocalizedSiteData | undefined): HeadParts {
  return {
    title: fullTitle(pageText(language, text('content', 'hero.classic.title'))),
    description: clip(pageText(language, text('shell', 'footer.about'))),
    image: data?.agency.image,
    ogType: 'website',
    jsonLd: [],
  };
}

function textOf(
  source: PageTextSource | undefined,
  language: Language,
  data: LocalizedSiteData | undefined,
): string | undefined {
  return pageTextOf(source, { language, texts: textsIn(language), data });
}

function trail(
  crumbs: readonly CrumbSpec[],
  current: { name: string; path: string },
  { origin, language }: LdContext,
): JsonLd {
  return breadcrumbList([
    ...crumbs.map((crumb) => ({
      name: pageText(language, crumb.label),
      url: absoluteUrl(origin, crumb.path, language),
    })),
    { name: current.name, url: absoluteUrl(origin, current.path, language) },
  ]);
}

function fixedParts(
  page: FixedPage,
  language: Language,
  data: LocalizedSiteData | undefined,
  ctx: LdContext,
): HeadParts {
  const generic = genericParts(language, data);
  const title = textOf(page.title, language, data);
  const description = textOf(page.description, language, data);
  const jsonLd: JsonLd[] = [];
  if (page.indexed && title !== undefined && page.crumbs) {
    jsonLd.push(trail(page.crumbs, { name: title, path: page.canonical }, ctx));
  }
  if (page.indexed && data && page.presentsAgency) {
    jsonLd.push(agencyJsonLd(data.agency, ctx));
  }
  return {
    ...generic,
    title: title === undefined ? generic.title : fullTitle(title),
    description: clip(description ?? generic.description),
    canonical: page.indexed ? page.canonical : undefined,
    jsonLd,
  };
}

/** The head of a property, post or agent page; undefined when the id names nothing known. */
function entityParts(
  page: EntityPage,
  language: Language,
  data: LocalizedSiteData,
  ctx: LdContext,
): HeadParts | undefined {
  const canonical = entityCanonical(page);
  const url = absoluteUrl(ctx.origin, canonical, language);
  const crumbsTo = (name: string) => trail(page.crumbs, { name, path: canonical }, ctx);
  if (page.kind === 'property') {
    const property = data.properties.find((p) => p.id === page.id);
    if (!property) return undefined;
    return {
      title: fullTitle(property.title),
      description: clip(property.description),
      canonical,
      image: property.images[0],
      ogType: 'website',
      jsonLd: [realEstateListing(property, url, ctx), crumbsTo(property.title)],
    };
  }
  if (page.kind === 'post') {
    const post = data.posts.find((p) => p.id === page.id);
    if (!post) return undefined;
    const author = post.authorId ? data.agents.find((a) => a.id === post.authorId) : undefined;
    const authorUrl = author
      ? absoluteUrl(ctx.origin, agentCanonical(author.id), language)
      : undefined;
    return {
      title: fullTitle(post.title),
      description: clip(post.summary),
      canonical,
      image: post.image,
      ogType: 'article',
      og: [
        ['article:published_time', post.date],
        ['article:section', post.category],
        ...post.tags.map((tag) => ['article:tag', tag] as const),
      ],
      jsonLd: [blogPosting(post, data.agency, url, authorUrl, ctx), crumbsTo(post.title)],
    };
  }
  const agent = data.agents.find((a) => a.id === page.id);
  if (!agent) return undefined;
  return {
    title: fullTitle(agent.name),
    description: clip(`${agent.role}. ${agent.bio}`),
    canonical,
    image: agent.photo,
    ogType: 'profile',
    jsonLd: [realEstateAgent(agent, data.agency, url, ctx), crumbsTo(agent.name)],
  };
}

function partsFor(input: HeadInput, ctx: LdContext): HeadParts {
  const { language } = input;
  const localized = input.data?.byLanguage[language];
  const page = resolvePage(input.pathname, input.search);
  if (page.kind === 'fixed') return fixedParts(page, language, localized, ctx);
  if (page.kind === 'unknown') return genericParts(language, localized);
  if (!localized) {
    // Without data the page may well exist: the generic head, still indexable under its address.
    return { ...genericParts(language, undefined), canonical: entityCanonical(page) };
  }
  return entityParts(page, language, localized, ctx) ?? genericParts(language, localized);
}

function write(
  parts: HeadParts,
  { origin, language }: LdContext,
  hasLinkPreview: (path: string) => boolean,
): string {
  const lines = [
    `<title>${escapeHtml(parts.title)}</title>`,
    meta('name', 'description', parts.description),
  ];
  if (parts.canonical === undefined) {
    lines.push(meta('name', 'robots', 'noindex'));
  } else {
    const canonical = parts.canonical;
    lines.push(link({ rel: 'canonical', href: absoluteUrl(origin, canonical, language) }));
    for (const alternate of LANGUAGES) {
      lines.push(
        link({
          rel: 'alternate',
          hreflang: alternate,
          href: absoluteUrl(origin, canonical, alternate),
        }),
      );
    }
    lines.push(
      link({
        rel: 'alternate',
        hreflang: 'x-default',
        href: absoluteUrl(origin, canonical, DEFAULT_LANGUAGE),
      }),
    );
  }
  lines.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', parts.ogType),
    meta('property', 'og:title', parts.title),
    meta('property', 'og:description', parts.description),
  );
  if (parts.canonical !== undefined) {
    lines.push(meta('property', 'og:url', absoluteUrl(origin, parts.canonical, language)));
  }
  lines.push(meta('property', 'og:locale', OG_LOCALES[language]));
  for (const other of LANGUAGES.filter((l) => l !== language)) {
    lines.push(meta('property', 'og:locale:alternate', OG_LOCALES[other]));
  }
  for (const [property, content] of parts.og ?? []) lines.push(meta('property', property, content));
  const image = parts.image && linkPreviewImage(parts.image, hasLinkPreview);
  if (image) {
    const src = assetUrl(origin, image.src);
    lines.push(
      meta('property', 'og:image', src),
      meta('property', 'og:image:width', String(image.width)),
      meta('property', 'og:image:height', String(image.height)),
    );
    if (image.type) lines.push(meta('property', 'og:image:type', image.type));
    if (image.alt) lines.push(meta('property', 'og:image:alt', image.alt));
  }
  lines.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', parts.title),
    meta('name', 'twitter:description', parts.description),
  );
  if (image) {
    lines.push(meta('name', 'twitter:image', assetUrl(origin, image.src)));
    if (image.alt) lines.push(meta('name', 'twitter:image:alt', image.alt));
  }
  for (const block of parts.jsonLd) lines.push(jsonLdScript(block));
  return lines.join('\n');
}

/**
 * The HTML for a page's `<head>`: title, description, canonical and hreflang alternates (English
 * without a language parameter, Amharic with `lang=am`), Open Graph, Twitter card and JSON-LD. An
 * unknown address or id gives the generic head with `noindex`; `data` undefined (unreadable data
 * files) gives the generic head under the page's own address.
 */
export function headFor(input: HeadInput): string {
  const ctx: LdContext = { origin: input.origin, language: input.language };
  return write(partsFor(input, ctx), ctx, input.hasLinkPreview ?? (() => false));
}
