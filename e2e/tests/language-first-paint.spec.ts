/**
 * The visitor's language at first paint (issue 17, item 3; docs/seo.md, "The visitor's language
 * and the address"), on both hostings: `npm start`'s Node server (global-setup's, port 3000) and
 * Debian's nginx serving the prerendered pages (started here, as nginx.spec.ts does).
 *
 * What a page painted is read from inside it: an init script records, at every animation frame
 * (the DOM as the frame about to be painted shows it), the page's `<h1>` and `<html lang>` while
 * the page is displayed, into sessionStorage, which a same-tab navigation keeps — so a page that
 * was left before or after painting (the head script's move) leaves its frames too.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { REMOTES, SHELL } from '../../shared/build/apps';
import { REPO_ROOT } from '../../shared/build/layout';
import { nginxConfig } from '../../page-server/src/nginx';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config';
import { expect, test, waitUntilLive } from '../support/fixtures';
import { runPrerender, startNginx, type RunningNginx } from '../support/nginx';
import { untilServerRendered } from '../support/server-rendered';

const NODE_ORIGIN = 'http://localhost:3000';
/** nginx's ports: each app's + 120 (nginx.spec.ts uses + 40, the fault matrix + 260). */
const PORT_SHIFT = 120;
const nginxPort = (app: { port: number }) => app.port + PORT_SHIFT;
const NGINX_ORIGIN = `http://localhost:${nginxPort(SHELL)}`;

const ETHIOPIC = /[\u1200-\u137f]/;
const PROPERTY = '/property/image-box?id=b01';
/** The listing's Afaan Oromo title (shared/assets/data/om/property-details.json). */
const OROMO_TITLE = (
  JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'shared/assets/data/om/property-details.json'), 'utf8'),
  ) as Record<string, { title: string }>
).b01!.title;
const HOME = '/theme/classic';

/** One painted frame: the address, `<html lang>` and the `<h1>` text (empty if none yet). */
interface Frame {
  address: string;
  lang: string;
  h1: string;
}

/** Records every change of what the displayed page shows, frame by frame (see above). */
function recordFrames(): void {
  if (window.top !== window) return;
  const key = 'e2e-painted-frames';
  let last = '';
  const frame = () => {
    const root = document.documentElement;
    const shown = root !== null && getComputedStyle(root).display !== 'none';
    const h1 = document.querySelector('h1')?.textContent?.trim() ?? '';
    const entry = {
      address: location.pathname + location.search,
      lang: root?.lang ?? '',
      h1,
    };
    const text = JSON.stringify(entry);
    if (shown && h1 !== '' && text !== last) {
      last = text;
      const frames = JSON.parse(sessionStorage.getItem(key) ?? '[]') as Frame[];
      sessionStorage.setItem(key, JSON.stringify([...frames, entry]));
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function paintedFrames(page: Page): Promise<Frame[]> {
  return page.evaluate(
    () => JSON.parse(sessionStorage.getItem('e2e-painted-frames') ?? '[]') as Frame[],
  );
}

/** A visitor's stored choice, as the language switcher leaves it (and, with `cookie`, its cookie). */
async function choose(
  context: BrowserContext,
  origin: string,
  language: 'en' | 'am' | 'om',
  { cookie }: { cookie: boolean },
): Promise<void> {
  if (cookie) {
    await context.addCookies([{ name: 'betoch_lang', value: language, url: origin }]);
  }
  await context.addInitScript((l) => {
    // Once per tab: the visitor's storage as they left it, not rewritten on every page.
    if (sessionStorage.getItem('e2e-chosen') === null) {
      sessionStorage.setItem('e2e-chosen', l);
      localStorage.setItem('language', l);
    }
  }, language);
}

async function languageCookie(context: BrowserContext, origin: string): Promise<string | null> {
  const cookies = await context.cookies(origin);
  return cookies.find((cookie) => cookie.name === 'betoch_lang')?.value ?? null;
}

/** The HTML a client without cookie or storage (a crawler) gets at an address, and its status. */
async function rawHtml(url: string, cookie?: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, html: await response.text() };
}

/** rawHtml once the server rendered the page (a render past its deadline sends the bare
 * template, on the Node server under load). */
function renderedHtml(url: string, cookie?: string): Promise<{ status: number; html: string }> {
  return untilServerRendered(url, () => rawHtml(url, cookie));
}

function headingOf(html: string): string {
  return (
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? ''
  );
}

const HOSTINGS = [
  { name: 'the Node server', origin: NODE_ORIGIN },
  { name: 'nginx, prerendered', origin: NGINX_ORIGIN },
] as const;

let dir: string;
let nginx: RunningNginx | undefined;
/** What the prerender printed (the pages it left out, and why), for a failure's message. */
let prerenderLog = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // nginx's start and a full prerender (~10–20 s on two busy cores).
  test.setTimeout(180_000);
  dir = mkdtempSync(path.join(tmpdir(), 'betoch-language-'));
  chmodSync(dir, 0o755);
  const built = JSON.parse(
    readFileSync(path.join(REPO_ROOT, SHELL.dir, 'dist', 'config.json'), 'utf8'),
  ) as RuntimeConfig;
  const config: RuntimeConfig = {
    ...built,
    remotes: Object.fromEntries(
      REMOTES.map((app) => [app.name, `http://localhost:${nginxPort(app)}/mf-manifest.json`]),
    ) as RuntimeConfig['remotes'],
  };
  const configFile = path.join(dir, 'config.json');
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  const runtimeDir = path.join(dir, 'run');
  mkdirSync(runtimeDir, { mode: 0o755 });
  const prerendered = path.join(dir, 'prerendered');
  const remoteOrigins = REMOTES.map((app) => `http://localhost:${nginxPort(app)}`);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConfig({
      configFile,
      releases: path.join(dir, 'releases'),
      runtimeDir,
      port: nginxPort,
      remoteOrigins,
      prerendered,
    }),
  );
  nginx = await startNginx(conf, nginxPort);
  prerenderLog = await runPrerender(
    // The languages are the question: the low-data files (nginx.spec's) are left out.
    ['--out', prerendered, '--config', configFile, '--origin', NGINX_ORIGIN, '--no-low-data'],
    {
      BETOCH_REMOTE_ORIGINS: remoteOrigins.join(','),
    },
  );
  // The prerendered pages are found per request; the reload reads the style map written now.
  nginx.reload();
  // A request that meets the reload may be hung up on: asked again (expect.poll retries a failed
  // assertion, not a thrown error).
  const amharicHeading = async () => {
    const reply = await rawHtml(`${NGINX_ORIGIN}${PROPERTY}&lang=am`).catch(() => undefined);
    return reply ? headingOf(reply.html) : undefined;
  };
  await expect.poll(amharicHeading, { timeout: 15_000 }).toMatch(ETHIOPIC);
});

test.afterAll(async () => {
  await nginx?.stop();
  rmSync(dir, { recursive: true, force: true });
});

for (const { name, origin } of HOSTINGS) {
  test.describe(name, () => {
    test('crawlers (no cookie, no storage) get each address in its own language, with its alternates', async () => {
      const english = await renderedHtml(`${origin}${PROPERTY}`);
      expect(english.status).toBe(200);
      expect(english.html).toMatch(/<html lang="en"/);
      expect(headingOf(english.html)).not.toMatch(ETHIOPIC);
      expect(headingOf(english.html)).not.toBe('');
      const amharic = await renderedHtml(`${origin}${PROPERTY}&lang=am`);
      expect(amharic.status).toBe(200);
      expect(amharic.html).toMatch(/<html lang="am"/);
      expect(headingOf(amharic.html)).toMatch(ETHIOPIC);
      for (const html of [english.html, amharic.html]) {
        expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\?id=b01"/);
        expect(html).toMatch(
          /<link rel="alternate" hreflang="am" href="[^"]*\?id=b01&amp;lang=am"/,
        );
      }
      expect(english.html).toMatch(
        /<link rel="canonical" href="[^"]*\/property\/image-box\?id=b01"/,
      );
      expect(amharic.html).toMatch(
        /<link rel="canonical" href="[^"]*\/property\/image-box\?id=b01&amp;lang=am"/,
      );
    });

    test('the cookie of a visitor who chose Amharic turns an English address into a no-store 302 to the Amharic one', async () => {
      for (const [from, to] of [
        [PROPERTY, `${PROPERTY}&lang=am`],
        [HOME, `${HOME}?lang=am`],
      ] as const) {
        const reply = await fetch(`${origin}${from}`, {
          headers: { Cookie: 'betoch_lang=am' },
          redirect: 'manual',
        });
        expect([from, reply.status, reply.headers.get('location')]).toEqual([from, 302, to]);
        expect(reply.headers.get('cache-control')).toBe('no-store');
        // After the redirect, the raw HTML is the Amharic page (no script needed).
        const final = await renderedHtml(`${origin}${from}`, 'betoch_lang=am');
        expect(final.html, `${to}; the prerender said:\n${prerenderLog}`).toMatch(
          /<html lang="am"/,
        );
        expect(headingOf(final.html)).toMatch(ETHIOPIC);
      }
      // English chosen, or nothing: each address stays as it is.
      for (const cookie of ['betoch_lang=en', '']) {
        for (const address of [PROPERTY, `${PROPERTY}&lang=am`]) {
          const reply = await fetch(`${origin}${address}`, {
            headers: cookie ? { Cookie: cookie } : {},
            redirect: 'manual',
          });
          expect([cookie, address, reply.status]).toEqual([cookie, address, 200]);
        }
      }
    });

    for (const cookie of [true, false]) {
      test(`Amharic chosen${cookie ? '' : ' (stored only, no cookie yet)'}: an English address is Amharic from its first paint`, async ({
        page,
        context,
      }) => {
        await choose(context, origin, 'am', { cookie });
        await context.addInitScript(recordFrames);
        const documents: string[] = [];
        page.on('response', (response) => {
          const request = response.request();
          if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
            const url = new URL(response.url());
            documents.push(`${response.status()} ${url.pathname}${url.search}`);
          }
        });
        await page.goto(`${origin}${PROPERTY}`);
        await expect(page).toHaveURL(`${origin}${PROPERTY}&lang=am`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ETHIOPIC);
        await waitUntilLive(page);

        const frames = await paintedFrames(page);
        expect(frames.length).toBeGreaterThan(0);
        // Never drawn in English: every frame that showed a heading showed the Amharic one.
        for (const frame of frames) {
          expect(frame.lang, JSON.stringify(frames)).toBe('am');
          expect(frame.h1, JSON.stringify(frames)).toMatch(ETHIOPIC);
          expect(frame.address, JSON.stringify(frames)).toBe(`${PROPERTY}&lang=am`);
        }
        // With the cookie the server sent it on (no English page at all); without, the head
        // script did, and set the cookie for the next time.
        expect(documents[0]).toBe(cookie ? `302 ${PROPERTY}` : `200 ${PROPERTY}`);
        expect(await languageCookie(context, origin)).toBe('am');
        if (!cookie) {
          // The next English address is sent on by the server.
          const next = await page.request.fetch(`${origin}${HOME}`, { maxRedirects: 0 });
          expect([next.status(), next.headers().location]).toEqual([302, `${HOME}?lang=am`]);
        }
      });
    }

    test('English chosen: an Amharic address is Amharic from its first paint, and becomes the choice', async ({
      page,
      context,
    }) => {
      await choose(context, origin, 'en', { cookie: true });
      await context.addInitScript(recordFrames);
      // English chosen, English address: English, not sent anywhere.
      await page.goto(`${origin}${HOME}`);
      await expect(page).toHaveURL(`${origin}${HOME}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(ETHIOPIC);
      await waitUntilLive(page);
      // The recorder sees what a page paints: here, the English heading.
      const english = await paintedFrames(page);
      expect(english.map((frame) => [frame.lang, ETHIOPIC.test(frame.h1)])).toContainEqual([
        'en',
        false,
      ]);
      await page.evaluate(() => sessionStorage.removeItem('e2e-painted-frames'));

      await page.goto(`${origin}${PROPERTY}&lang=am`);
      await expect(page).toHaveURL(`${origin}${PROPERTY}&lang=am`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ETHIOPIC);
      await waitUntilLive(page);
      const frames = await paintedFrames(page);
      expect(frames.length).toBeGreaterThan(0);
      for (const frame of frames) {
        expect(frame.lang, JSON.stringify(frames)).toBe('am');
        expect(frame.h1, JSON.stringify(frames)).toMatch(ETHIOPIC);
      }
      // The Amharic address made Amharic the visitor's choice: stored, and in the cookie.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('am');
      expect(await languageCookie(context, origin)).toBe('am');
    });

    test('Afaan Oromo: its address is Oromo for everyone, its cookie sends an English address there, an Amharic address stays Amharic', async ({
      page,
      context,
    }) => {
      const oromo = await renderedHtml(`${origin}${PROPERTY}&lang=om`);
      expect(oromo.status).toBe(200);
      expect(oromo.html).toMatch(/<html lang="om"/);
      expect(headingOf(oromo.html)).toBe(OROMO_TITLE);
      expect(oromo.html).toMatch(
        /<link rel="alternate" hreflang="om" href="[^"]*\?id=b01&amp;lang=om"/,
      );
      expect(oromo.html).toMatch(/<meta property="og:locale" content="om_ET"/);

      const sent = await fetch(`${origin}${PROPERTY}`, {
        headers: { Cookie: 'betoch_lang=om' },
        redirect: 'manual',
      });
      expect([sent.status, sent.headers.get('location')]).toEqual([302, `${PROPERTY}&lang=om`]);
      // An address that names a language is that language for every choice.
      const amharic = await fetch(`${origin}${PROPERTY}&lang=am`, {
        headers: { Cookie: 'betoch_lang=om' },
        redirect: 'manual',
      });
      expect(amharic.status).toBe(200);

      // Chosen and stored only (no cookie yet): the English address is Oromo from its first paint.
      await choose(context, origin, 'om', { cookie: false });
      await context.addInitScript(recordFrames);
      await page.goto(`${origin}${PROPERTY}`);
      await expect(page).toHaveURL(`${origin}${PROPERTY}&lang=om`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(OROMO_TITLE);
      await waitUntilLive(page);
      const frames = await paintedFrames(page);
      expect(frames.length).toBeGreaterThan(0);
      for (const frame of frames) {
        expect([frame.lang, frame.h1], JSON.stringify(frames)).toEqual(['om', OROMO_TITLE]);
      }
      expect(await languageCookie(context, origin)).toBe('om');
    });

    test('the language switcher puts lang=am in the address and sets the cookie; English takes it out', async ({
      page,
      context,
    }) => {
      await page.goto(`${origin}${PROPERTY}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(ETHIOPIC);
      await waitUntilLive(page);
      await page.getByRole('combobox', { name: 'Language' }).selectOption('am');
      await expect(page).toHaveURL(`${origin}${PROPERTY}&lang=am`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ETHIOPIC);
      expect(await languageCookie(context, origin)).toBe('am');
      // A new tab on the English address: sent to the Amharic one by the server.
      const other = await context.newPage();
      const reply = await other.goto(`${origin}${HOME}`);
      expect(reply?.request().redirectedFrom()?.url()).toBe(`${origin}${HOME}`);
      await expect(other).toHaveURL(`${origin}${HOME}?lang=am`);
      await other.close();

      await page.getByRole('combobox', { name: 'ቋንቋ' }).selectOption('en');
      await expect(page).toHaveURL(`${origin}${PROPERTY}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(ETHIOPIC);
      expect(await languageCookie(context, origin)).toBe('en');
    });
  });
}
