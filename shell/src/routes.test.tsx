import { sectionFor } from './routes';

jest.mock('./remotes/federation', () => ({ loadSection: jest.fn() }));

describe('sectionFor: which remote renders a path (docs/routes.md)', () => {
  test.each([
    ['/theme/classic', 'content', 'theme'],
    ['/listing/grid-view/2-grid/left-sidebar', 'listings', 'routes'],
    ['/listing/tab-layout/tab-full-width', 'listings', 'routes'],
    ['/property/image-box', 'property', 'routes'],
    ['/property/compare', 'property', 'routes'],
    ['/page/other-pages/log-in', 'account', 'login'],
    ['/page/other-pages/404', 'content', 'page'],
    ['/page/blog-page/left-sidebar', 'content', 'page'],
    ['/modules/button', 'content', 'modules'],
    ['/agent/agent-grid', 'content', 'agent'],
    ['/contact/contact-2', 'content', 'contact'],
    ['/contract', 'content', 'contract'],
    ['/contract/sale', 'content', 'contract'],
    ['/favorites', 'account', 'favorites'],
    ['/my-properties', 'account', 'my-properties'],
    ['/components/favorites', 'account', 'favorites-module'],
  ])('%s → %s/%s', (path, remote, module) => {
    expect(sectionFor(path)).toMatchObject({ remote, module });
  });

  test.each(['/nowhere', '/favorites/extra', '/'])('%s belongs to no section', (path) => {
    expect(sectionFor(path)).toBeUndefined();
  });
});
