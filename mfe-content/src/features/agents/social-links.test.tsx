import { screen } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { SocialLinks } from './social-links';

function renderLinks(links: { network: string; url: string }[]) {
  renderPage(<SocialLinks links={links} owner="Hanna Girma" />, '/', '/*');
}

it('links an https: profile, opening in a new tab without an opener', () => {
  renderLinks([{ network: 'telegram', url: 'https://t.me/hanna_girma' }]);
  const link = screen.getByRole('link');
  expect(link).toHaveAttribute('href', 'https://t.me/hanna_girma');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

it.each([
  'javascript:alert(document.cookie)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://t.me/hanna_girma',
  '/agent/agent-grid',
])('leaves out a profile whose URL is %j', (url) => {
  renderLinks([
    { network: 'facebook', url },
    { network: 'telegram', url: 'https://t.me/hanna_girma' },
  ]);
  const links = screen.getAllByRole('link');
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAttribute('href', 'https://t.me/hanna_girma');
});

it('renders nothing when no profile is safe to link', () => {
  renderLinks([{ network: 'x', url: 'javascript:alert(1)' }]);
  expect(screen.queryByRole('list')).toBeNull();
});
