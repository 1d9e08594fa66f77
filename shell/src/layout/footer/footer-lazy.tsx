import { lazy } from 'react';

/**
 * The footer's data parts, fetched when the footer nears the viewport: with them the data client
 * (loader, schemas, Amharic overlays, 5.8 KB gzip) leaves the first visit's JavaScript.
 */
const load = () => import('./footer-data');

export const LazyFooterContact = lazy(() => load().then((m) => ({ default: m.FooterContact })));
export const LazyFooterBlog = lazy(() => load().then((m) => ({ default: m.FooterBlog })));
export const LazyFooterMap = lazy(() => load().then((m) => ({ default: m.FooterMap })));
