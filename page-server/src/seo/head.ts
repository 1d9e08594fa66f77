import { escapeHtml } from '@betoch/shared/domain/html-text';
import { jsonLdScript, link, meta } from './html';
import { linkPreviewImage } from './link-previews';
import { resolvePage } from '@betoch/shared/pages';
import type { SiteData } from './site-data';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  pageHead,
  SITE_NAME,
  type HeadParts,
  type Language,
  type PageTexts,
  type SectionPages,
} from './sources';
import { absoluteUrl, assetUrl } from './urls';

/*
 * The `<head>` of a page, for the server to put in place of index.html's static title and
 * description: what search engines and link previews (Telegram, Facebook, WhatsApp) read. What it
 * says (title, description, canonical, JSON-LD) is the page's section's (`pageHead` of
 * shared/src/pages, computed in the render worker with the section's own `./pages`); here it is
 * written as HTML, every value escaped.
 */

export { SITE_NAME };

/** The Open Graph locale of each language. */
export const OG_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en_US',
  am: 'am_ET',
  om: 'om_ET',
};

/**
 * The HTML for a page's `<head>`: title, description, canonical and hreflang alternates (English
 * without a language parameter, Amharic with `lang=am`, Oromo with `lang=om`), Open Graph, Twitter card and JSON-LD;
 * `noindex` when the head names no canonical address.
 */
export function headHtml(
  parts: HeadParts,
  { origin, language }: { origin: string; language: Language },
  hasLinkPreview: (path: string) => boolean = () => false,
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

/** What the head of a page is built from, in one process (tools and tests). */
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
  /** The sections' pages (each section's `./pages`). */
  sections: readonly SectionPages[];
  /** The pages' texts in the page's language. */
  texts: PageTexts;
  /** Whether the build holds a link-preview file (default: none). */
  hasLinkPreview?: (path: string) => boolean;
}

/**
 * A page's head as the page server and the render worker write it together: the page the sections
 * resolve the address to, its head, as HTML.
 */
export function headFor(input: HeadInput): string {
  const page = resolvePage(input.sections, input.pathname, input.search);
  const parts = pageHead(page, {
    language: input.language,
    origin: input.origin,
    texts: input.texts,
    data: input.data?.byLanguage[input.language],
  });
  return headHtml(parts, input, input.hasLinkPreview);
}
