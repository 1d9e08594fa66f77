/** @jest-environment node */
import type { RuntimeConfig } from '@betoch/shared/config/runtime-config';
import type { ListedPage } from '@betoch/shared/pages';
import { isWorkerAnswer } from '@betoch/shared/server/render-protocol';
import type { RenderPool } from './render-pool';
import { createSectionLists, pageHeadHtml, SECTION_ORDER } from './section-pages';

const CONFIG = {
  remotes: Object.fromEntries(SECTION_ORDER.map((name) => [name, `http://x/${name}.json`])),
} as unknown as RuntimeConfig;

const page = (path: string): ListedPage => ({
  path,
  canonical: path,
  indexed: true,
  visitorsOwn: false,
});

/** A pool whose sections answer with one page each, but those named in `down`. */
function fakePool(down: Set<string>): RenderPool {
  return {
    render: () => Promise.resolve(null),
    pages: (lane) => Promise.resolve(down.has(lane) ? null : [page(`/${lane}`)]),
    warm: () => Promise.resolve(),
    close: () => undefined,
  };
}

describe('the sections’ lists of pages', () => {
  it('lists every section in order, and a section that is down from its last known list', async () => {
    const lines: string[] = [];
    const lists = createSectionLists((line) => lines.push(line));
    const all = SECTION_ORDER.map((name) => `/${name}`);
    const up = await lists.pages(fakePool(new Set()), CONFIG, undefined);
    expect(up.pages.map((p) => p.path)).toEqual(all);
    expect(up.unanswered).toEqual([]);
    const down = await lists.pages(fakePool(new Set(['listings'])), CONFIG, undefined);
    expect(down.pages.map((p) => p.path)).toEqual(all);
    // Named, so that the prerender can ask again rather than publish an old list.
    expect(down.unanswered).toEqual(['listings']);
    expect(lines).toEqual([
      'the pages of listings: its release did not answer; its last known list (1 pages) is used',
    ]);
  });

  it('gives a section that does not answer the list of its release in force, after a rollback too', async () => {
    const lines: string[] = [];
    const lists = createSectionLists((line) => lines.push(line));
    const release = (version: string) =>
      ({
        ...CONFIG,
        remotes: {
          ...CONFIG.remotes,
          listings: `https://l.example/releases/${version}/mf-manifest.json`,
        },
      }) as RuntimeConfig;
    /** A pool whose listings answer with `paths` (null: not at all). */
    const listings = (paths: string[] | null): RenderPool => ({
      ...fakePool(new Set()),
      pages: (lane) =>
        Promise.resolve(lane !== 'listings' ? [page(`/${lane}`)] : paths && paths.map(page)),
    });
    const listed = async (config: RuntimeConfig, pool: RenderPool) =>
      (await lists.pages(pool, config, undefined)).pages
        .map((p) => p.path)
        .filter((p) => p.startsWith('/l'));
    expect(await listed(release('1.0.0'), listings(['/listing']))).toEqual(['/listing']);
    expect(await listed(release('1.1.0'), listings(['/listing', '/listing/sub']))).toEqual([
      '/listing',
      '/listing/sub',
    ]);
    // Rolled back while the section does not answer: 1.0.0's list, not 1.1.0's.
    expect(await listed(release('1.0.0'), listings(null))).toEqual(['/listing']);
    // A release never heard from: another release's last list, said so.
    expect(await listed(release('1.2.0'), listings(null))).toEqual(['/listing', '/listing/sub']);
    expect(lines).toEqual([
      'the pages of listings: its release did not answer; its last known list (1 pages) is used',
      "the pages of listings: its release did not answer and has no known list; another release's last list (2 pages) is used",
    ]);
  });

  it('leaves out, saying so, a section never heard from, and a refused one', async () => {
    const lines: string[] = [];
    const lists = createSectionLists((line) => lines.push(line));
    const config = { ...CONFIG, refused: { account: 'not trusted' } } as RuntimeConfig;
    const { pages, unanswered } = await lists.pages(
      fakePool(new Set(['property'])),
      config,
      undefined,
    );
    expect(pages.map((p) => p.path)).toEqual(['/content', '/listings']);
    // A refused section is not asked, so it is not one that did not answer.
    expect(unanswered).toEqual(['property']);
    expect(lines).toEqual([
      'the pages of property: its release did not answer and no list is known; its pages are left out',
    ]);
  });
});

describe('a page’s head', () => {
  const context = {
    url: '/theme/classic',
    language: 'en' as const,
    siteOrigin: 'https://betoch.et',
    data: undefined,
    hasLinkPreview: () => false,
  };

  it('is the section’s, written and escaped by the shell', () => {
    const { html, error } = pageHeadHtml(
      { title: 'A <b> — Betoch', description: 'D', canonical: '/a', ogType: 'website', jsonLd: [] },
      context,
    );
    expect(error).toBeNull();
    expect(html).toContain('<title>A &lt;b&gt; — Betoch</title>');
    expect(html).toContain('<link rel="canonical" href="https://betoch.et/a" />');
  });

  it('is the generic one, noindex, when the section gave none, and says why', () => {
    const { html, error } = pageHeadHtml({ error: 'listings/pages is not a list' }, context);
    expect(error).toBe('listings/pages is not a list');
    expect(html).toContain('<title>Find your home in Ethiopia — Betoch</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('from a worker, is refused when it is not of the head’s shape', () => {
    const result = { kind: 'page', status: 200, html: '', state: '{}', errors: [], section: null };
    expect(isWorkerAnswer({ type: 'result', id: 1, result })).toBe(true);
    expect(
      isWorkerAnswer({ type: 'result', id: 1, result: { ...result, head: { title: 1 } } }),
    ).toBe(false);
    expect(isWorkerAnswer({ type: 'pages', id: 1, pages: [page('/a')] })).toBe(true);
    expect(isWorkerAnswer({ type: 'pages', id: 1, pages: [{ path: 'a' }] })).toBe(false);
  });
});
