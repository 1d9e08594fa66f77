import { screen, within } from '@testing-library/react';
import enJson from '../../../i18n/content/en.json';
import { renderRoute, serveAssets } from '@betoch/shared/testing';
import ModuleRoutes from '../../exposes/module-routes';

function renderModule(slug: string) {
  return renderRoute(<ModuleRoutes />, {
    url: `/modules/${slug}`,
    path: '/modules/*',
    namespaces: { content: enJson },
  });
}

beforeEach(() => {
  serveAssets();
});

/** Each module, and something its live examples must show once the data is in. */
const MODULES: [keyof typeof enJson.modules, () => Promise<unknown>][] = [
  ['button', () => screen.findByRole('button', { name: 'Add to wishlist' })],
  ['label', () => screen.findByText('Lower rent')],
  ['title', () => screen.findByRole('heading', { level: 3, name: 'Latest for sale' })],
  ['image-ratio', () => screen.findByText('16:9')],
  ['blog', () => screen.findByRole('heading', { level: 2, name: 'From our blog' })],
  ['brand', () => screen.findByRole('img', { name: 'Abay Homes wordmark' })],
  ['testimonial', () => screen.findByText('Rahel Kebede')],
  ['full-banner', () => screen.findByRole('link', { name: 'Contact an agent' })],
  ['about', () => screen.findByText('Homes rented')],
  ['service', () => screen.findByRole('heading', { level: 3, name: 'Buying a home' })],
  ['property', () => screen.findAllByRole('article')],
  ['feature', () => screen.findByRole('heading', { level: 2, name: 'Property of the day' })],
];

describe('the UI-kit showcase', () => {
  it.each(MODULES)('/modules/%s is a real page with live examples', async (slug, example) => {
    renderModule(slug);
    const module = enJson.modules[slug] as { title: string; intro: string };
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(module.title);
    expect(screen.getByText(module.intro)).toBeInTheDocument();
    await example();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the property card in both layouts', async () => {
    const { container } = renderModule('property');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(5);
    expect(container.querySelectorAll('.property-card--list')).toHaveLength(2);
    const grid = screen.getByRole('heading', { name: 'Grid layout' }).closest('section');
    if (!grid) throw new Error('no section');
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
  });

  it('redirects an unknown module to the 404 page', () => {
    renderModule('carousel');
    expect(screen.getByText('Redirected')).toBeInTheDocument();
  });
});
