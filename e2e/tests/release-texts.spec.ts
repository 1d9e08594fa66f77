/**
 * A release changes a section's texts and styles as a whole, on the server and in the browser:
 * two releases of listings that differ in a translated heading and description, promoted, promoted
 * again and rolled back while the same shell server runs (issue 19, item 1): the served `<h1>`,
 * `<title>` and description follow each step. The releases are copies of the listings build with
 * two texts changed, so this needs no build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SHELL } from '../../shared/build/apps';
import { REPO_ROOT } from '../../shared/build/webpack-config';
import { allowedRemoteOrigins, createAppServer } from '../../page-server/src/serve';
import { expect, openPage, test } from '../support/fixtures';
import {
  copyShell,
  copyWithGridHeading,
  gridHeadingOf,
  LISTINGS,
  listen,
  runCommand,
} from '../support/release-fixtures';

const SHELL_PORT = 3032;
const LISTINGS_PORT = 3033;
const LISTINGS_ORIGIN = `http://localhost:${LISTINGS_PORT}`;
const PAGE = `http://localhost:${SHELL_PORT}/listing/grid-view/2-grid/left-sidebar`;
/** The origins the shell copy loads remotes from (promote refuses the others, as the shell does). */
const remoteOrigins = [...allowedRemoteOrigins(), LISTINGS_ORIGIN];
const HEADINGS = { '0.2.0': 'Homes of release 0.2.0', '0.3.0': 'Homes of release 0.3.0' };
/** Each release changes its pages' description too (listings' `subtitle`). */
const descriptionOf = (heading: string) => `Every listing of ${heading.toLowerCase()}`;

let dir: string;
let shellDist: string;
let releases: string;
const closers: (() => Promise<void>)[] = [];

function run(command: 'release' | 'promote' | 'rollback', ...args: string[]) {
  const result = runCommand(
    command,
    [...args, '--releases', releases, '--config', path.join(shellDist, 'config.json')],
    { BETOCH_REMOTE_ORIGINS: remoteOrigins.join(',') },
  );
  expect(result.status, result.output).toBe(0);
  return result.output;
}

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'betoch-release-texts-e2e-'));
  shellDist = copyShell(dir, `${LISTINGS_ORIGIN}/mf-manifest.json`);
  releases = path.join(dir, 'releases');
  const built = path.join(REPO_ROOT, LISTINGS.dir, 'dist');
  for (const [version, heading] of Object.entries(HEADINGS)) {
    copyWithGridHeading(
      built,
      path.join(dir, `listings-${version}`),
      heading,
      descriptionOf(heading),
    );
  }
  const log = (line: string) => console.log(`[release-texts e2e] ${line}`);
  closers.push(
    await listen(
      createAppServer(LISTINGS, { log, releasesDir: path.join(releases, LISTINGS.name) }),
      LISTINGS_PORT,
    ),
    await listen(createAppServer(SHELL, { log, remoteOrigins }, shellDist), SHELL_PORT),
  );
});

test.afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  rmSync(dir, { recursive: true, force: true });
});

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
    .filter((href) => href.startsWith(LISTINGS_ORIGIN));
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return { heading: h1.replace(/<[^>]*>/g, '').trim(), title, description, sectionStyles };
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
    run(
      'release',
      'listings',
      '--dist',
      path.join(dir, `listings-${version}`),
      '--version',
      version,
    );
  }
  // Released, not live.
  const before = await served(page);
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
      run(command, 'listings', ...args);
      const folder = `${LISTINGS_ORIGIN}/releases/${live}/`;
      const server = await served(page);
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
