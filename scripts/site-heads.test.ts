/** @jest-environment node */
import path from 'node:path';
import { headFor, type HeadInput } from '../page-server/src/seo/head';
import { loadSiteData, type SiteData } from '../page-server/src/seo/site-data';
import { LANGUAGES, type Language } from '../shared/src/domain/constants';
import { FIXED_PAGES, SECTIONS, siteTexts } from './site-pages';

const ORIGIN = 'https://betoch.et';
const data = loadSiteData(path.resolve(__dirname, '../shared/assets/data'));

function head(
  pathname: string,
  search = '',
  language: Language = 'en',
  siteData: SiteData | null = data,
): string {
  const input: HeadInput = {
    pathname,
    search,
    language,
    origin: ORIGIN,
    data: siteData ?? undefined,
    sections: SECTIONS,
    texts: siteTexts(language),
  };
  return headFor(input);
}

function attr(html: string, element: string, key: string, value: string, read: string): string[] {
  const pattern = new RegExp(`<${element} ${key}="${value}" ${read}="([^"]*)" />`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

const metaOf = (html: string, key: string) =>
  attr(
    html,
    'meta',
    key.startsWith('og:') || key.startsWith('article:') ? 'property' : 'name',
    key,
    'content',
  );

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

function alternates(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
}

type Ld = Record<string, unknown>;

function jsonLd(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Ld,
  );
}

function ldOfType(html: string, type: string): Ld {
  const found = jsonLd(html).find((block) => block['@type'] === type);
  if (!found) throw new Error(`no ${type} in ${html}`);
  return found;
}

const unescape = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('headFor: a property page', () => {
  const html = head('/property/image-box', '?id=b01');
  const b01 = data.byLanguage.en.properties.find((p) => p.id === 'b01')!;

  it('has the property’s title, description, canonical and language alternates', () => {
    expect(titleOf(html)).toBe(`${b01.title} — Betoch`);
    expect(metaOf(html, 'description')[0]?.length).toBeLessThanOrEqual(160);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/property/image-box?id=b01" />`);
    expect(alternates(html)).toEqual({
      en: `${ORIGIN}/property/image-box?id=b01`,
      am: `${ORIGIN}/property/image-box?id=b01&amp;lang=am`,
      om: `${ORIGIN}/property/image-box?id=b01&amp;lang=om`,
      'x-default': `${ORIGIN}/property/image-box?id=b01`,
    });
    expect(html).not.toContain('noindex');
  });

  it('gives previews the property’s picture, absolute, and a large card', () => {
    expect(metaOf(html, 'og:image')).toEqual([`${ORIGIN}${b01.images[0]!.src}`]);
    expect(metaOf(html, 'og:type')).toEqual(['website']);
    expect(metaOf(html, 'og:url')).toEqual([`${ORIGIN}/property/image-box?id=b01`]);
    expect(metaOf(html, 'og:site_name')).toEqual(['Betoch']);
    expect(metaOf(html, 'og:locale')).toEqual(['en_US']);
    expect(metaOf(html, 'twitter:card')).toEqual(['summary_large_image']);
  });

  it('names the raster copy of the picture when the build has it: 1200×630 JPEG, absolute', () => {
    const withPreviews = headFor({
      pathname: '/property/image-box',
      search: '?id=b01',
      language: 'en',
      origin: ORIGIN,
      data,
      sections: SECTIONS,
      texts: siteTexts('en'),
      hasLinkPreview: (file) => file === '/assets/link-previews/properties/b01-1.jpg',
    });
    const image = `${ORIGIN}/assets/link-previews/properties/b01-1.jpg`;
    expect(metaOf(withPreviews, 'og:image')).toEqual([image]);
    expect(metaOf(withPreviews, 'og:image:width')).toEqual(['1200']);
    expect(metaOf(withPreviews, 'og:image:height')).toEqual(['630']);
    expect(metaOf(withPreviews, 'og:image:type')).toEqual(['image/jpeg']);
    expect(metaOf(withPreviews, 'og:image:alt')).toEqual([b01.images[0]!.alt]);
    expect(metaOf(withPreviews, 'twitter:image')).toEqual([image]);
    expect(metaOf(withPreviews, 'twitter:card')).toEqual(['summary_large_image']);
    // Without the copy (a build that could not draw it), the SVG as before, with no type.
    expect(metaOf(html, 'og:image:type')).toEqual([]);
  });

  it("gives a seller's listing its first photo's own preview: 1200×630 JPEG on the listings service", () => {
    const KEY = 'https://search.betoch.et/photos/bk3m9x2q7wz/mi0d6x2o-3fa9c0d21e7b';
    const published = {
      ...b01,
      id: 'bk3m9x2q7wz',
      images: [
        {
          src: `${KEY}/1-1280.jpg`,
          width: 1280,
          height: 960,
          alt: 'The villa from its garden',
          widths: {
            webp: [{ src: `${KEY}/1-1280.webp`, width: 1280 }],
            jpeg: [{ src: `${KEY}/1-1280.jpg`, width: 1280 }],
          },
          preview: { src: `${KEY}/1-1200x630.jpg`, width: 1200, height: 630 },
        },
        { ...b01.images[1]!, src: `${KEY}/2-1280.jpg` },
      ],
    };
    const withListing: SiteData = {
      ...data,
      byLanguage: {
        ...data.byLanguage,
        en: { ...data.byLanguage.en, properties: [...data.byLanguage.en.properties, published] },
      },
    };
    const sellers = head('/property/image-box', '?id=bk3m9x2q7wz', 'en', withListing);
    const preview = `${KEY}/1-1200x630.jpg`;
    expect(metaOf(sellers, 'og:image')).toEqual([preview]);
    expect(metaOf(sellers, 'og:image:width')).toEqual(['1200']);
    expect(metaOf(sellers, 'og:image:height')).toEqual(['630']);
    expect(metaOf(sellers, 'og:image:type')).toEqual(['image/jpeg']);
    expect(metaOf(sellers, 'og:image:alt')).toEqual(['The villa from its garden']);
    expect(metaOf(sellers, 'twitter:image')).toEqual([preview]);
    expect(metaOf(sellers, 'twitter:card')).toEqual(['summary_large_image']);
    // The listing's JSON-LD names its photos, each where the service serves it.
    expect(ldOfType(sellers, 'RealEstateListing').image).toEqual([
      `${KEY}/1-1280.jpg`,
      `${KEY}/2-1280.jpg`,
    ]);
  });

  it('describes the listing, its offer and the place in JSON-LD', () => {
    const listing = ldOfType(html, 'RealEstateListing');
    expect(listing).toMatchObject({
      '@context': 'https://schema.org',
      url: `${ORIGIN}/property/image-box?id=b01`,
      name: b01.title,
      datePosted: b01.date,
      offers: {
        '@type': 'Offer',
        price: b01.price,
        priceCurrency: 'USD',
        businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      },
      mainEntity: {
        numberOfBedrooms: b01.beds,
        numberOfBathroomsTotal: b01.baths,
        floorSize: { '@type': 'QuantitativeValue', value: b01.sqft, unitCode: 'MTK' },
        address: { '@type': 'PostalAddress', streetAddress: b01.address, addressCountry: 'ET' },
        geo: {
          '@type': 'GeoCoordinates',
          latitude: b01.location.lat,
          longitude: b01.location.lng,
        },
      },
    });
  });

  it('states a rental as a monthly price', () => {
    const rental = data.byLanguage.en.properties.find((p) => !p.id.includes('b'))!;
    const offers = ldOfType(head('/property/left-sidebar', `?id=${rental.id}`), 'RealEstateListing')
      .offers as Ld;
    expect(offers.businessFunction).toBe('http://purl.org/goodrelations/v1#LeaseOut');
    expect(offers.priceSpecification).toMatchObject({ price: rental.price, unitCode: 'MON' });
  });

  it('names the same canonical page from every layout, and keeps only the id', () => {
    const other = head('/property/thumbnail-image', '?id=b01&utm_source=telegram&tab=map');
    expect(other).toContain(`<link rel="canonical" href="${ORIGIN}/property/image-box?id=b01" />`);
  });

  it('shows the trail Home › Listings › the property', () => {
    const trail = ldOfType(html, 'BreadcrumbList').itemListElement as Ld[];
    expect(trail.map((item) => item.name)).toEqual(['Home', 'Listings', b01.title]);
    expect(trail.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(trail[0]?.item).toBe(`${ORIGIN}/theme/classic`);
  });
});

describe('headFor: in Amharic', () => {
  const html = head('/property/image-box', '?id=b01&lang=am', 'am');
  const b01 = data.byLanguage.am.properties.find((p) => p.id === 'b01')!;

  it('has the Amharic texts, the Amharic address as canonical and the am_ET locale', () => {
    expect(titleOf(html)).toBe(`${b01.title} — Betoch`);
    expect(html).toContain(
      `<link rel="canonical" href="${ORIGIN}/property/image-box?id=b01&amp;lang=am" />`,
    );
    expect(metaOf(html, 'og:locale')).toEqual(['am_ET']);
    expect(metaOf(html, 'og:locale:alternate')).toEqual(['en_US', 'om_ET']);
    const trail = ldOfType(html, 'BreadcrumbList').itemListElement as Ld[];
    expect(trail[0]?.item).toBe(`${ORIGIN}/theme/classic?lang=am`);
    expect(ldOfType(html, 'RealEstateListing').inLanguage).toBe('am');
  });
});

describe('headFor: agents and posts', () => {
  it('describes an agent as a RealEstateAgent of the agency', () => {
    const agent = data.byLanguage.en.agents[0]!;
    const html = head('/agent/agent-profile', `?id=${agent.id}`);
    expect(titleOf(html)).toBe(`${agent.name} — Betoch`);
    expect(metaOf(html, 'og:type')).toEqual(['profile']);
    expect(ldOfType(html, 'RealEstateAgent')).toMatchObject({
      name: agent.name,
      telephone: agent.phone,
      email: agent.email,
      image: `${ORIGIN}${agent.photo.src}`,
      parentOrganization: { '@type': 'RealEstateAgent', name: data.byLanguage.en.agency.name },
    });
    const trail = ldOfType(html, 'BreadcrumbList').itemListElement as Ld[];
    expect(trail.map((item) => item.name)).toEqual(['Home', 'Our agents', agent.name]);
  });

  it('describes a post as a BlogPosting under its canonical layout', () => {
    const post = data.byLanguage.en.posts.find((p) => p.authorId)!;
    const html = head('/page/blog-detail/no-sidebar', `?id=${post.id}`);
    const url = `${ORIGIN}/page/blog-detail/right-sidebar?id=${post.id}`;
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaOf(html, 'og:type')).toEqual(['article']);
    expect(metaOf(html, 'article:published_time')).toEqual([post.date]);
    expect(ldOfType(html, 'BlogPosting')).toMatchObject({
      headline: post.title,
      datePublished: post.date,
      mainEntityOfPage: url,
      image: `${ORIGIN}${post.image.src}`,
      author: { '@type': 'Person', url: `${ORIGIN}/agent/agent-profile?id=${post.authorId}` },
      publisher: { name: data.byLanguage.en.agency.name },
    });
  });
});

describe('headFor: unknown and unreadable', () => {
  it.each([
    ['/property/image-box', '?id=nope'],
    ['/property/image-box', ''],
    ['/page/blog-detail/left-sidebar', '?id=nope'],
    ['/agent/agent-profile', '?id=nope'],
    ['/no/such/page', ''],
    ['/page/other-pages/404', ''],
    ['/favorites', ''],
  ])('%s%s: noindex, no canonical, no JSON-LD', (pathname, search) => {
    const html = head(pathname, search);
    expect(metaOf(html, 'robots')).toEqual(['noindex']);
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang');
    expect(jsonLd(html)).toEqual([]);
  });

  it('gives the generic head without data, under the page’s own address', () => {
    const html = head('/property/image-box', '?id=b01', 'en', null);
    expect(titleOf(html)).toBe('Find your home in Ethiopia — Betoch');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/property/image-box?id=b01" />`);
    expect(metaOf(html, 'twitter:card')).toEqual(['summary']);
    expect(metaOf(html, 'og:image')).toEqual([]);
  });
});

describe('headFor: every page', () => {
  it.each(LANGUAGES)(
    'in %s: one title and one description, breadcrumbs where the page shows them',
    (language) => {
      for (const page of FIXED_PAGES.values()) {
        const html = head(page.path, '', language, data);
        expect(html.match(/<title>/g)).toHaveLength(1);
        expect(metaOf(html, 'description')).toHaveLength(1);
        const trails = jsonLd(html).filter((block) => block['@type'] === 'BreadcrumbList');
        expect(trails).toHaveLength(page.indexed && page.crumbs ? 1 : 0);
      }
    },
  );

  it('titles the pages with their own headings', () => {
    expect(titleOf(head('/listing/list-view/listing/no-sidebar'))).toBe('Property list — Betoch');
    expect(titleOf(head('/agent/agent-grid'))).toBe('Our agents — Betoch');
    expect(titleOf(head('/theme/classic'))).toBe('Find your home in Ethiopia — Betoch');
    expect(unescape(titleOf(head('/page/other-pages/terms-conditions')) ?? '')).toBe(
      `${data.byLanguage.en.terms.title} — Betoch`,
    );
  });
});

describe('headFor: hostile data', () => {
  const HOSTILE = '</script><script>alert(1)</script><img src=x onerror=alert(2)>"\'&\u2028';
  const base = data.byLanguage.en;
  const hostile: SiteData = {
    ...data,
    byLanguage: {
      ...data.byLanguage,
      en: {
        ...base,
        properties: base.properties.map((p) =>
          p.id === 'b01'
            ? {
                ...p,
                title: HOSTILE,
                description: HOSTILE,
                address: HOSTILE,
                images: [{ ...p.images[0]!, alt: HOSTILE }],
              }
            : p,
        ),
      },
    },
  };

  it('can neither close an element nor start a script or an element', () => {
    const html = head('/property/image-box', '?id=b01', 'en', hostile);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('alert(1)</script>');
    // Every element is one of the head's own.
    const tags = [...html.matchAll(/<([a-z]+)[\s>]/g)].map((m) => m[1]);
    expect(new Set(tags)).toEqual(new Set(['title', 'meta', 'link', 'script']));
    // The texts arrive intact once parsed.
    expect(unescape(titleOf(html) ?? '')).toBe(`${HOSTILE} — Betoch`);
    expect(ldOfType(html, 'RealEstateListing').name).toBe(HOSTILE);
  });

  it('escapes a hostile query string too', () => {
    const html = head('/agent/agent-profile', '?id="><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert');
  });
});
