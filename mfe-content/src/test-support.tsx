// Test helpers of the blog, agents, contact, contract and other pages (only tests import this).
import type { ReactElement } from 'react';
import { renderRoute } from '@betoch/shared/testing';
import pagesEn from '../i18n/content-pages/en.json';

/** Serves the real JSON assets to `fetch` (the named files answer 404). */
export { mockDataFetch as mockAssets } from './testing/mock-data-fetch';

/** Renders an exposed section at `url`, mounted under `path` as the shell mounts it. */
export function renderPage(element: ReactElement, url: string, path: string) {
  return renderRoute(element, { url, path, namespaces: { 'content-pages': pagesEn } });
}
