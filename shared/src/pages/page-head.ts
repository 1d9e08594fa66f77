import type { Language } from '../domain/constants';
import { agentUrl, blogPostUrl, propertyUrl } from '../domain/links';
import type { ImageRef } from '../domain/property';
import { requiredText, textRef, type PageTexts } from './page-texts';
import type { LocalizedSiteData } from './site-data';
import {
  pageTextOf,
  type CrumbSpec,
  type EntityPage,
  type FixedPage,
  type SectionPages,
  type SitePage,
} from './site-pages';
import {
  agencyJsonLd,
  blogPosting,
  breadcrumbList,
  realEstateAgent,
  realEstateListing,
  type JsonLd,
  type LdContext,
} from './structured-data';
import { isSitePath } from './site-pages';
import { absoluteUrl } from './urls';

/*
 * What a page's head says, before the shell's server writes it as HTML: title, description, the
 * canonical address (or none: noindex), the picture of link previews and the JSON-LD. Pure: the
 * page a section describes, its language, texts and data in; plain data out, which a render worker
 * can send to the page server. docs/seo.md gives the rules.
 */

/** The site's name, after every title ("Five-bedroom villa … — Betoch") and in previews. */
export const SITE_NAME = 'Betoch';

/** The namespace by which a page names the shell's own texts (`shared/assets/i18n`). */
export const SHELL_TEXTS = 'shell';

/** What a head says, before it is written as HTML. */
export interface HeadParts {
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

/** What a page's head is made from. */
export interface PageHeadInput {
  language: Language;
  /** The site's origin, e.g. `https://betoch.et`: canonical and JSON-LD addresses. */
  origin: string;
  /** The page's texts: its section's and the shell's. */
  texts: PageTexts;
  /** The data in the page's language; undefined when it could not be read. */
  data: LocalizedSiteData | undefined;
}

/** A description clipped for search results and previews: at most `max` characters, at a word. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

function fullTitle(title: string): string {
  return `${title} — ${SITE_NAME}`;
}

/**
 * The head of a page the site does not know, or without data: the site's own title and summary,
 * from the shell's texts.
 */
export function genericHead(texts: PageTexts, data: LocalizedSiteData | undefined): HeadParts {
  return {
    title: fullTitle(requiredText(texts, textRef(SHELL_TEXTS, 'site.title'))),
    description: clip(requiredText(texts, textRef(SHELL_TEXTS, 'footer.about'))),
    image: data?.agency.image,
    ogType: 'website',
    jsonLd: [],
  };
}

function trail(
  crumbs: readonly CrumbSpec[],
  current: { name: string; path: string },
  texts: PageTexts,
  { origin, language }: LdContext,
): JsonLd {
  return breadcrumbList([
    ...crumbs.map((crumb) => ({
      name: requiredText(texts, crumb.label),
      url: absoluteUrl(origin, crumb.path, language),
    })),
    { name: current.name, url: absoluteUrl(origin, current.path, language) },
  ]);
}

function fixedHead(page: FixedPage, input: PageHeadInput, ctx: LdContext): HeadParts {
  const { texts, data } = input;
  const generic = genericHead(texts, data);
  const context = { language: input.language, texts, data };
  const title = pageTextOf(page.title, context);
  const description = pageTextOf(page.description, context);
  const jsonLd: JsonLd[] = [];
  if (page.indexed && title !== undefined && page.crumbs) {
    jsonLd.push(trail(page.crumbs, { name: title, path: page.canonical }, texts, ctx));
  }
  if (page.indexed && data && page.presentsAgency) jsonLd.push(agencyJsonLd(data.agency, ctx));
  return {
    ...generic,
    title: title === undefined ? generic.title : fullTitle(title),
    description: clip(description ?? generic.description),
    canonical: page.indexed ? page.canonical : undefined,
    jsonLd,
  };
}

/** The canonical address of an entity's page: the layout the site's own links use. */
export function entityCanonical(page: Pick<EntityPage, 'kind' | 'id'>): string {
  if (page.kind === 'property') return propertyUrl(page.id);
  if (page.kind === 'post') return blogPostUrl(page.id);
  return agentUrl(page.id);
}

/** The head of a property, post or agent page; undefined when the id names nothing known. */
function entityHead(
  page: EntityPage,
  texts: PageTexts,
  data: LocalizedSiteData,
  ctx: LdContext,
): HeadParts | undefined {
  const canonical = entityCanonical(page);
  const url = absoluteUrl(ctx.origin, canonical, ctx.language);
  const crumbsTo = (name: string) => trail(page.crumbs, { name, path: canonical }, texts, ctx);
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
      ? absoluteUrl(ctx.origin, agentUrl(author.id), ctx.language)
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

/**
 * The head of a page: its title, description, canonical address (undefined: noindex) and JSON-LD.
 * An unknown page or id gives the generic head with noindex; without data a property, post or
 * agent page gives the generic head under its own address (it may well exist).
 */
export function pageHead(page: SitePage, input: PageHeadInput): HeadParts {
  const ctx: LdContext = { origin: input.origin, language: input.language };
  if (page.kind === 'fixed') return fixedHead(page, input, ctx);
  if (page.kind === 'unknown') return genericHead(input.texts, input.data);
  if (!input.data)
    return { ...genericHead(input.texts, undefined), canonical: entityCanonical(page) };
  return entityHead(page, input.texts, input.data, ctx) ?? genericHead(input.texts, input.data);
}

/** `/theme/classic/` → `/theme/classic` (the router matches both). */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The page an address shows among sections' pages; `unknown` when none has it. */
export function resolveSitePage(
  sections: readonly SectionPages[],
  path: string,
  search: string,
): SitePage {
  for (const section of sections) {
    const page = section.resolve(path, search);
    if (page) return page;
  }
  return { kind: 'unknown' };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const OG_TYPES: readonly unknown[] = ['website', 'article', 'profile'];

/** Whether a value (a render worker's answer) is HeadParts; anything else is not written. */
export function isHeadParts(value: unknown): value is HeadParts {
  if (!isRecord(value)) return false;
  const { image, og, jsonLd } = value;
  return (
    typeof value.title === 'string' &&
    typeof value.description === 'string' &&
    (value.canonical === undefined || isSitePath(value.canonical)) &&
    OG_TYPES.includes(value.ogType) &&
    (image === undefined ||
      (isRecord(image) &&
        typeof image.src === 'string' &&
        typeof image.width === 'number' &&
        typeof image.height === 'number' &&
        typeof image.alt === 'string')) &&
    (og === undefined ||
      (Array.isArray(og) &&
        og.every(
          (pair) =>
            Array.isArray(pair) &&
            pair.length === 2 &&
            pair.every((part) => typeof part === 'string'),
        ))) &&
    Array.isArray(jsonLd) &&
    jsonLd.every(isRecord)
  );
}
