import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHELL } from '../../shared/build/apps';
import { closeServers, createAppServer } from '../../page-server/src/serve';
import { startListingsProcess } from '../../page-server/src/listings-process';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config';
import type { Property } from '../../shared/src/domain/property';
import { REPO_ROOT } from '../../shared/build/layout';
import { expect, openPage, test } from '../support/fixtures';
import { acceptStoredToken } from '../support/session';

/*
 * Pages that once stopped at 60 listings (issue 20, item 3), on a listings service holding the
 * site's 60 listings, 20 more of Hanna Girma's (28 in all) and 40 more for rent (71 in all):
 * - her profile pages them 12 at a time with ?page= in the address (docs/rules.md#pager),
 *   rendered on the server, Back returning to the page before, an out-of-range page brought into
 *   range, and the state holding only the page;
 * - the demo account's 14 listings on /my-properties likewise, 12 and 2;
 * - the lease contract's search box finds a listing for rent past the list's first 60.
 */

const SHELL_PORT = 3078;
const SERVICE_PORT = 3079;
const AGENT = 'hanna-girma';
const PROFILE = `/agent/agent-profile?id=${AGENT}`;
const site = `http://localhost:${SHELL_PORT}`;

let dir: string;
let stopService: (() => Promise<void>) | undefined;
let shell: http.Server | undefined;
/** What the shell's server reported (a section refused, a render past its deadline): said on failure. */
const serverLog: string[] = [];

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'betoch-owned-'));
  const details = JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'shared/assets/data/property-details.json'), 'utf8'),
  ) as Property[];
  const model = details.find((p) => p.agentId === AGENT && p.id.startsWith('b'));
  if (!model) throw new Error(`${AGENT} has no listing for sale to copy`);
  const extra = Array.from({ length: 20 }, (_, i) => ({
    ...model,
    id: `b${901 + i}`,
    title: `Extra listing ${i + 1} of Hanna`,
    // The first 10 are the demo account's too: 14 in all with its 4.
    ownerCode: i < 10 ? 'U-1001' : undefined,
  }));
  const rental = details.find((p) => p.agentId !== AGENT && p.id.startsWith('r'));
  if (!rental) throw new Error('no listing for rent to copy');
  const rentals = Array.from({ length: 40 }, (_, i) => ({
    ...rental,
    id: `r${901 + i}`,
    title: `Far rental ${i + 1}`,
  }));
  const file = path.join(dir, 'extra.json');
  writeFileSync(file, JSON.stringify([...extra, ...rentals]));
  const env = { ...process.env, LISTINGS_DB: path.join(dir, 'listings.sqlite') };
  // The import seeds the empty database with the site's 60 listings, then adds the 20.
  execFileSync(
    process.execPath,
    [
      '--disable-warning=ExperimentalWarning',
      '--import',
      'tsx',
      'listings-service/src/import-main.ts',
      file,
    ],
    { cwd: REPO_ROOT, env, stdio: 'pipe' },
  );
  stopService = await startListingsProcess({ host: 'localhost', port: SERVICE_PORT, env });
  const built = JSON.parse(
    readFileSync(path.join(REPO_ROOT, SHELL.dir, 'dist', 'config.json'), 'utf8'),
  ) as RuntimeConfig;
  shell = createAppServer(SHELL, {
    config: { ...built, listingsApiUrl: `http://localhost:${SERVICE_PORT}` },
    selfOrigin: site,
    log: (line) => serverLog.push(line),
  });
  const server = shell;
  await new Promise<void>((resolve) => server.listen(SHELL_PORT, 'localhost', resolve));
});

test.afterEach(() => {
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus && serverLog.length > 0) {
    console.log(`[past-first-page] the shell's server said:\n${serverLog.join('\n')}`);
  }
  serverLog.length = 0;
});

test.afterAll(async () => {
  if (shell) await closeServers([shell]);
  await stopService?.();
  rmSync(dir, { recursive: true, force: true });
});

test('an agent’s 28 listings are paged 12 at a time, each page reachable, Back included', async ({
  page,
}) => {
  const cards = page.getByRole('article');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await openPage(page, `${site}${PROFILE}`);
  await expect(cards).toHaveCount(12);
  const first = await cards.first().getByRole('link').first().textContent();

  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(`${site}${PROFILE}&page=2`);
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).not.toContainText(first ?? '');
  await pager.getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(`${site}${PROFILE}&page=3`);
  await expect(cards).toHaveCount(4);
  await expect(page.getByText('Extra listing 20 of Hanna')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(`${site}${PROFILE}&page=2`);
  await expect(cards).toHaveCount(12);
});

test('a page out of range is brought into range, rendered on the server with only its listings', async ({
  request,
  page,
}) => {
  // On a busy machine the section's render can pass its deadline, or its reads of the listings
  // service their bounds, and the server then sends the shell around the section's message (its
  // designed fallback, logged) for as long as the section's lane cools down (about 10 s). What is
  // checked here is what a render in time holds, so a render the server says fell back (and only
  // such a one) is asked again, 2 s later, at most 8 times (ci29: five asks in a row fell within
  // one cool-down).
  const render = async () => {
    const from = serverLog.length;
    const response = await request.get(`${site}${PROFILE}&page=40`);
    expect(response.status()).toBe(200);
    const late = serverLog
      .slice(from)
      .some((line) => /passed its deadline|did not render it/.test(line));
    return { html: await response.text(), late };
  };
  let answer = await render();
  for (let tries = 1; answer.late && tries < 8; tries += 1) {
    test.info().setTimeout(test.info().timeout + 5_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    answer = await render();
  }
  const { html } = answer;
  const state = /<script type="application\/json" id="betoch-state">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  // The last page: the 4 listings past 24, and no other listing in the state.
  expect(html).toContain('Extra listing 20 of Hanna');
  expect((state ?? '').match(/"agentId"/g)).toHaveLength(4);

  await openPage(page, `${site}${PROFILE}&page=40`);
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(
    page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 3' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the lease contract’s search box finds a listing for rent past the list’s first 60', async ({
  page,
}) => {
  await openPage(page, `${site}/contract/lease`);
  const list = page.getByRole('combobox', { name: /Property/ });
  // The list offers the first 60 listings for rent: the 71st is not among them.
  await expect(list.locator('option[value="r940"]')).toHaveCount(0);
  await page.getByRole('searchbox', { name: /Find a property/ }).fill('r940');
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
    '1 property matches: choose it in the list below.',
  );
  await list.selectOption('r940');
  await expect(list).toHaveValue('r940');
  await expect(page.getByRole('textbox', { name: /Monthly rent/ })).not.toHaveValue('');
});

test('the contract’s search box speaks Amharic on the Amharic page', async ({ page }) => {
  const am = JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'mfe-content/i18n/content-pages/am.json'), 'utf8'),
  ) as { contract: { search: Record<string, string> } };
  const texts = am.contract.search;
  await openPage(page, `${site}/contract/lease?lang=am`);
  const box = page.getByRole('searchbox', { name: texts.label });
  await expect(page.getByText(texts.leaseHint!)).toBeVisible();
  await box.fill('r940');
  await expect(page.getByText(texts.found_one!.replace('{{count}}', '1'))).toBeVisible();
  await box.fill('no such words');
  await expect(page.getByText(texts.none!.replace('{{words}}', 'no such words'))).toBeVisible();
});

test('the account’s 14 listings on /my-properties: 12, then the last 2 on ?page=2', async ({
  page,
}) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('betoch.token', 'a-token');
    sessionStorage.setItem('betoch.userCode', 'U-1001');
  });
  await acceptStoredToken(page);
  await openPage(page, `${site}/my-properties`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(12);
  await expect(page.getByText('14 listings')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(`${site}/my-properties?page=2`);
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('Extra listing 10 of Hanna')).toBeVisible();
});
