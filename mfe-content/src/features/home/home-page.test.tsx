import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import enJson from '../../../i18n/content/en.json';
import { useDataModeStore } from '@betoch/shared/singleton';
import { renderRoute, serveAssets } from '@betoch/shared/testing';
import ThemeRoutes from '../../exposes/theme-routes';
import {
  HOME_LAYOUTS,
  HOME_VARIANTS,
  type HeroKind,
  type HomeVariant,
  type SectionKey,
} from './variants';

// Leaflet needs a real layout engine; the map pages are checked in the browser (e2e).
jest.mock('./hero/property-map', () => ({ PropertyMap: () => <div>map</div> }));

const SECTION_TITLES: Record<SectionKey, string> = {
  'latest-for-sale': enJson.sections.latestForSale.title,
  'featured-property': enJson.sections.featured.title,
  'latest-for-rent': enJson.sections.latestForRent.title,
  'new-offer': enJson.sections.newOffer.title,
  'property-in-city': enJson.sections.propertyInCity.title,
  banner: enJson.sections.banner.title,
  agents: enJson.sections.agents.title,
  'happy-clients': enJson.sections.happyClients.title,
  brands: enJson.sections.brands.title,
  services: enJson.sections.services.title,
  pricing: enJson.sections.pricing.title,
  'latest-blog': enJson.sections.latestBlog.title,
  'property-of-the-day': enJson.sections.propertyOfTheDay.title,
  'people-say': enJson.sections.peopleSay.title,
  'property-slider': enJson.sections.propertySlider.title,
};

const HERO_TITLES: Record<string, string> = {
  classic: enJson.hero.classic.title,
  slider: enJson.hero.slider.title,
  corporate: enJson.hero.corporate.title,
  enterprise: enJson.hero.enterprise.title,
  'image-content': enJson.hero.imageContent.title,
  modern: enJson.hero.modern.title,
  parallax: enJson.hero.parallax.title,
  'search-tabs': enJson.hero.searchTabs.title,
  typed: enJson.hero.typed.title,
  video: enJson.hero.video.title,
  'map-vertical': enJson.hero.mapVertical.title,
  'map-horizontal': enJson.hero.mapHorizontal.title,
};

function renderHome(url: string) {
  return renderRoute(<ThemeRoutes />, {
    url,
    path: '/theme/*',
    namespaces: { content: enJson },
  });
}

beforeEach(() => {
  serveAssets();
});

describe('the twelve home pages', () => {
  it.each(HOME_VARIANTS)(
    '/theme/%s shows its hero headline and its sections in order',
    async (variant) => {
      renderHome(`/theme/${variant}`);
      const { hero, sections } = HOME_LAYOUTS[variant];
      // Every hero but the landing page's (classic) is its own chunk, rendered once fetched (the
      // first import is compiled on the fly, seconds on a busy machine).
      const h1s = await screen.findAllByRole('heading', { level: 1 }, { timeout: 5000 });
      expect(h1s).toHaveLength(1);
      expect(h1s[0]).toHaveTextContent(HERO_TITLES[hero] ?? '');
      const sectionTitles = () =>
        screen
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent)
          .filter((text) => Object.values(SECTION_TITLES).includes(text ?? ''));
      // Every section's title, in the variant's order (the banner's once its file has loaded).
      await waitFor(() => expect(sectionTitles()).toEqual(sections.map((k) => SECTION_TITLES[k])));
      expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    },
  );

  it('are twelve distinct pages', () => {
    const signatures = HOME_VARIANTS.map((v) => JSON.stringify(HOME_LAYOUTS[v]));
    expect(new Set(signatures).size).toBe(12);
    expect(new Set(HOME_VARIANTS.map((v) => HOME_LAYOUTS[v].hero)).size).toBe(12);
  });

  it('redirects an unknown variant to the 404 page', () => {
    renderHome('/theme/no-such-home');
    expect(screen.getByText('Redirected')).toBeInTheDocument();
  });

  it('redirects a path below a variant to the 404 page', () => {
    renderHome('/theme/classic/extra');
    expect(screen.getByText('Redirected')).toBeInTheDocument();
  });
});

describe('saving data (docs/low-data.md)', () => {
  /** The pictures of the page's hero (its own, its slides', its side's) and the video's scene. */
  async function heroPictures(variant: HomeVariant): Promise<number> {
    renderHome(`/theme/${variant}`);
    const [h1] = await screen.findAllByRole('heading', { level: 1 }, { timeout: 5000 });
    const hero = h1?.closest<HTMLElement>('.cnt-hero');
    if (!hero) throw new Error(`/theme/${variant}: no hero around the page's heading`);
    // The slides come with their data.
    if (HOME_LAYOUTS[variant].hero === 'slider') {
      await within(hero).findAllByText(/./, { selector: '.cnt-hero-slides__heading' });
    }
    const scenes = document.querySelectorAll('.cnt-city-scene').length;
    return hero.querySelectorAll('img').length + scenes;
  }

  const PICTURED: readonly HeroKind[] = [
    'classic',
    'slider',
    'modern',
    'corporate',
    'image-content',
    'video',
  ];

  afterEach(() => act(() => useDataModeStore.setState({ mode: 'normal' })));

  it.each(HOME_VARIANTS)(
    '/theme/%s draws its hero with its words and no picture',
    async (variant) => {
      useDataModeStore.setState({ mode: 'low' });
      expect(await heroPictures(variant)).toBe(0);
    },
  );

  it.each(HOME_VARIANTS.filter((variant) => PICTURED.includes(HOME_LAYOUTS[variant].hero)))(
    'while /theme/%s has them for everyone else',
    async (variant) => {
      expect(await heroPictures(variant)).toBeGreaterThan(0);
    },
  );
});

describe('/theme/classic', () => {
  it('shows the latest properties for sale as cards', async () => {
    renderHome('/theme/classic');
    const section = (await screen.findByRole('heading', { name: 'Latest for sale' })).closest(
      'section',
    );
    if (!section) throw new Error('no section');
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(
      within(cards[0] as HTMLElement).getByRole('button', { name: 'Add to wishlist' }),
    ).toBeInTheDocument();
  });

  it('shows a failed file in its own section while the other sections render', async () => {
    serveAssets({ failing: ['latest-for-rent.json'] });
    renderHome('/theme/classic');
    const rent = screen.getByRole('heading', { name: 'Latest for rent' }).closest('section');
    if (!rent) throw new Error('no section');
    const alert = await within(rent).findByRole('alert');
    expect(alert).toHaveTextContent('latest-for-rent.json could not be loaded (HTTP 404)');
    expect(within(rent).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    const sale = screen.getByRole('heading', { name: 'Latest for sale' }).closest('section');
    if (!sale) throw new Error('no section');
    expect(await within(sale).findAllByRole('article')).toHaveLength(6);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('"Try again" loads the failed file again', async () => {
    const failing = ['agents.json'];
    const fetchMock = serveAssets({ failing: failing });
    renderHome('/theme/classic');
    const agents = screen.getByRole('heading', { name: 'Our agents' }).closest('section');
    if (!agents) throw new Error('no section');
    await within(agents).findByRole('alert');
    failing.length = 0; // the file is back
    fetchMock.mockClear();
    await userEvent.click(within(agents).getByRole('button', { name: 'Try again' }));
    expect(await within(agents).findByRole('link', { name: 'Hanna Girma' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('agents.json'),
      expect.anything(),
    );
  });
});
