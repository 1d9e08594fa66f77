import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notFoundIn, useLanguageStore } from '@betoch/shared';
import PageRoutes from '../../exposes/page-routes';
import { readAsset, serveAssets } from '@betoch/shared/testing';
import { renderPage } from '../../testing/render-page';

beforeEach(() => serveAssets());

const open = (url: string) => renderPage(<PageRoutes />, url, '/page/*');

describe('blog list', () => {
  it('shows the 6 newest posts on page 1 and the rest on page 2', async () => {
    open('/page/blog-page/right-sidebar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const list = await screen.findAllByRole('article');
    expect(list).toHaveLength(6);
    expect(within(list[0]!).getByRole('heading').textContent).toMatch(/condominium programmes/);
    expect(within(list[0]!).getByText('4 Mar 2026')).toBeInTheDocument();
    const more = within(list[0]!).getByRole('link', { name: /Read more/ });
    expect(more).toHaveAttribute(
      'href',
      '/page/blog-detail/right-sidebar?id=condominium-programmes-explained',
    );
  });

  it('reads the page from the query string', async () => {
    open('/page/blog-page/left-sidebar?page=2');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(
      screen.getByRole('heading', { name: 'Buying a home in Ethiopia from abroad' }),
    ).toBeInTheDocument();
  });

  it('filters by the words of the search box', async () => {
    open('/page/blog-page/no-sidebar');
    await screen.findAllByRole('article');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the blog' }), 'title deed');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const found = await screen.findAllByRole('article');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(6);
    expect(screen.getByText(/posts? found/)).toBeInTheDocument();
  });

  it('searches through a GET form whose script goes where the browser alone would', async () => {
    open('/page/blog-page/left-sidebar');
    await screen.findAllByRole('article');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/page/blog-page/left-sidebar');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the blog' }), '  ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    // `?q=++`, as the browser would write it: spaces alone filter nothing.
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(screen.queryByText(/posts? found/)).not.toBeInTheDocument();
  });

  it('filters by a category link of the sidebar', async () => {
    open('/page/blog-page/left-sidebar');
    const sidebar = await screen.findByRole('complementary', { name: 'Blog' });
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Legal' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});

describe('blog post', () => {
  it('shows the whole post with its author, tags and neighbours', async () => {
    open('/page/blog-detail/left-sidebar?id=leasehold-land-in-ethiopia');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Land is leased, not owned/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Samuel Haile' })).toHaveAttribute(
      'href',
      '/agent/agent-profile?id=samuel-haile',
    );
    const nav = screen.getByRole('navigation', { name: 'More posts' });
    expect(within(nav).getByRole('link', { name: /Previous post/ })).toHaveAttribute(
      'href',
      '/page/blog-detail/left-sidebar?id=checking-a-title-deed',
    );
    expect(within(nav).getByRole('link', { name: /Next post/ })).toHaveAttribute(
      'href',
      '/page/blog-detail/left-sidebar?id=condominium-programmes-explained',
    );
  });

  it('shows the post in Amharic with Amharic chosen, and in English again after switching back', async () => {
    const am =
      readAsset<Record<string, { title: string; author: string; body: string[] }>>(
        'am/blog-details.json',
      )['leasehold-land-in-ethiopia'];
    if (!am) throw new Error('am/blog-details.json has no leasehold-land-in-ethiopia');
    act(() => useLanguageStore.getState().setLanguage('am'));
    try {
      open('/page/blog-detail/left-sidebar?id=leasehold-land-in-ethiopia');
      expect(await screen.findByRole('heading', { level: 1, name: am.title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: am.author })).toBeInTheDocument();
      expect(screen.getByText(am.body[0] ?? '?')).toBeInTheDocument();
      expect(screen.queryByText(/Land is leased, not owned/)).not.toBeInTheDocument();

      act(() => useLanguageStore.getState().setLanguage('en'));
      expect(
        await screen.findByRole('heading', { level: 1, name: /Land is leased, not owned/ }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Samuel Haile' })).toBeInTheDocument();
    } finally {
      act(() => useLanguageStore.getState().setLanguage('en'));
    }
  });

  it('says so for an unknown id and links back to the blog', async () => {
    open('/page/blog-detail/no-sidebar?id=nothing-here');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute(
      'href',
      '/page/blog-page/no-sidebar',
    );
    // The server answers it 404 (domain/not-found-mark.ts).
    expect(notFoundIn(document.body.innerHTML)).toBe('page');
  });

  it('shows the failure of the file inside the page', async () => {
    serveAssets({ failing: ['blog-details.json'] });
    open('/page/blog-page/left-sidebar');
    expect(await screen.findByRole('alert')).toHaveTextContent('blog-details.json');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });
});
