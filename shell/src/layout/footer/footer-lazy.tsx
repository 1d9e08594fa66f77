import { fetchedPart } from '@betoch/shared/ui';
import { FooterMapBox } from './footer-map-box';

/**
 * The footer's data parts, fetched when the footer nears the viewport: with them the data client
 * (loader, schemas, Amharic overlays, 5.8 KB gzip) leaves the first visit's JavaScript. A part
 * whose chunk cannot be loaded (a phone's connection dropped) leaves its place empty, or the map's
 * box: the footer is no reason to lose the page.
 */
const load = () => import('./footer-data');
const nothing = () => null;
const mapBox = <FooterMapBox />;

export const LazyFooterContact = fetchedPart(
  () => load().then((m) => m.FooterContact),
  null,
  nothing,
);
export const LazyFooterBlog = fetchedPart(() => load().then((m) => m.FooterBlog), null, nothing);
export const LazyFooterMap = fetchedPart(
  () => load().then((m) => m.FooterMap),
  mapBox,
  () => mapBox,
);
