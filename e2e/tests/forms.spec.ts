import type { Browser, Page } from '@playwright/test';
import { auditHtml, formsIn, searchForms } from '../../scripts/form-audit';
import { LANGUAGES } from '../../shared/src/domain/constants';
import {
  BLOG_SIDEBARS,
  LISTINGS_PATH,
  LOGIN_PATH,
  PROPERTY_LAYOUTS,
  SIGN_UP_PATH,
} from '../../shared/src/domain/paths';
import { localizedPath } from '../../page-server/src/seo';
import { FIXED_PAGES } from '../../scripts/site-pages';
import { expect, openPage, test, waitUntilLive } from '../support/fixtures';
import { openServerRendered } from '../support/server-rendered';

/**
 * Nothing typed ever goes into an address (docs/rules.md#forms). Before the browser takes a page
 * over, or without JavaScript, a form is sent by the browser itself: a GET would write its fields,
 * a password too, into the address, the history and the servers' logs.
 */

const SHELL_ORIGIN = 'http://localhost:3000';
const PROPERTY = 'b01';
const POST = 'checking-a-title-deed';
const AGENT = 'hanna-girma';
const SIDEBARS = BLOG_SIDEBARS;
const DEMO = { email: 'selam@betoch.et', password: 'Selam#2026' };

/**
 * Every page of docs/routes.md (the fixed pages of the SEO list, which a new page joins, and the
 * layouts and entity pages beside them), and a path no route matches (the not-found page).
 */
const PATHS = [
  ...new Set([
    ...[...FIXED_PAGES.values()].map((page) => page.path),
    ...['2-grid', '3-grid'].flatMap((columns) =>
      SIDEBARS.map((sidebar) => `/listing/grid-view/${columns}/${sidebar}`),
    ),
    ...SIDEBARS.map((sidebar) => `/listing/list-view/listing/${sidebar}`),
    ...['tab-full-width', 'tab-left-sidebar', 'tab-right-sidebar'].map(
      (tab) => `/listing/tab-layout/${tab}`,
    ),
    ...PROPERTY_LAYOUTS.map((layout) => `/property/${layout}?id=${PROPERTY}`),
    ...SIDEBARS.map((sidebar) => `/page/blog-detail/${sidebar}?id=${POST}`),
    `/agent/agent-profile?id=${AGENT}`,
    '/no/such/page',
  ]),
];
/** Each in both languages. */
const URLS = PATHS.flatMap((p) => LANGUAGES.map((language) => localizedPath(p, language)));

/** The pages with a form of personal details (or a search), which the audit must have seen. */
const PAGES_WITH_FORMS = [
  LOGIN_PATH,
  SIGN_UP_PATH,
  '/contact/contact-1',
  '/contract/lease',
  '/page/other-pages/coming-soon-1',
  `/property/image-box?id=${PROPERTY}`,
  '/theme/classic',
  LISTINGS_PATH,
  '/page/blog-page/left-sidebar',
  '/page/other-pages/404',
];

/** The raw HTML of each address, as the Node server renders it (redirects not followed). */
async function renderedPages(page: Page, urls: readonly string[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const url of urls) {
    const reply = await page.request.get(url, { maxRedirects: 0 });
    expect([url, [200, 302, 404].includes(reply.status())]).toEqual([url, true]);
    pages.set(url, await reply.text());
  }
  return pages;
}

test('no page, as the server renders it, holds a form that the browser could send as a GET with what was typed', async ({
  page,
}) => {
  // About 140 server renders, one after the other.
  test.setTimeout(180_000);
  const pages = await renderedPages(page, URLS);
  const problems = [...pages].flatMap(([url, html]) =>
    auditHtml(html).map((problem) => `${url}: ${problem}`),
  );
  expect(problems).toEqual([]);
  const withForms = PAGES_WITH_FORMS.filter((url) => formsIn(pages.get(url) ?? '').length > 0);
  expect(withForms).toEqual(PAGES_WITH_FORMS);
  // Every kind of GET search form is one the tests below send, both ways.
  const found = searchFormKinds(PATHS.map((url) => [url, pages.get(url) ?? '']));
  // By kind, not by page: a page whose render fell back to the template under load has no form,
  // and the same kind is then first found on another page (ci35: /theme/enterprise).
  expect(found.map((form) => form.kind).sort()).toEqual(
    SEARCH_FORMS.map((form) => form.kind).sort(),
  );
});

test('the log-in page, live, posts its form; so do the pages with forms of personal details', async ({
  page,
}) => {
  for (const url of [LOGIN_PATH, '/contact/contact-1', `/property/image-box?id=${PROPERTY}`]) {
    await openPage(page, url);
    expect([url, auditHtml(await page.content())]).toEqual([url, []]);
  }
  await openPage(page, LOGIN_PATH);
  const form = page.locator('form').filter({ has: page.getByLabel('Password', { exact: true }) });
  await expect(form).toHaveAttribute('method', 'post');
});

test('a page answers a form the browser posted itself with a 303 to the same address, nothing of the body in it', async ({
  page,
}) => {
  for (const url of [
    LOGIN_PATH,
    `${LOGIN_PATH}?returnTo=%2Ffavorites`,
    `/property/image-box?id=${PROPERTY}`,
    '/contact/contact-1',
    '/theme/classic?lang=am',
  ]) {
    const reply = await page.request.post(url, { form: DEMO, maxRedirects: 0 });
    expect([url, reply.status(), reply.headers().location]).toEqual([url, 303, url]);
    expect(reply.headers()['cache-control']).toBe('no-store');
    expect(await reply.text()).toBe('');
  }
});

test('without JavaScript, the log-in form comes back to the log-in page, the password in no address', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: SHELL_ORIGIN });
  const page = await context.newPage();
  const visited: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) visited.push(`${request.method()} ${request.url()}`);
  });
  await page.goto(LOGIN_PATH);
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect
    .poll(() => visited)
    .toEqual([
      `GET ${SHELL_ORIGIN}${LOGIN_PATH}`,
      `POST ${SHELL_ORIGIN}${LOGIN_PATH}`,
      `GET ${SHELL_ORIGIN}${LOGIN_PATH}`,
    ]);
  await expect(page).toHaveURL(`${SHELL_ORIGIN}${LOGIN_PATH}`);
  expect(visited.join(' ')).not.toContain('password');
  await context.close();
});

/** A search form of a page: the n-th form with its action. */
interface SearchForm {
  url: string;
  action: string;
  nth: number;
  /** Its action and its controls' types and names: what makes two forms the same kind. */
  kind: string;
}

/**
 * The GET search forms of the site, one of each kind (the same action with the same fields is the
 * same form): the home search with a deal field, the one with buy / rent tabs, and the search of
 * each blog page. The audit above fails when a page has one that is not here.
 */
const SEARCH_FORMS: readonly SearchForm[] = [
  {
    url: '/theme/slider-filter-search',
    action: LISTINGS_PATH,
    nth: 0,
    kind: `${LISTINGS_PATH} select:tag,select:tag,select:tag,select:tag,select:sort,submit:`,
  },
  {
    url: '/theme/search-tab',
    action: LISTINGS_PATH,
    nth: 0,
    kind: `${LISTINGS_PATH} hidden:tag,select:tag,select:tag,select:tag,select:sort,submit:`,
  },
  ...SIDEBARS.map((sidebar) => {
    const blog = `/page/blog-page/${sidebar}`;
    return { url: blog, action: blog, nth: 0, kind: `${blog} search:q,submit:` };
  }),
];

/** The first page (in the order given) of each kind of GET search form in these pages. */
function searchFormKinds(pages: readonly (readonly [string, string])[]): SearchForm[] {
  const kinds = new Map<string, SearchForm>();
  for (const [url, html] of pages) {
    const seen = new Map<string, number>();
    for (const form of formsIn(html)) {
      const action = form.action ?? '';
      const nth = seen.get(action) ?? 0;
      seen.set(action, nth + 1);
      if (searchForms([form]).length === 0) continue;
      const kind = `${action} ${form.controls.map((c) => `${c.type}:${c.name ?? ''}`).join(',')}`;
      if (!kinds.has(kind)) kinds.set(kind, { url, action, nth, kind });
    }
  }
  return [...kinds.values()];
}

// One test per form, so that each has its own time bound and they spread over the workers.
for (const form of SEARCH_FORMS) {
  test(`the GET search form of ${form.url} leads to the same address with JavaScript and without`, async ({
    page,
    browser,
  }) => {
    // Two page loads and two searches: about 8 s on an idle machine, several times that on a busy one.
    test.setTimeout(90_000);
    const native = await withoutJavaScript(browser, (plain) => searchFrom(plain, form, false));
    const scripted = await searchFrom(page, form, true);
    expect(scripted).toBe(native);
  });
}

/**
 * Chooses the last option of every other drop-down and types words (with spaces at both ends) into
 * every text field of the form, sends it with its button, and returns the address it led to.
 */
async function searchFrom(page: Page, { url, action, nth }: SearchForm, live: boolean) {
  if (live) {
    await page.goto(url);
    await waitUntilLive(page);
  } else {
    // Without JavaScript the form is the server's: a render past its deadline (the bare template,
    // by design under load) has none, and proves nothing here (ci on 3413f82 timed out on it).
    await openServerRendered(page, url);
  }
  const form = page.locator(`form[action="${action}"]`).nth(nth);
  const selects = await form.locator('select').all();
  for (const [at, select] of selects.entries()) {
    // Every other one left at its first choice ("Any": an empty value is sent too).
    const last = (await select.locator('option').count()) - 1;
    await select.selectOption({ index: at % 2 === 0 ? last : 0 });
  }
  for (const field of await form.locator('input[type="search"], input[type="text"]').all()) {
    await field.fill('  title deed ');
  }
  const before = page.url();
  await form.locator('[type="submit"]').first().click();
  await expect.poll(() => page.url()).not.toBe(before);
  // The address is what is compared; the page it leads to may, without JavaScript, be the bare
  // template of a render past its deadline.
  if (live) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const address = new URL(page.url());
  return `${address.pathname}${address.search}`;
}

async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: SHELL_ORIGIN });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}
