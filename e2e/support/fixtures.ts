import { test as base, expect, type Page } from '@playwright/test';

interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

interface Fixtures {
  /** Console errors and failed requests that a test expects (matched as substrings). */
  allowedProblems: string[];
  problems: PageProblems;
}

/**
 * The base test of every spec: it fails a test whose page logged a console error, threw, hit a
 * `ChunkLoadError` or had a request fail — unless the test declared that problem expected.
 */
export const test = base.extend<Fixtures>({
  allowedProblems: [[], { option: true }],
  problems: [
    async ({ page, allowedProblems }, use) => {
      const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
      const allowed = (text: string) => allowedProblems.some((p) => text.includes(p));
      // Documents the server answered 404: the not-found page, and a page for an unknown id.
      const notFoundDocuments = new Set<string>();
      page.on('response', (response) => {
        const request = response.request();
        if (request.isNavigationRequest() && response.status() === 404) {
          notFoundDocuments.add(response.url());
        }
      });
      page.on('console', (message) => {
        // Map tiles need the internet, which test machines do not have
        // (docs/targets.md#clean-pages).
        const fromTile = /tile/.test(message.location().url);
        // axe-core, evaluated into the page by the test (a script without a URL), adds a <style>
        // that the CSP refuses; the page's own scripts always have one.
        const fromTestScript =
          message.location().url === '' && message.text().includes('Content Security Policy');
        // The not-found page and a page for an unknown id are served with the status 404 (for
        // crawlers); Chromium logs that status of the document itself as an error.
        const notFoundDocument =
          notFoundDocuments.has(message.location().url) && message.text().includes('status of 404');
        if (
          message.type() === 'error' &&
          !fromTile &&
          !fromTestScript &&
          !notFoundDocument &&
          !allowed(message.text())
        ) {
          problems.consoleErrors.push(message.text());
        }
      });
      page.on('pageerror', (error) => {
        if (!allowed(error.message)) problems.consoleErrors.push(`pageerror: ${error.message}`);
      });
      page.on('requestfailed', (request) => {
        const line = `${request.url()} ${request.failure()?.errorText ?? ''}`;
        // ERR_ABORTED is a request the page itself cancelled (a reload or route change while it
        // was loading, an element removed, an abort signal), never a server's answer: a server
        // that is down or refuses shows as another error, or as an HTTP status the tests check.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        if (!allowed(line) && !/tile/.test(request.url())) problems.failedRequests.push(line);
      });
      await use(problems);
      expect(problems.consoleErrors, 'console errors').toEqual([]);
      expect(problems.failedRequests, 'failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens a path and waits for its page's heading (the section has loaded) and for the page to be
 * live: a server-rendered page shows its heading before the browser has taken it over.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitUntilLive(page);
}

/** Waits until the browser has taken the page over (after a `goto` or a `reload`). */
export async function waitUntilLive(page: Page): Promise<void> {
  await expect(page.locator('html[data-betoch-ready]')).toHaveCount(1);
}

export { expect };
