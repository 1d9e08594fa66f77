/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PORT, REMOTES } from '@betoch/shared/build/apps';
import { sortProperties } from '@betoch/shared/domain/filter';
import { NOT_FOUND_PATH } from '@betoch/shared/domain/paths';
import { LANGUAGES, type Language } from '@betoch/shared/domain/constants';
import type { SiteData } from '@betoch/shared/pages';
import { loadSiteData } from './seo/site-data';
import { listedPages } from '../../scripts/site-pages';
import type { PageAnswer, PageRenderer } from './page-render';
import {
  bySectionInTurn,
  eachAtMost,
  fileNameProblem,
  MAX_NAME_BYTES,
  pageFile,
  prerender,
  RECORD_FILE,
  type PrerenderRecord,
} from './prerender';

const DATA = path.resolve(__dirname, '../../shared/assets/data');
const LONG_ID = 'x'.repeat(300);

let dir: string;
let outDir: string;
let data: SiteData;

beforeAll(() => {
  const site = loadSiteData(DATA);
  // A listing whose id is too long for a file name: its page's file would be `id=xxx….html`.
  const withLongId = (language: Language) => {
    const own = site.byLanguage[language];
    const first = own.properties[0]!;
    return { ...own, properties: [...own.properties, { ...first, id: LONG_ID }] };
  };
  data = {
    ...site,
    byLanguage: { en: withLongId('en'), am: withLongId('am'), om: withLongId('om') },
  };
});

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'betoch-prerender-'));
  outDir = path.join(dir, 'pre');
  mkdirSync(path.join(dir, 'shell'));
  writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(dir, 'config.json'),
    JSON.stringify({
      remotes: Object.fromEntries(
        REMOTES.map((app) => [app.name, `http://localhost:${app.port}/mf-manifest.json`]),
      ),
      apiBaseUrl: `http://localhost:${API_PORT}`,
    }),
  );
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A renderer answering every page with a small page, or throwing for `failOn`. */
function fakeRenderer(failOn?: (url: string) => boolean): () => PageRenderer {
  return () => ({
    render: async (url: string, _config, _template, options): Promise<PageAnswer> => {
      if (failOn?.(url)) throw new Error(`the render worker died on ${url}`);
      return {
        kind: 'page',
        status: url.split('?')[0] === NOT_FOUND_PATH ? 404 : 200,
        html: `<!doctype html><h1>${url}</h1><p>${options?.dataMode ?? 'normal'}</p>`,
        styleSources: [],
        errors: [],
        sectionStyles: [],
      };
    },
    siteMap: () => Promise.resolve({ data, pages: listedPages(data), unanswered: [] }),
    serveSectionStyle: () => undefined,
    warm: () => Promise.resolve(),
    close: () => undefined,
  });
}

/** Writes the deployed config.json naming a listings service at `listingsApiUrl`. */
function nameService(listingsApiUrl: string): void {
  const file = path.join(dir, 'config.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...config, listingsApiUrl }));
}

/** A server that takes connections and never answers (a hung service), and its address. */
async function hungService(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (a closed service): one the system gave and took back. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A run into `outDir` with `createRenderer` (the fake one, or one made from it) and `log`. */
const runWith = (
  createRenderer: () => PageRenderer,
  log: (line: string) => void = () => undefined,
) =>
  prerender({
    outDir,
    configFile: path.join(dir, 'config.json'),
    origin: 'http://localhost:3000',
    distDir: path.join(dir, 'shell'),
    log,
    createRenderer,
  });

const run = (failOn?: (url: string) => boolean, listings?: number) =>
  prerender({
    ...(listings === undefined ? {} : { listings }),
    outDir,
    configFile: path.join(dir, 'config.json'),
    origin: 'http://localhost:3000',
    distDir: path.join(dir, 'shell'),
    log: () => undefined,
    createRenderer: fakeRenderer(failOn),
  });

/** What is beside the output folder: the staging and old folders must not stay. */
const besideOut = () => readdirSync(dir).sort();

describe('fileNameProblem', () => {
  it('takes names up to 255 bytes and refuses longer ones, counting bytes, not characters', () => {
    expect(fileNameProblem(`/property/${'a'.repeat(MAX_NAME_BYTES)}`, '/srv/pre')).toBeNull();
    expect(fileNameProblem(`/property/${'a'.repeat(256)}`, '/srv/pre')).toBe(
      'its file name would be too long (256 bytes, over 255)',
    );
    // Ethiopic letters are 3 bytes each in UTF-8: a name of 92 characters is 260 bytes.
    expect(fileNameProblem(`/blog/id=${'ቤ'.repeat(84)}.html`, '/srv/pre')).toMatch(
      /file name would be too long \(260 bytes, over 255\)/,
    );
  });

  it('refuses a path over 4095 bytes made of names that are each short enough', () => {
    const file = `/${Array.from({ length: 20 }, () => 'a'.repeat(250)).join('/')}/index.html`;
    expect(fileNameProblem(file, '/srv/pre')).toMatch(/file path would be too long \(\d+ bytes/);
  });

  it("measures the page's file as pageFile names it", () => {
    expect(fileNameProblem(pageFile(`/property/image-box?id=${LONG_ID}`)!, '/srv/pre')).toMatch(
      /file name would be too long \(308 bytes/,
    );
  });
});

describe('eachAtMost', () => {
  it('runs at most `limit` at a time, every item once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachAtMost([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10 * (item % 3)));
      done.push(item);
      running--;
    });
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('starts nothing after an error, and throws it once the started items have settled', async () => {
    const started: number[] = [];
    let settled = 0;
    await expect(
      eachAtMost([1, 2, 3, 4, 5], 2, async (item) => {
        started.push(item);
        await new Promise((resolve) => setTimeout(resolve, item === 1 ? 5 : 30));
        settled++;
        if (item === 1) throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(started).toEqual([1, 2]);
    expect(settled).toBe(2);
  });
});

describe('bySectionInTurn', () => {
  it('takes the pages in turns of their first path segment, each in its own order', () => {
    const urls = [
      '/theme/a',
      '/theme/b',
      '/theme/c',
      '/property/x?id=1',
      '/property/x?id=2',
      '/listing/l',
    ];
    expect(bySectionInTurn(urls.map((url) => ({ url }))).map((p) => p.url)).toEqual([
      '/theme/a',
      '/property/x?id=1',
      '/listing/l',
      '/theme/b',
      '/property/x?id=2',
      '/theme/c',
    ]);
  });
});

describe('prerender', () => {
  it('skips the pages whose file name would be too long, lists them, and writes the others', async () => {
    const record = await run();
    const skipped = record.skipped.map((entry) => entry.url);
    expect(skipped).toHaveLength(LANGUAGES.length);
    for (const url of skipped) expect(url).toContain(LONG_ID);
    expect(record.skipped[0]?.reason).toMatch(/file name would be too long/);
    expect(record.pages.length).toBeGreaterThan(20);
    expect(record.pages.some((page) => page.url.includes(LONG_ID))).toBe(false);
    // The record on disk lists them too, and nothing is left beside the output.
    const written = JSON.parse(
      readFileSync(path.join(outDir, RECORD_FILE), 'utf8'),
    ) as PrerenderRecord;
    expect(written.skipped).toEqual(record.skipped);
    expect(existsSync(path.join(outDir, record.pages[0]!.file))).toBe(true);
    expect(besideOut()).toEqual(['config.json', 'pre', 'shell']);
  });

  it('tries a page whose render failed once more after the others, and leaves out what fails twice', async () => {
    const tries = new Map<string, number>();
    const base = fakeRenderer()();
    const lines: string[] = [];
    const record = await runWith(
      () => ({
        ...base,
        render: async (url, config, template, options) => {
          // The low-data pages, rendered after the others, are the next test's.
          if (options?.dataMode === 'low') return base.render(url, config, template, options);
          const attempt = (tries.get(url) ?? 0) + 1;
          tries.set(url, attempt);
          // A busy machine: the home page's first render passed its deadline (no answer).
          if (url === '/theme/classic' && attempt === 1) return null;
          const page = (await base.render(url, config, template))!;
          // A section whose server code throws: parts of its page never render.
          if (url.startsWith('/agent/') && page.kind === 'page') {
            return { ...page, errors: ['the section threw'] };
          }
          return page;
        },
      }),
      (line) => lines.push(line),
    );
    expect(tries.get('/theme/classic')).toBe(2);
    expect(record.pages.map((page) => page.url)).toContain('/theme/classic');
    expect(existsSync(path.join(outDir, pageFile('/theme/classic')!))).toBe(true);
    const agents = [...tries.keys()].filter((url) => url.startsWith('/agent/'));
    expect(agents.length).toBeGreaterThan(0);
    for (const url of agents) expect(tries.get(url)).toBe(2);
    expect(record.failures.map((failure) => failure.url).sort()).toEqual(agents.sort());
    expect(record.failures[0]?.reason).toBe('parts did not render: the section threw');
    // Each other page was rendered once.
    expect(record.pages.filter((page) => tries.get(page.url) !== 1).map((p) => p.url)).toEqual([
      '/theme/classic',
    ]);
    expect(lines).toContain(
      '/theme/classic: not rendered (the server render failed (see the log above)); tried again after the other pages',
    );
  });

  it('writes each page as a visitor saving data gets it beside its normal file; one that fails twice is served the normal one', async () => {
    const base = fakeRenderer()();
    const lowTries = new Map<string, number>();
    const lines: string[] = [];
    const record = await runWith(
      () => ({
        ...base,
        render: async (url, config, template, options) => {
          if (options?.dataMode !== 'low') return base.render(url, config, template, options);
          lowTries.set(url, (lowTries.get(url) ?? 0) + 1);
          const page = (await base.render(url, config, template, options))!;
          return url === '/theme/classic' && page.kind === 'page'
            ? { ...page, errors: ['the hero threw'] }
            : page;
        },
      }),
      (line) => lines.push(line),
    );
    expect(record.failures).toEqual([]);
    // Every page written normally is asked for in low data; all but the failing one written.
    expect(new Set(lowTries.keys())).toEqual(new Set(record.pages.map((page) => page.url)));
    expect(record.lowData.pages).toHaveLength(record.pages.length - 1);
    expect(record.lowData.failures).toEqual([
      { url: '/theme/classic', reason: 'parts did not render: the hero threw' },
    ]);
    expect(lowTries.get('/theme/classic')).toBe(2);
    const listing = record.lowData.pages.find((page) => page.url === '/property/image-box?id=b01');
    expect(listing?.file).toBe('/property/image-box/low~id=b01.html');
    expect(readFileSync(path.join(outDir, listing!.file), 'utf8')).toContain('<p>low</p>');
    expect(
      readFileSync(path.join(outDir, pageFile('/property/image-box?id=b01')!), 'utf8'),
    ).toContain('<p>normal</p>');
    expect(existsSync(path.join(outDir, '/theme/classic/low~index.html'))).toBe(false);
    expect(lines).toContain(
      '/theme/classic: its low-data page left out, such visitors get the normal one (parts did not render: the hero threw)',
    );
  });

  it('writes no low-data pages when told not to', async () => {
    const record = await prerender({
      outDir,
      configFile: path.join(dir, 'config.json'),
      origin: 'http://localhost:3000',
      distDir: path.join(dir, 'shell'),
      log: () => undefined,
      createRenderer: fakeRenderer(),
      lowData: false,
    });
    expect(record.pages.length).toBeGreaterThan(0);
    expect(record.lowData).toEqual({ pages: [], failures: [] });
    expect(existsSync(path.join(outDir, '/theme/classic/low~index.html'))).toBe(false);
  });

  it('leaves no staging folder and the previous run in place when it fails', async () => {
    await run();
    const before = readFileSync(path.join(outDir, RECORD_FILE), 'utf8');
    await expect(run((url) => url.startsWith('/property'))).rejects.toThrow(
      'the render worker died',
    );
    expect(besideOut()).toEqual(['config.json', 'pre', 'shell']);
    expect(readFileSync(path.join(outDir, RECORD_FILE), 'utf8')).toBe(before);
  });

  it('renders the N newest listings, every other page, and a sitemap of them all', async () => {
    const record = await run(undefined, 10);
    const rendered = record.pages
      .map((page) => page.url)
      .filter((url) => url.startsWith('/property/image-box?'));
    // As the listing page shows them with no filter: newest first (docs/rules.md).
    const byNewest = sortProperties(data.byLanguage.en.properties, 'newest');
    const first = byNewest.slice(0, 10).map((p) => p.id);
    expect(rendered).toEqual(
      first.flatMap((id) => [
        `/property/image-box?id=${id}`,
        `/property/image-box?id=${id}&lang=am`,
        `/property/image-box?id=${id}&lang=om`,
      ]),
    );
    expect(record.listingLimit).toBe(10);
    expect(record.sitemapFiles).toBe(0);
    // The others are not files: nginx serves them its page and the browser renders them.
    const eleventh = byNewest[10]!.id;
    expect(existsSync(path.join(outDir, `property/image-box/id=${eleventh}.html`))).toBe(false);
    // The sitemap still names every listing.
    const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`/property/image-box?id=${eleventh}</loc>`);
    // Posts, agents and the sections' pages are all rendered still.
    const all = await run();
    expect(record.pages.length).toBe(
      all.pages.length - (data.byLanguage.en.properties.length - 1 - 10) * LANGUAGES.length,
    );
  });

  it('stops before rendering when the listings service config.json names is closed or hung, keeping the last run', async () => {
    await run();
    const before = readFileSync(path.join(outDir, RECORD_FILE), 'utf8');
    let rendered = 0;
    const counting = () =>
      runWith(
        fakeRenderer(() => {
          rendered++;
          return false;
        }),
      );

    const closed = `http://localhost:${await closedPort()}`;
    nameService(closed);
    await expect(counting()).rejects.toThrow(`the listings service at ${closed} did not answer`);

    // A hung service is given up on after the sitemap's time bound (15 s), not waited for.
    const hung = await hungService();
    try {
      nameService(hung.url);
      await expect(counting()).rejects.toThrow(
        `the listings service at ${hung.url} did not answer`,
      );
    } finally {
      await hung.close();
    }
    // No page rendered, nothing written: nginx keeps serving the last run's files.
    expect(rendered).toBe(0);
    expect(readFileSync(path.join(outDir, RECORD_FILE), 'utf8')).toBe(before);
    expect(besideOut()).toEqual(['config.json', 'pre', 'shell']);
  }, 40_000);

  it('asks again a section whose list of pages did not answer, and renders its pages once it does', async () => {
    const base = fakeRenderer()();
    let asked = 0;
    const lines: string[] = [];
    const record = await runWith(
      () => ({
        ...base,
        // A cold section on a busy machine: its list comes on the second ask.
        siteMap: async (config) => {
          const map = await base.siteMap(config);
          asked++;
          return asked === 1
            ? {
                ...map,
                pages: map.pages.filter((p) => !p.path.startsWith('/listing')),
                unanswered: ['listings'],
              }
            : map;
        },
      }),
      (line) => lines.push(line),
    );
    expect(asked).toBe(2);
    expect(lines).toContain('the pages of listings: no answer (try 1 of 3); asked again');
    expect(record.pages.map((page) => page.url)).toContain(
      '/listing/grid-view/2-grid/left-sidebar',
    );
  }, 20_000);

  it("stops, naming the section, when a section's list never answers, and keeps the last run", async () => {
    await run();
    const before = readFileSync(path.join(outDir, RECORD_FILE), 'utf8');
    const base = fakeRenderer()();
    let rendered = 0;
    let closed = false;
    await expect(
      runWith(() => ({
        ...base,
        render: (...args) => {
          rendered++;
          return base.render(...args);
        },
        siteMap: async (config) => ({
          ...(await base.siteMap(config)),
          unanswered: ['property', 'content'],
        }),
        close: () => {
          closed = true;
        },
      })),
    ).rejects.toThrow(
      'the pages of property, content: no answer in 3 tries, so the prerender stops',
    );
    expect(rendered).toBe(0);
    expect(closed).toBe(true);
    expect(readFileSync(path.join(outDir, RECORD_FILE), 'utf8')).toBe(before);
    expect(besideOut()).toEqual(['config.json', 'pre', 'shell']);
  }, 20_000);

  it('refuses a number of listings that is not a whole number', async () => {
    await expect(run(undefined, -1)).rejects.toThrow(/whole number ≥ 0, not -1/);
    expect(besideOut()).toEqual(['config.json', 'shell']);
  });

  it('leaves no staging folder when the first run fails', async () => {
    await expect(run(() => true)).rejects.toThrow('the render worker died');
    expect(besideOut()).toEqual(['config.json', 'shell']);
  });
});
