import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PageRoutes from './page-routes';
import { serveAssets } from '@betoch/shared/testing';
import { renderPage } from '../testing/render-page';

beforeEach(() => serveAssets());

const open = (url: string) => renderPage(<PageRoutes />, url, '/page/*');

describe('FAQ', () => {
  it('opens and closes an answer with its question button', async () => {
    open('/page/other-pages/faq');
    const buttons = await screen.findAllByRole('button', { expanded: false });
    expect(buttons).toHaveLength(12);
    const first = buttons[0]!;
    const answer = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeVisible();
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });
});

describe('404', () => {
  it('explains, links home and to the listings, and searches the listings', async () => {
    open('/page/other-pages/404');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/theme/classic',
    );
    expect(screen.getByRole('link', { name: 'Browse the listings' })).toHaveAttribute(
      'href',
      '/listing/grid-view/2-grid/left-sidebar',
    );
    await waitFor(() =>
      expect(document.querySelectorAll('datalist option').length).toBeGreaterThan(10),
    );
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Search the listings' }),
      'bole apartment',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Redirected')).toBeInTheDocument();
  });
});

describe('about', () => {
  it('tells the story, the figures and the team', async () => {
    open('/page/other-pages/about-us-2');
    expect(screen.getByRole('heading', { level: 1, name: 'About Betoch' })).toBeInTheDocument();
    expect(await screen.findByText(/founded in Addis Ababa in 2014/)).toBeInTheDocument();
    expect(screen.getByText('3,400')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Yonas Alemu' })).toBeInTheDocument();
  });
});

describe('coming soon', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down to the launch and validates the notify form', async () => {
    jest.useFakeTimers({ now: Date.UTC(2027, 8, 9, 21, 0, 0), advanceTimers: true });
    open('/page/other-pages/coming-soon-1');
    const timer = screen.getByRole('timer', { name: 'Time left until the launch' });
    expect(within(timer).getByText('Days').previousSibling).toHaveTextContent('01');
    act(() => jest.advanceTimersByTime(1000));
    expect(within(timer).getByText('Hours').previousSibling).toHaveTextContent('23');

    const submit = await screen.findByRole('button', { name: 'Notify me' });
    const email = screen.getByRole('textbox', { name: /Your e-mail address/ });
    await userEvent.type(email, 'selam@');
    await userEvent.click(submit);
    expect(email).toHaveAccessibleDescription(/name@example.com/);
    await userEvent.type(email, 'example.com');
    await userEvent.click(submit);
    expect(screen.getByRole('status')).toHaveTextContent(
      'we will write to selam@example.com when the Betoch app is available',
    );
  });

  it('has three different pages', async () => {
    const { unmount } = open('/page/other-pages/coming-soon-2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Virtual tours');
    expect(await screen.findByRole('button', { name: 'Notify me' })).toBeInTheDocument();
    unmount();
    open('/page/other-pages/coming-soon-3');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New cities');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Notify me' })).toBeInTheDocument();
  });
});

describe('legal pages', () => {
  it('lists the sections in a table of contents with in-page links', async () => {
    open('/page/other-pages/privacy-policy');
    const toc = await screen.findByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAttribute('href', '#what-we-collect');
    expect(document.getElementById('what-we-collect')?.tagName).toBe('H2');
  });
});

describe('portfolio', () => {
  it('filters the gallery by property type', async () => {
    open('/page/portfolio/3-grid');
    expect(await screen.findByText('60 properties shown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Villa' }));
    expect(await screen.findByText('12 properties shown')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Villa' })).toHaveAttribute('aria-current', 'true');
    // 6 a page, like every list of the site.
    const items = screen
      .getAllByRole('listitem')
      .filter((li) => li.matches('.cnt-portfolio__item'));
    expect(items).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/page/portfolio/3-grid?type=Villa&page=2',
    );
  });
});
