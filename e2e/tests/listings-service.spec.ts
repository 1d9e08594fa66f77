import { readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SHELL } from '../../shared/build/apps';
import { closeServers, createAppServer, type AppServer } from '../../page-server/src/serve';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config';
import { REPO_ROOT } from '../../shared/build/layout';
import { expect, openPage, test } from '../support/fixtures';
import { getServerRendered } from '../support/server-rendered';

interface ListingTexts {
  filters: { text: string };
  results: { incomplete: string };
}
const texts = (language: 'en' | 'am') =>
  JSON.parse(
    readFileSync(path.join(REPO_ROOT, `mfe-listings/i18n/listings/${language}.json`), 'utf8'),
  ) as ListingTexts;
const listingsEn = texts('en');
const listingsAm = texts('am');

/*
 * The listing page on the listings service (issue 20, item 3; docs/listings-service.md): the
 * counts beside the filters, the text box in both scripts, the page rendered on the server from
 * the service, and the static fallback with the service down. The e2e set-up starts the service
 * (page-server/src/listings-process.ts) with the site's 60 listings.
 */

const GRID = '/listing/grid-view/2-grid/left-sidebar';
const count = (page: Page) => page.getByRole('heading', { level: 2, name: /propert(y|ies)$/ });

/** The listings service's answer to a search whose address holds `part`. */
function serviceAnswer(page: Page, part: string) {
  return page.waitForResponse(
    (response) =>
      response.url().startsWith('http://localhost:3006/api/listings?') &&
      response.url().includes(part) &&
      response.ok(),
  );
}

const MAP_PAGE = '/listing/grid-view/map/leaflet-map';

/** The bbox of a map request (`south,west,north,east`), or undefined for another request. */
function mapBox(url: string): string | undefined {
  const parsed = new URL(url);
  if (parsed.pathname !== '/api/listings/map') return undefined;
  return parsed.searchParams.get('bbox') ?? undefined;
}

/**
 * Opens the map page, waits for the map to ask for the box it shows and to draw its answer, zooms
 * out, and checks that the wider box is asked and drawn: more listings than the page's six, as
 * pins (one a listing) or clusters with their counts.
 */
async function zoomOutAndSeeMore(page: Page, site = '') {
  const asked: string[] = [];
  page.on('request', (request) => {
    const box = mapBox(request.url());
    if (box) asked.push(box);
  });
  await openPage(page, `${site}${MAP_PAGE}`);
  const live = page.getByRole('region', { name: /^Map of the \d+ listings? in this area$/ });
  await expect(live).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  const first = asked.at(-1);
  const zoomOut = live.getByRole('button', { name: 'Zoom out' });
  await zoomOut.click();
  await zoomOut.click();
  await expect.poll(() => asked.at(-1)).not.toBe(first);
  // The wider box: its south-west further south-west, its north-east further north-east.
  const [s1, w1, n1, e1] = (first ?? '').split(',').map(Number);
  const [s2, w2, n2, e2] = (asked.at(-1) ?? '').split(',').map(Number);
  expect(s2).toBeLessThan(s1 as number);
  expect(w2).toBeLessThan(w1 as number);
  expect(n2).toBeGreaterThan(n1 as number);
  expect(e2).toBeGreaterThan(e1 as number);
  const markers = live.locator('.betoch-map__marker');
  const clusters = live.locator('.betoch-map__cluster');
  // The answer drawn: the label's count, more than the page's six, each a pin or in a cluster.
  await expect
    .poll(async () => {
      const total = Number(/\d+/.exec((await live.getAttribute('aria-label')) ?? '')?.[0]);
      const inClusters = (await clusters.allTextContents()).reduce((sum, n) => sum + Number(n), 0);
      const pins = (await markers.count()) - (await clusters.count());
      return total > 6 && pins + inClusters === total;
    })
    .toBe(true);
  // A pin's popup still links to the listing's details.
  const pin = live.locator('.betoch-map__marker:not(.betoch-map__cluster)').first();
  await pin.focus();
  await page.keyboard.press('Enter');
  await expect(live.getByRole('link', { name: 'View details' })).toHaveAttribute(
    'href',
    /\/property\/image-box\?id=\w+/,
  );
}

/** The number shown beside a filter value, e.g. 12 beside "Villa". */
async function countBeside(page: Page, tag: string): Promise<number> {
  const label = page.locator('label.lst-filter-tag', {
    has: page.getByRole('checkbox', { name: tag, exact: true }),
  });
  return Number(await label.locator('.lst-filter-tag__count').textContent());
}

test.describe('with the service', () => {
  test('the count beside a filter value is the number of results after choosing it', async ({
    page,
  }) => {
    await openPage(page, GRID);
    await expect(count(page)).toHaveText('60 properties');
    const villas = await countBeside(page, 'Villa');
    expect(villas).toBeGreaterThan(0);
    await page.getByRole('checkbox', { name: 'Villa', exact: true }).check();
    await expect(count(page)).toHaveText(`${villas} properties`);
    await expect(page).toHaveURL(/\?tag=Villa$/);

    // Now the sub-cities count villas: Bole's count is what choosing it gives.
    const boleVillas = await countBeside(page, 'Bole');
    expect(boleVillas).toBeLessThan(villas);
    await page.getByRole('checkbox', { name: 'Bole', exact: true }).check();
    await expect(count(page)).toHaveText(
      boleVillas === 1 ? '1 property' : `${boleVillas} properties`,
    );
    // The type group counts under the sub-city chosen: Villa's own count is the results shown.
    expect(await countBeside(page, 'Villa')).toBe(boleVillas);
    await expect(page.getByText(listingsEn.results.incomplete)).toHaveCount(0);
  });

  test('text search finds the Bole listings typed in Latin letters or in Ethiopic', async ({
    page,
  }) => {
    await openPage(page, GRID);
    await expect(count(page)).toHaveText('60 properties');
    const box = page.getByRole('searchbox', { name: listingsEn.filters.text });
    await box.fill('bole');
    await expect(page).toHaveURL(/\?q=bole$/);
    await expect(count(page)).not.toHaveText('60 properties');
    const latin = await count(page).textContent();
    const found = Number(/\d+/.exec(latin ?? '')?.[0]);
    expect(found).toBeGreaterThanOrEqual(11); // the 11 listings in the Bole sub-city, at least

    // The service's answer to the Ethiopic words, not the Latin one still on screen while it loads.
    const answered = serviceAnswer(page, 'q=%E1%89%A6%E1%88%8C');
    await box.fill('ቦሌ');
    await expect(page).toHaveURL(/\?q=%E1%89%A6%E1%88%8C$/);
    await answered;
    await expect(page.locator('.lst-listing-results')).toHaveAttribute('aria-busy', 'false');
    await expect(count(page)).toHaveText(latin ?? '');
    await expect(page.getByRole('article').first()).toContainText(/Bole|ቦሌ/);

    // Back returns to the Latin words, and the box shows them.
    await page.goBack();
    await expect(page).toHaveURL(/\?q=bole$/);
    await expect(box).toHaveValue('bole');
  });

  test('the Amharic page finds Bole by ቦሌ and by bole, in Amharic texts', async ({ page }) => {
    await openPage(page, `${GRID}?lang=am&q=%E1%89%A6%E1%88%8C`);
    const heading = page.locator('.lst-listing-results__count');
    const ethiopic = await heading.textContent();
    expect(Number(/\d+/.exec(ethiopic ?? '')?.[0])).toBeGreaterThanOrEqual(11);
    expect(Number(/\d+/.exec(ethiopic ?? '')?.[0])).toBeLessThan(60);
    const answered = serviceAnswer(page, 'q=bole');
    await page.getByRole('searchbox', { name: listingsAm.filters.text }).fill('bole');
    await expect(page).toHaveURL(/q=bole/);
    await answered;
    await expect(page.locator('.lst-listing-results')).toHaveAttribute('aria-busy', 'false');
    await expect(heading).toHaveText(ethiopic ?? '');
    await expect(page.getByText(listingsAm.results.incomplete)).toHaveCount(0);
  });

  test('the map asks the service for the box it shows, and zoomed out shows more than the page’s six', async ({
    page,
  }) => {
    await zoomOutAndSeeMore(page);
    await expect(page.getByText(listingsEn.results.incomplete)).toHaveCount(0);
  });

  test('the home map asks the service for its view and draws it; zoomed out, a wider box', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const box = mapBox(request.url());
      if (box) asked.push(box);
    });
    await openPage(page, '/theme/map-v-search');
    const map = page.getByRole('region', { name: 'Map of the listed properties' });
    await expect(map.locator('.betoch-map__marker').first()).toBeVisible();
    expect(asked.length).toBeGreaterThan(0);
    const first = asked.at(-1);
    await map.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => asked.at(-1)).not.toBe(first);
    const [s1, , n1] = (first ?? '').split(',').map(Number);
    const [s2, , n2] = (asked.at(-1) ?? '').split(',').map(Number);
    expect((n2 as number) - (s2 as number)).toBeGreaterThan((n1 as number) - (s1 as number));
    await expect(map.locator('.betoch-map__marker').first()).toBeVisible();
  });

  test('“Search this area” narrows the results and the counts to the map’s view, and Back widens them', async ({
    page,
  }) => {
    const answers: { box: string; total: number }[] = [];
    page.on('response', async (response) => {
      const box = mapBox(response.url());
      if (box && response.ok())
        answers.push({ box, total: ((await response.json()) as { total: number }).total });
    });
    await openPage(page, MAP_PAGE);
    await expect(count(page)).toHaveText('60 properties');
    const villasEverywhere = await countBeside(page, 'Villa');
    const search = page.getByRole('button', { name: 'Search this area' });
    await expect(search).toBeVisible();
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    const { box, total } = answers.at(-1)!;
    // The fitted view holds the page's six, not the listings elsewhere in Ethiopia.
    expect(total).toBeGreaterThanOrEqual(6);
    expect(total).toBeLessThan(60);
    await search.click();
    await expect(page).toHaveURL(/[?&]bbox=[\d.-]+%2C[\d.-]+%2C[\d.-]+%2C[\d.-]+/);
    const [south, west, north, east] = box.split(',').map(Number);
    const chosen = new URL(page.url()).searchParams.get('bbox')!.split(',').map(Number);
    // The address's box is the view rounded outward: it holds everything the map showed.
    expect(chosen[0]).toBeLessThanOrEqual(south!);
    expect(chosen[1]).toBeLessThanOrEqual(west!);
    expect(chosen[2]).toBeGreaterThanOrEqual(north!);
    expect(chosen[3]).toBeGreaterThanOrEqual(east!);
    await expect(count(page)).toHaveText(`${total} properties`);
    await expect(page.getByRole('button', { name: 'Show all areas' })).toBeVisible();
    expect(await countBeside(page, 'Villa')).toBeLessThanOrEqual(villasEverywhere);
    expect(await countBeside(page, 'Villa')).toBeLessThanOrEqual(total);

    await page.goBack();
    await expect(page).not.toHaveURL(/bbox=/);
    await expect(count(page)).toHaveText('60 properties');
    expect(await countBeside(page, 'Villa')).toBe(villasEverywhere);
  });

  test('rendered on the server from the service: the HTML holds the results, its state no more than the page', async ({
    request,
  }) => {
    // A render in time (a busy machine's may go out as the bare template, by design).
    const { response, html } = await getServerRendered(request, `${GRID}?tag=Villa&sort=low-price`);
    expect(response.status()).toBe(200);
    const state = /<script type="application\/json" id="betoch-state">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(state, 'the page carries its rendered state').toBeTruthy();
    const data = (JSON.parse(state ?? '{}') as { data: Record<string, unknown> }).data;
    const answers = Object.entries(data).filter(([key]) => key.startsWith('useListingSearch:'));
    expect(answers).toHaveLength(1);
    const answer = answers[0]?.[1] as {
      items: { id: string; title: string }[];
      total: number;
      complete: boolean;
    };
    expect(answer.complete).toBe(true);
    expect(answer.items.length).toBeLessThanOrEqual(6);
    expect(answer.total).toBeGreaterThan(answer.items.length);
    // The cheapest villa is drawn in the HTML itself, outside the state.
    const body = html.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(body).toContain(answer.items[0]?.title);
    // No other listing than the page's anywhere in the state: each listing has one agentId.
    expect((state ?? '').match(/"agentId"/g)).toHaveLength(answer.items.length);
  });
});

/** The rendered state's one listing-search answer in a served page. */
function renderedSearch(html: string) {
  const state = /<script type="application\/json" id="betoch-state">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  const data = (JSON.parse(state ?? '{"data":{}}') as { data: Record<string, unknown> }).data;
  const answers = Object.entries(data).filter(([key]) => key.startsWith('useListingSearch:'));
  return answers[0]?.[1] as
    { items: { id: string }[]; total: number; complete: boolean } | undefined;
}

test.describe('with the service at another address for the server (LISTINGS_SERVICE_INTERNAL_URL)', () => {
  /** config.json names an address the server cannot reach; the server has the service's own. */
  const SHELL_PORT = 3076;
  let shell: AppServer;

  test.beforeAll(async () => {
    const built = JSON.parse(
      readFileSync(path.join(REPO_ROOT, SHELL.dir, 'dist', 'config.json'), 'utf8'),
    ) as RuntimeConfig;
    shell = createAppServer(SHELL, {
      config: { ...built, listingsApiUrl: 'http://localhost:3077' },
      selfOrigin: `http://localhost:${SHELL_PORT}`,
      listingsInternalUrl: 'http://localhost:3006',
      log: () => undefined,
    });
    await new Promise<void>((resolve) => shell.listen(SHELL_PORT, 'localhost', resolve));
    await shell.ready();
  });

  test.afterAll(() => closeServers([shell]));

  test('the page is rendered from the service at the internal address, the browser is given config.json’s, and the sitemap is read there', async ({
    request,
  }) => {
    const site = `http://localhost:${SHELL_PORT}`;
    const rendered = async () => {
      const response = await request.get(`${site}${GRID}?tag=Villa`);
      expect(response.status()).toBe(200);
      return renderedSearch(await response.text());
    };
    // Answered by the service: the static fallback, had the render asked config.json's address,
    // says `complete: false`. Asked until the page is rendered: a server just started may send
    // its first page for the browser to render (a CI run: its cold listings lane past 2.5 s).
    let search: Awaited<ReturnType<typeof rendered>>;
    await expect
      .poll(async () => (search = await rendered())?.complete, { timeout: 20_000 })
      .toBe(true);
    expect(search?.total).toBeGreaterThan(0);
    // What the browser reaches is still config.json's address.
    expect((await request.get(`${site}/config.json`).then((r) => r.json())).listingsApiUrl).toBe(
      'http://localhost:3077',
    );
    // The sitemap reads the service there too: config.json's address would get the crawler a 503.
    const sitemap = await request.get(`${site}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain('/property/image-box?id=');
  });
});

test.describe('with the service down', () => {
  /** A shell server whose config.json names a listings service on a port nothing listens on. */
  const SHELL_PORT = 3074;
  const CLOSED = 'http://localhost:3075';
  let shell: http.Server;

  test.use({
    // What the browser reports of the refused connections; the page's notice is the outcome.
    allowedProblems: ['localhost:3075', 'ERR_CONNECTION_REFUSED'],
  });

  test.beforeAll(async () => {
    const built = JSON.parse(
      readFileSync(path.join(REPO_ROOT, SHELL.dir, 'dist', 'config.json'), 'utf8'),
    ) as RuntimeConfig;
    shell = createAppServer(SHELL, {
      config: { ...built, listingsApiUrl: CLOSED },
      selfOrigin: `http://localhost:${SHELL_PORT}`,
      log: () => undefined,
    });
    await new Promise<void>((resolve) => shell.listen(SHELL_PORT, 'localhost', resolve));
  });

  test.afterAll(() => closeServers([shell]));

  test('the page still lists from the static listings, filters them, and says they may be incomplete, in both languages', async ({
    page,
  }) => {
    const site = `http://localhost:${SHELL_PORT}`;
    await openPage(page, `${site}${GRID}`);
    await expect(count(page)).toHaveText('60 properties');
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(
      page.getByRole('status').filter({ hasText: listingsEn.results.incomplete }),
    ).toBeVisible();
    const villas = await countBeside(page, 'Villa');
    await page.getByRole('checkbox', { name: 'Villa', exact: true }).check();
    await expect(count(page)).toHaveText(`${villas} properties`);

    await openPage(page, `${site}${GRID}?lang=am`);
    await expect(page.getByText(listingsAm.results.incomplete)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(6);
  });

  test('text search still finds Bole by ቦሌ and by bole, on the English page and the Amharic one', async ({
    page,
  }) => {
    const site = `http://localhost:${SHELL_PORT}`;
    /** The count of a page opened with a text query, once the browser has taken it over. */
    const countOf = async (query: string, language: 'en' | 'am') => {
      await openPage(page, `${site}${GRID}?${language === 'am' ? 'lang=am&' : ''}q=${query}`);
      const notice = language === 'am' ? listingsAm : listingsEn;
      await expect(page.getByText(notice.results.incomplete)).toBeVisible();
      await expect(page.locator('.lst-listing-results')).toHaveAttribute('aria-busy', 'false');
      return page.locator('.lst-listing-results__count').textContent();
    };
    const ethiopic = encodeURIComponent('ቦሌ');
    const latin = await countOf('bole', 'en');
    expect(Number(/\d+/.exec(latin ?? '')?.[0])).toBeGreaterThanOrEqual(11);
    // The English texts by the Ethiopic spelling: its Latin key, as the service does.
    expect(await countOf(ethiopic, 'en')).toBe(latin);
    await expect(page.getByRole('article').first()).toContainText('Bole');
    // The Amharic page reads the Amharic texts: both spellings find the same listings there.
    const amharic = await countOf(ethiopic, 'am');
    expect(await countOf('bole', 'am')).toBe(amharic);
    await expect(page.getByRole('article').first()).toContainText('ቦሌ');
  });

  test('the map still follows its box, from the static listings', async ({ page }) => {
    await zoomOutAndSeeMore(page, `http://localhost:${SHELL_PORT}`);
  });
});
