import { screen, within } from '@testing-library/react';
import AgentRoutes from '../../exposes/agent-routes';
import { serveAssets } from '@betoch/shared/testing';
import { notFoundIn } from '@betoch/shared';
import { renderPage } from '../../testing/render-page';

beforeEach(() => serveAssets());

const open = (url: string) => renderPage(<AgentRoutes />, url, '/agent/*');

describe('agent grid and list', () => {
  it('shows every agent with phone, e-mail, listings, languages and named social links', async () => {
    open('/agent/agent-grid');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(8);
    const hanna = within(cards[0]!);
    expect(hanna.getByRole('link', { name: 'Hanna Girma' })).toHaveAttribute(
      'href',
      '/agent/agent-profile?id=hanna-girma',
    );
    expect(hanna.getByRole('link', { name: '+251 911 482 630' })).toHaveAttribute(
      'href',
      'tel:+251911482630',
    );
    expect(hanna.getByRole('link', { name: 'hanna.girma@betoch.et' })).toHaveAttribute(
      'href',
      'mailto:hanna.girma@betoch.et',
    );
    expect(hanna.getByText('8 properties')).toBeInTheDocument();
    expect(hanna.getByText('Amharic, English')).toBeInTheDocument();
    expect(hanna.getByRole('link', { name: 'Hanna Girma on Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/hanna_girma_betoch',
    );
  });

  it('the list layout adds each bio', async () => {
    open('/agent/agent-list');
    await screen.findAllByRole('article');
    expect(screen.getByText(/walks buyers through valuations/)).toBeInTheDocument();
  });
});

describe('agent profile', () => {
  it("shows the agent's bio, contacts and properties as cards", async () => {
    open('/agent/agent-profile?id=kidane-gebremedhin');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Kidane Gebremedhin',
    );
    const listings = await screen.findByRole('heading', { name: /Properties listed by/ });
    const section = listings.closest('section');
    expect(section).not.toBeNull();
    // Each PropertyCard is an article whose title links to the property page.
    expect(await within(section!).findAllByRole('article')).toHaveLength(3);
  });

  it('says so for an unknown id', async () => {
    open('/agent/agent-profile?id=nobody');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all agents' })).toHaveAttribute(
      'href',
      '/agent/agent-grid',
    );
    // The server answers it 404 (domain/not-found-mark.ts).
    expect(notFoundIn(document.body.innerHTML)).toBe('page');
  });
});
