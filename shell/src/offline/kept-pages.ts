import { OFFLINE_CACHES, pageTitle } from './offline-rules';

/** A property page the service worker kept: its address on the site and its title. */
export interface KeptPage {
  address: string;
  title: string;
}

/** The property pages kept for offline use, the last viewed first; none where there is no cache. */
export async function keptPropertyPages(): Promise<KeptPage[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(OFFLINE_CACHES.properties);
  const requests = await cache.keys();
  const pages = await Promise.all(
    requests.map(async (request): Promise<KeptPage | null> => {
      const response = await cache.match(request);
      if (!response) return null;
      const url = new URL(request.url);
      const address = `${url.pathname}${url.search}`;
      return { address, title: pageTitle(await response.text()) ?? address };
    }),
  );
  // A cache lists its entries in the order they were written: the newest last.
  return pages.filter((page): page is KeptPage => page !== null).reverse();
}
