import {
  anyChange,
  latest,
  newestDate,
  newestListing,
  newestPost,
  type SiteData,
} from './site-data';
import { fixedPage, sectionPages } from './site-pages';
import { textRef } from './page-texts';

describe('fixedPage', () => {
  it('is indexed under its own address unless told otherwise', () => {
    expect(fixedPage({ path: '/a', title: textRef('x', 'a') })).toEqual({
      kind: 'fixed',
      path: '/a',
      canonical: '/a',
      indexed: true,
      title: { namespace: 'x', key: 'a' },
    });
    expect(
      fixedPage({ path: '/b', canonical: '/a', indexed: false, title: textRef('x', 'b') }),
    ).toMatchObject({ canonical: '/a', indexed: false });
  });
});

describe('sectionPages', () => {
  const a = fixedPage({ path: '/s/a', title: textRef('x', 'a') });
  it('resolves its pages by path, then asks the section for the others', () => {
    const pages = sectionPages([a], (path, search) =>
      path === '/s/item'
        ? { kind: 'post', id: new URLSearchParams(search).get('id') ?? '', crumbs: [] }
        : undefined,
    );
    expect(pages.pages).toEqual([a]);
    expect(pages.resolve('/s/a', '')).toBe(a);
    expect(pages.resolve('/s/item', '?id=p1')).toEqual({ kind: 'post', id: 'p1', crumbs: [] });
    expect(pages.resolve('/s/none', '')).toBeUndefined();
  });
});

describe('the sitemap dates', () => {
  const modified = {
    'property-details': new Date('2026-01-05T00:00:00Z'),
    'agent-data': new Date('2026-01-01T00:00:00Z'),
    'blog-details': new Date('2026-01-02T00:00:00Z'),
    agency: new Date('2026-02-01T00:00:00Z'),
    faq: new Date('2026-01-01T00:00:00Z'),
    'terms-and-conditions': new Date('2026-01-01T00:00:00Z'),
    'privacy-policy': new Date('2026-01-01T00:00:00Z'),
  };
  const data = (properties: string[], posts: string[]) =>
    ({
      byLanguage: {
        en: {
          properties: properties.map((date) => ({ date })),
          posts: posts.map((date) => ({ date })),
        },
      },
      modified,
    }) as unknown as SiteData;

  it('takes the newest listing or post, else the file’s own date', () => {
    expect(newestListing(data(['2025-03-01', '2025-12-24'], []))).toEqual(
      new Date('2025-12-24T00:00:00Z'),
    );
    expect(newestListing(data([], []))).toEqual(modified['property-details']);
    expect(newestPost(data([], ['2024-01-01']))).toEqual(new Date('2024-01-01T00:00:00Z'));
    expect(newestPost(data([], []))).toEqual(modified['blog-details']);
    expect(anyChange(data([], []))).toEqual(modified.agency);
  });

  it('leaves out missing dates', () => {
    expect(newestDate([])).toBeUndefined();
    expect(latest(undefined, new Date(5), new Date(3))).toEqual(new Date(5));
    expect(latest()).toEqual(new Date(0));
  });
});
