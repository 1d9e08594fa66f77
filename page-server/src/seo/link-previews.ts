import type { ImageRef } from './sources';
import type { SiteData } from './site-data';

/*
 * Link previews (Telegram, Facebook, WhatsApp, X) show no SVG: each picture a head names gets a
 * raster copy, 1200×630 JPEG (the size those previews are drawn at), written into the shell's
 * build by scripts/generate-images/link-previews.ts. A head names the copy when the build has it
 * and the SVG otherwise (docs/seo.md#link-preview-images). A seller's photo brings its own copy,
 * made by the listings service with the photo's other sizes (`ImageRef.preview`,
 * docs/publishing.md#photos), at an absolute address on the service.
 */

/** The size and type of every link-preview image. */
export const LINK_PREVIEW = { width: 1200, height: 630, type: 'image/jpeg' } as const;

const IMAGES = '/assets/images/';
/** Where the copies live in the shell's build (and so on the site). */
export const LINK_PREVIEW_DIR = '/assets/link-previews/';

/**
 * The address of a picture's link-preview copy: `/assets/images/properties/b01-1.svg` →
 * `/assets/link-previews/properties/b01-1.jpg`; undefined for a picture outside the site's image
 * folder (nothing is drawn for it).
 */
export function linkPreviewPath(src: string): string | undefined {
  if (!src.startsWith(IMAGES) || !/^[\w/-]+\.svg$/.test(src.slice(IMAGES.length))) return undefined;
  return `${LINK_PREVIEW_DIR}${src.slice(IMAGES.length, -'.svg'.length)}.jpg`;
}

/**
 * The picture a link preview shows: a seller's photo's own preview (`image.preview`, a JPEG on the
 * listings service); else the raster copy when `available` says the build has it (its size and type
 * those of every copy); else the picture as is. The alternative text is the picture's.
 */
export function linkPreviewImage(
  image: ImageRef,
  available: (path: string) => boolean,
): Omit<ImageRef, 'widths' | 'preview'> & { type?: string } {
  if (image.preview) {
    const { src, width, height } = image.preview;
    return { src, width, height, alt: image.alt, type: LINK_PREVIEW.type };
  }
  const preview = linkPreviewPath(image.src);
  if (preview === undefined || !available(preview)) return image;
  return {
    src: preview,
    width: LINK_PREVIEW.width,
    height: LINK_PREVIEW.height,
    alt: image.alt,
    type: LINK_PREVIEW.type,
  };
}

/**
 * Every picture a head can name, once: each property's first picture, each post's, each agent's
 * portrait and the agency's (the home, listing and other pages), in every language.
 */
export function linkPreviewSources(data: SiteData): string[] {
  const sources = new Set<string>();
  for (const localized of Object.values(data.byLanguage)) {
    sources.add(localized.agency.image.src);
    for (const property of localized.properties) {
      const first = property.images[0];
      if (first) sources.add(first.src);
    }
    for (const post of localized.posts) sources.add(post.image.src);
    for (const agent of localized.agents) sources.add(agent.photo.src);
  }
  return [...sources].filter((src) => linkPreviewPath(src) !== undefined).sort();
}
