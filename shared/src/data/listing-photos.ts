import type { ImageCandidate, ImageRef, Property } from '../domain/property';

/*
 * A seller's photos are the listings service's files (docs/publishing.md#photos): its answers name
 * them by a path on the service, `/photos/<key>`, not on the site. The site makes each such path
 * absolute on the service's address where it reads a listing from the service, so that a card, a
 * gallery, a wishlist entry and a link preview fetch it from there. The data's pictures
 * (`/assets/images/…`) are the site's own and stay as they are.
 */

/** The path under which the listings service serves its photos. */
export const SERVICE_PHOTOS_PATH = '/photos/';

/**
 * `src` on the listings service at `base` (its address, e.g. `https://search.betoch.et`) when it
 * is one of its photos' paths (`/photos/…`); any other address as it is.
 */
export function servicePhotoUrl(src: string, base: string): string {
  return src.startsWith(SERVICE_PHOTOS_PATH) ? `${base.replace(/\/+$/, '')}${src}` : src;
}

const candidates = (list: readonly ImageCandidate[], base: string): ImageCandidate[] =>
  list.map((candidate) => ({ ...candidate, src: servicePhotoUrl(candidate.src, base) }));

/** An image with its `src`, every width and its preview made absolute on the service at `base`. */
export function withServicePhotoUrls(image: ImageRef, base: string): ImageRef {
  return {
    ...image,
    src: servicePhotoUrl(image.src, base),
    ...(image.widths
      ? {
          widths: {
            webp: candidates(image.widths.webp, base),
            jpeg: candidates(image.widths.jpeg, base),
          },
        }
      : {}),
    ...(image.preview
      ? { preview: { ...image.preview, src: servicePhotoUrl(image.preview.src, base) } }
      : {}),
  };
}

/** Images of the listings service with their photos' addresses made absolute on it. */
export function withServicePhotoList(images: readonly ImageRef[], base: string): ImageRef[] {
  return images.map((image) => withServicePhotoUrls(image, base));
}

/** A listing the service gave, its photos' addresses made absolute on the service at `base`. */
export function withServicePhotos(listing: Property, base: string): Property {
  return { ...listing, images: withServicePhotoList(listing.images, base) };
}
