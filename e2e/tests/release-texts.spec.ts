/**
 * A release changes a section's texts and styles as a whole, on the server and in the browser:
 * two releases of listings that differ in a translated heading and description, promoted, promoted
 * again and rolled back while the same shell server runs (issue 19, item 1): the served `<h1>`,
 * `<title>` and description follow each step. The releases are copies of the listings build with
 * two texts changed, so this needs no build.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from '../../shared/build/layout';
import { expect, openPage, test } from '../support/fixtures';
import {
  copyWithGridHeading,
  gridHeadingOf,
  LISTINGS,
  startReleaseSite,
  type ReleaseSite,
} from '../support/release-fixtures';

const SHELL_PORT = 3032;
const LISTINGS_PORT = 3033;
const PAGE = `http://localhost:${SHELL_PORT}/listing/grid-view/2-grid/left-sidebar`;
const HEADINGS = { '0.2.0': 'Homes of release 0.2.0', '0.3.0': 'Homes of release 0.3.0' };
/** Each release changes its pages' description too (listings' `subtitle`). */
const descriptionOf = (heading: string) => `Every listing of ${heading.toLowerCase()}`;

let site: ReleaseSite;

test.beforeAll(async () => {
  site = await startReleaseSite('release-texts', { shell: SHELL_PORT, listings: LISTINGS_PORT });
  const built = path.join(REPO_ROOT, LISTINGS.dir, 'dist');
  for (const [version, heading] of Object.entries(HEADINGS)) {
    copyWithGridHeading(
      built,
      path.join(site.dir, `listings-${version}`),
      heading,
      descriptionOf(heading),
    );
  }
});

test.afterAll(() => site.close());

/**
 * What the server sends for the page (no JavaScript run): its `<h1>`, its `<title>` (the
 * section's own head, from its `./pages`) and the section's stylesheets.
 */
async function served(
  page: Page,
): Promise<{ heading: string; title: string; description: string; sectionStyles: string[] }> {
  const html = await (await page.request.get(PAGE)).text();
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  // A section's stylesheet is linked on the shell's origin with its URL on the remote's.
  const sectionStyles = [...html.matchAll(/<link rel="stylesheet"[^>]* data-href="([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .filter((href) => href.startsWith(site.listingsOrigin));
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return { heading: h1.replace(/<[^>]*>/g, '').trim(), title, description, sectionStyles };
}

/** The heading of the shell's message where a section's server render failed (en.json). */
const SECTION_FAILED = 'Something went wrong';

/**
 * The page as served, once it arrives rendered: a promote or rollback starts a fresh render worker
 * (ARCHITECTURE.md, "A promote or rollback starts fresh workers"), whose cold first page can pass
 * its 2.5 s on a busy two-core machine and go to the browser unrendered (no `<h1>`), or, its
 * section's own render failing, as the shell's message (ci38, before any promote), or rendered
 * with the generic head, the render having used the page's whole budget before the section's head
 * (ci73: "did not answer within 0 s; the generic head is served"). Asked again, 2 s apart, 10 times
 * at most. The first rendered answer must be the release's: an older release's heading (with its
 * own head) is never waited past.
 */
async function servedRendered(page: Page): ReturnType<typeof served> {
  for (let attempt = 1; ; attempt++) {
    const answer = await served(page);
    const rendered =
      answer.heading !== '' &&
      answer.heading !== SECTION_FAILED &&
      answer.title.includes(answer.heading);
    if (rendered || attempt === 10) return answer;
    test.info().setTimeout(test.info().timeout + 2_000);
    await page.waitForTimeout(2000);
  }
}

/** The heading the browser shows once it has taken the page over, and where its texts came from. */
async function shown(page: Page): Promise<{ heading: string; texts: string[] }> {
  const texts: string[] = [];
  const record = (request: { url(): string }) => {
    if (request.url().includes('/assets/i18n/listings/')) texts.push(request.url());
  };
  page.on('request', record);
  await openPage(page, PAGE);
  page.off('request', record);
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  return { heading, texts };
}

test("each promote and rollback serves that release's heading, title and styles, on the server and in the browser, with no restart", async ({
  page,
}) => {
  // Six release commands, each its own tsx process as an operator runs it, and five page loads.
  test.setTimeout(90_000);
  const base = gridHeadingOf(path.join(REPO_ROOT, LISTINGS.dir, 'dist'));
  for (const version of Object.keys(HEADINGS)) {
    site.run(
      'release',
      'listings',
      '--dist',
      path.join(site.dir, `listings-${version}`),
      '--version',
      version,
    );
  }
  // Released, not live.
  const before = await servedRendered(page);
  expect(before.heading).toBe(base);
  expect(before.title).toContain(base);
  expect(before.description).not.toContain('release');

  const steps: { command: 'promote' | 'rollback'; args: string[]; live: '0.2.0' | '0.3.0' }[] = [
    { command: 'promote', args: ['0.2.0'], live: '0.2.0' },
    { command: 'promote', args: ['0.3.0'], live: '0.3.0' },
    { command: 'promote', args: ['0.2.0'], live: '0.2.0' },
    { command: 'rollback', args: [], live: '0.3.0' },
  ];
  for (const { command, args, live } of steps) {
    await test.step(`${command} ${args.join(' ')} → ${live}`, async () => {
      site.run(command, 'listings', ...args);
      const folder = `${site.listingsOrigin}/releases/${live}/`;
      const server = await servedRendered(page);
      expect(server.heading).toBe(HEADINGS[live]);
      expect(server.title).toContain(HEADINGS[live]);
      expect(server.description).toContain(descriptionOf(HEADINGS[live]));
      // Its styles too: the section's stylesheets linked in the head are the release's (a page
      // rendered before they reached the shell's origin goes without, and the browser loads them).
      let styles = server.sectionStyles;
      for (const href of styles) expect(href.startsWith(folder), href).toBe(true);
      await expect
        .poll(async () => (styles = (await served(page)).sectionStyles).length)
        .toBeGreaterThan(0);
      for (const href of styles) expect(href.startsWith(folder), href).toBe(true);
      // The browser took the page over with the same release's texts.
      const browser = await shown(page);
      expect(browser.heading).toBe(HEADINGS[live]);
      expect(browser.texts.length).toBeGreaterThan(0);
      for (const url of browser.texts) expect(url.startsWith(folder), url).toBe(true);
    });
  }
});
