// Test helpers of the content remote's pages (only tests import this).
import type { ReactElement } from 'react';
import { renderRoute } from '@betoch/shared/testing';
import pagesEn from '../../i18n/content-pages/en.json';

/** Renders an exposed section at `url`, mounted under `path` as the shell mounts it. */
export function renderPage(element: ReactElement, url: string, path: string) {
  return renderRoute(element, { url, path, namespaces: { 'content-pages': pagesEn } });
}
