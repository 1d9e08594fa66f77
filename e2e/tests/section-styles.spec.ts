import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SHELL } from '../../shared/build/apps';
import {
  allowedRemoteOrigins,
  closeServers,
  createAppServer,
  type AppServer,
} from '../../page-server/src/serve';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config';
import { REPO_ROOT } from '../../shared/build/layout';
import { expectPaintedWhileHung, startHeldOrigin, type HeldOrigin } from '../support/held-origin';
import { expect, openPage, test } from '../support/fixtures';

/**
 * Painting never waits for a remote's origin (issue 18 item 3), on the Node server: a shell server
 * whose config.json points listings at an origin in front of the real one, which the test hangs
 * (for the page server's fetches and the browser's alike). The same on nginx: nginx.spec.ts.
 */
const HELD_PORT = 3060;
const SHELL_PORT = 3061;
const FRESH_SHELL_PORT = 3062;
const SITE = `http://localhost:${SHELL_PORT}`;
const LISTING = '/listing/grid-view/2-grid/left-sidebar';

let held: HeldOrigin;
let shell: AppServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  held = await startHeldOrigin(HELD_PORT, 'http://localhost:3001');
  shell = await startShell(SHELL_PORT);
});

/**
 * A server of the shell's build whose listings remote is the held origin, once it can render (its
 * render workers started, as `npm start` waits for before it says it is ready).
 */
async function startShell(port: number): Promise<AppServer> {
  const built = JSON.parse(
    readFileSync(path.join(REPO_ROOT, SHELL.dir, 'dist', 'config.json'), 'utf8'),
  ) as RuntimeConfig;
  const server = createAppServer(SHELL, {
    config: {
      ...built,
      remotes: { ...built.remotes, listings: `${held.origin}/mf-manifest.json` },
    },
    remoteOrigins: [...allowedRemoteOrigins(), held.origin],
    selfOrigin: `http://localhost:${port}`,
    log: () => undefined,
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  await server.ready();
  return server;
}

test.afterAll(async () => {
  held.answer();
  await closeServers([shell]);
  await held.close();
});

test.afterEach(() => held.answer());

test.use({
  // What the browser reports of the hung remote; the section message is the visible outcome.
  allowedProblems: ['ERR_FAILED', 'Failed to load resource', 'RUNTIME-', 'RemoteTimeoutError'],
});

/** Every request the page makes to the remote's origin for a stylesheet. */
function remoteStylesheets(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(held.origin) && request.url().endsWith('.css')) {
      urls.push(request.url());
    }
  });
  return urls;
}

test("a rendered page links its section's stylesheet on the shell's origin, and the browser takes it over without loading it again", async ({
  page,
}) => {
  const fromRemote = remoteStylesheets(page);
  // A rendered page: a fresh render worker's first page may pass the render's deadline on a busy
  // machine and go out unrendered, by design (the fault tests hold that to its time); the next
  // request is rendered.
  const served: { html: string; link?: RegExpExecArray | null } = { html: '' };
  await expect
    .poll(
      async () => {
        served.html = await (await page.request.get(`${SITE}${LISTING}`)).text();
        served.link =
          /<link rel="stylesheet" href="(\/_sections\/[0-9a-f]{64}\.css)" data-href="([^"]+)"/.exec(
            served.html,
          );
        return served.link?.[2];
      },
      { timeout: 20_000, intervals: [0] },
    )
    .toMatch(new RegExp(`^${held.origin}/__federation_expose_routes\\.[0-9a-f]{8}\\.css$`));
  const { html, link } = served;
  // No render-blocking stylesheet from any remote's origin.
  expect(html).not.toMatch(/<link rel="stylesheet" href="http/);
  const css = await page.request.get(`${SITE}${link?.[1]}`);
  expect(css.status()).toBe(200);
  expect(css.headers()['content-type']).toBe('text/css; charset=utf-8');
  expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Its pictures stay on the remote's origin.
  expect(await css.text()).not.toMatch(/url\((?!["']?(?:http|data:|#))/);
  expect((await page.request.get(`${SITE}/_sections/${'0'.repeat(64)}.css`)).status()).toBe(404);
  expect((await page.request.get(`${SITE}/_sections/..%2Fconfig.json`)).status()).toBe(404);

  // Hydration matches (a mismatch is a console error, which fails the test) and the section's
  // own loader finds its stylesheet in the page: nothing fetched twice, nothing to flash.
  await openPage(page, `${SITE}${LISTING}`);
  await expect(page.getByRole('button', { name: 'Add to wishlist' }).first()).toBeVisible();
  expect(fromRemote).toEqual([]);
  expect(await page.locator('link[rel="stylesheet"][href^="http"]').count()).toBe(0);
});

test(
  'with the remote hung after the server kept its stylesheet: painted at once, the message within 12 s, and "Try again" works once it answers',
  { tag: '@alone' },
  async ({ page }) => {
    test.setTimeout(60_000);
    // The server has the stylesheet (and a manifest it still trusts) from a healthy page.
    await page.request.get(`${SITE}${LISTING}`);
    held.hang();
    const figures = await expectPaintedWhileHung(page, `${SITE}${LISTING}`);
    console.log(`Node, remote hung after a healthy page: ${JSON.stringify(figures)}`);
    expect(held.held()).toBeGreaterThan(0);

    held.answer();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Add to wishlist' }).first()).toBeVisible();
    await expect(page.getByText('This section could not be loaded.')).toHaveCount(0);
  },
);

test(
  'with the remote hung from the start (a server that has nothing kept): painted at once, the message within 12 s, and "Try again" works once it answers',
  { tag: '@alone' },
  async ({ page }) => {
    test.setTimeout(60_000);
    held.hang();
    const fresh = await startShell(FRESH_SHELL_PORT);
    try {
      // The remote's server entry hangs for the page server too: the render gives the section up
      // at the entry's limit (0.8 s) and the page still paints within 2 s of its request.
      const figures = await expectPaintedWhileHung(
        page,
        `http://localhost:${FRESH_SHELL_PORT}${LISTING}`,
      );
      console.log(`Node, remote hung from the start: ${JSON.stringify(figures)}`);

      held.answer();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('button', { name: 'Add to wishlist' }).first()).toBeVisible();
      await expect(page.getByText('This section could not be loaded.')).toHaveCount(0);
    } finally {
      await closeServers([fresh]);
    }
  },
);
