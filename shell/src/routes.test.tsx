import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../../shared/build/apps';
import config from '../public/config.json';
import {
  BARE_SECTIONS,
  LAYOUT_SECTIONS,
  isClientOnly,
  sectionFor,
  type SectionRoute,
} from './routes';

jest.mock('./remotes/federation', () => ({ loadSection: jest.fn() }));

describe('sectionFor: which remote renders a path (docs/routes.md)', () => {
  test.each([
    ['/theme/classic', 'content', 'theme'],
    ['/listing/grid-view/2-grid/left-sidebar', 'listings', 'routes'],
    ['/listing/tab-layout/tab-full-width', 'listings', 'routes'],
    ['/property/image-box', 'property', 'routes'],
    ['/property/compare', 'property', 'routes'],
    ['/page/other-pages/log-in', 'account', 'login'],
    ['/page/other-pages/sign-up', 'account', 'sign-up'],
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

describe('the route table against the remotes (shared/build/apps.ts)', () => {
  const exposed = (remote: string) =>
    Object.keys(REMOTES.find((app) => app.name === remote)?.exposes ?? {});

  test.each([...LAYOUT_SECTIONS, ...BARE_SECTIONS])(
    '$path loads $remote/$module, which that remote exposes',
    ({ remote, module }) => {
      expect(exposed(remote)).toContain(`./${module}`);
    },
  );

  test('so does every <RemoteSection remote module> elsewhere in the shell (the header widget)', () => {
    const files = readdirSync(path.join(__dirname), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'),
    );
    const uses = files.flatMap((file) =>
      [
        ...readFileSync(path.join(__dirname, file), 'utf8').matchAll(
          /<RemoteSection\s+remote="([\w-]+)"\s+module="([\w-]+)"/g,
        ),
      ].map(([, remote, module]) => `${remote}/${module}`),
    );
    expect(uses).toContain('account/user-widget');
    for (const use of uses) {
      const [remote = '', module = ''] = use.split('/');
      expect(exposed(remote)).toContain(`./${module}`);
    }
  });

  test('a route to a module its remote does not expose does not compile (tsc -b checks this file)', () => {
    const wrong: SectionRoute[] = [
      // @ts-expect-error a typo: content exposes ./theme, not ./themes
      { path: '/theme', remote: 'content', module: 'themes' },
      // @ts-expect-error the log-in page is the account remote's, not content's
      { path: '/login', remote: 'content', module: 'login' },
      // @ts-expect-error no remote of that name in shared/build/apps.ts
      { path: '/blog', remote: 'blog', module: 'routes' },
    ];
    // At run time the same three fail the check above.
    expect(wrong.filter(({ remote, module }) => exposed(remote).includes(`./${module}`))).toEqual(
      [],
    );
  });

  test('config.json names exactly the remotes, each once', () => {
    expect(Object.keys(config.remotes).sort()).toEqual(REMOTES.map((app) => app.name).sort());
  });
});

test('pages showing the visitor’s own state are drawn only in the browser', () => {
  expect(isClientOnly('/favorites')).toBe(true);
  expect(isClientOnly('/property/compare')).toBe(true);
  expect(isClientOnly('/components/favorites')).toBe(true);
  expect(isClientOnly('/property/image-box')).toBe(false);
  expect(isClientOnly('/favorites-of-someone')).toBe(false);
});
