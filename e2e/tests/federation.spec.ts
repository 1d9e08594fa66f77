import { holdInBrowser } from '../support/held-origin';
import { ALTERNATE_LISTINGS_PORT, SWAPPED_SHELL_PORT } from '../support/ports';
import { openServerRendered } from '../support/server-rendered';
import { expect, openPage, test, waitUntilLive } from '../support/fixtures';
import { acceptStoredToken } from '../support/session';

test.describe('routing into the remotes', () => {
  test('the empty path redirects to /theme/classic', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/theme\/classic$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown top-level path redirects to the 404 page', async ({ page }) => {
    await page.goto('/no/such/place');
    await expect(page).toHaveURL(/\/page\/other-pages\/404$/);
  });

  for (const path of [
    '/listing/grid-view/9-grid/left-sidebar',
    '/theme/x',
    '/agent/nobody',
    '/property/nothing?id=b01',
  ]) {
    test(`an unknown path inside a section (${path}) redirects to the 404 page`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/page\/other-pages\/404$/);
    });
  }

  const owners: [string, number][] = [
    ['/listing/grid-view/2-grid/left-sidebar', 3001],
    ['/property/image-box?id=b01', 3002],
    ['/theme/classic', 3003],
    ['/page/other-pages/log-in', 3004],
    ['/page/other-pages/sign-up', 3004],
  ];
  for (const [path, port] of owners) {
    test(`${path} is rendered by the remote on port ${port}`, async ({ page }) => {
      const fromRemote: string[] = [];
      page.on('response', (r) => {
        if (r.url().startsWith(`http://localhost:${port}/`)) fromRemote.push(r.url());
      });
      await openPage(page, path);
      expect(fromRemote.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
      expect(fromRemote.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    });
  }

  test('the bare pages render without header and footer', async ({ page }) => {
    // /components/favorites is for logged-in visitors, like /favorites.
    await page.addInitScript(() => sessionStorage.setItem('betoch.token', 'e2e'));
    await acceptStoredToken(page);
    await openPage(page, '/components/favorites');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('a remote is fetched only when its section is visited', async ({ page }) => {
    const requested = new Set<string>();
    page.on('request', (r) => requested.add(new URL(r.url()).port));
    await openPage(page, '/theme/classic');
    expect(requested.has('3001')).toBe(false);
    expect(requested.has('3002')).toBe(false);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Listings' })
      .click();
    await expect(page).toHaveURL(/\/listing\/grid-view\/2-grid\/left-sidebar/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested.has('3001')).toBe(true);
  });
});

test.describe('shared singletons', () => {
  test('React is loaded once across the shell and every visited remote', async ({ page }) => {
    // Every copy of react-dom registers itself with the DevTools hook when it loads.
    await page.addInitScript(() => {
      const renderers: unknown[] = [];
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        value: {
          renderers: new Map(),
          supportsFiber: true,
          inject(renderer: unknown) {
            renderers.push(renderer);
            return renderers.length;
          },
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
          isDisabled: false,
        },
      });
      (window as unknown as { __renderers: unknown[] }).__renderers = renderers;
    });
    await openPage(page, '/theme/classic');
    for (const path of [
      '/listing/grid-view/2-grid/left-sidebar',
      '/property/compare',
      '/favorites',
    ]) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    const count = await page.evaluate(
      () => (window as unknown as { __renderers: unknown[] }).__renderers.length,
    );
    expect(count).toBe(1);
  });
});

test.describe('failure isolation', () => {
  test.use({
    allowedProblems: [
      'localhost:3001',
      'ERR_FAILED',
      'Failed to load resource',
      'ChunkLoadError',
      'RUNTIME-',
      // React reports the error its boundary caught; the section message is the visible outcome.
      'RemoteTimeoutError',
    ],
  });

  test('a remote that is down shows the fallback, the rest keeps working, and "Try again" recovers', async ({
    page,
  }) => {
    await page.route('http://localhost:3001/**', (route) => route.abort());
    await page.goto('/listing/grid-view/2-grid/left-sidebar');
    await expect(page.getByText('This section could not be loaded.')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another section still works, through the menu.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Agent Grid' })
      .click();
    await expect(page).toHaveURL(/\/agent\/agent-grid/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The remote comes back: "Try again" loads it.
    await page.goBack();
    await expect(page.getByText('This section could not be loaded.')).toBeVisible();
    await page.unroute('http://localhost:3001/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('This section could not be loaded.')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  // A server that accepts the connection and never answers: each file of the chain in turn.
  const hangs: [string, RegExp][] = [
    ['manifest', /\/mf-manifest\.json$/],
    ['remote entry', /\/remoteEntry\.js$/],
    ['exposed chunk', /^\/(?!remoteEntry\.js$)[^/]+\.js$/],
  ];
  for (const [what, file] of hangs) {
    // @alone: the 12 s are the visitor's, counted from the navigation, so the page's own arrival and
    // start-up count too; beside another timing test (ci40: an nginx case's prerender) the page
    // arrived after 5.6 s and the message missed the bound. scripts/e2e.ts runs these one at a time.
    test(
      `a remote whose ${what} never answers shows the message within 12 s of the navigation, and "Try again" works once it answers`,
      { tag: '@alone' },
      async ({ page }) => {
        test.setTimeout(60_000);
        const listings = await holdInBrowser(
          page,
          (url) => url.origin === 'http://localhost:3001' && file.test(url.pathname),
        );
        let started = 0;
        let heldBefore = 0;
        // Not `load`: a script that never answers holds the load event back. The page the
        // server rendered: its own fallback would show the message before the browser asked.
        await openServerRendered(page, '/listing/grid-view/2-grid/left-sidebar', () => {
          started = Date.now();
          heldBefore = listings.held();
        });
        await expect(page.getByText('This section could not be loaded.')).toBeVisible({
          timeout: Math.max(1, 12_000 - (Date.now() - started)),
        });
        expect(Date.now() - started).toBeLessThan(12_000);
        expect(listings.held()).toBeGreaterThan(heldBefore);
        await expect(page.getByRole('banner')).toBeVisible();

        // The server answers again (the held requests too, late): "Try again" loads the section.
        await listings.answer();
        await page.getByRole('button', { name: 'Try again' }).click();
        await expect(page.getByRole('button', { name: 'Add to wishlist' }).first()).toBeVisible();
        await expect(page.getByText('This section could not be loaded.')).toHaveCount(0);
      },
    );
  }
});

test.describe('runtime configuration', () => {
  test('config.json pointing a remote at another origin is honoured without rebuilding the shell', async ({
    page,
  }) => {
    // The same shell build, served with a config.json whose listings URL was edited.
    const alternate = `http://localhost:${ALTERNATE_LISTINGS_PORT}`;
    const hosts = new Set<string>();
    page.on('request', (r) => hosts.add(new URL(r.url()).origin));
    await openPage(
      page,
      `http://localhost:${SWAPPED_SHELL_PORT}/listing/grid-view/2-grid/left-sidebar`,
    );
    await expect(page.getByRole('button', { name: 'Add to wishlist' }).first()).toBeVisible();
    expect(hosts.has(alternate)).toBe(true);
    expect(hosts.has('http://localhost:3001')).toBe(false);
  });

  test('the shell page carries a Content-Security-Policy built from config.json', async ({
    page,
  }) => {
    const response = await page.goto('/theme/classic');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' [^;]*http:\/\/localhost:3003/);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/localhost:3005/);
    expect(response?.headers()['cache-control']).toBe('no-store');
  });

  test('styles come only from files: no inline styles allowed, and the toasts are still styled', async ({
    page,
  }) => {
    const response = await page.goto('/listing/grid-view/2-grid/left-sidebar');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/(^|; )style-src 'self'( http:\/\/localhost:\d+)*(;|$)/);
    expect(csp).not.toContain("'unsafe-inline'");
    await waitUntilLive(page);
    // A refused injected <style> would show as a console error, which fails the test.
    await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
    await expect(page.getByText('Property has been added in wishlist.')).toBeVisible();
    await expect(page.locator('.Toastify__toast-container')).toHaveCSS('position', 'fixed');
  });
});

test.describe('stored state across apps', () => {
  test('a corrupted wishlist in localStorage leaves the site working and is repaired on the next change', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('wishlist', '[{"id":"b01","title":"kept"},{"title":"no id"},');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await openPage(page, '/listing/grid-view/2-grid/left-sidebar');
    const add = page.getByRole('button', { name: 'Add to wishlist' }).first();
    await expect(add).toBeVisible();
    await add.click();
    await expect(page.getByText('Property has been added in wishlist.')).toBeVisible();
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('wishlist'))) ?? 'null',
    );
    expect(Array.isArray(stored)).toBe(true);
    expect(stored).toHaveLength(1);
  });

  test('two open tabs stay in step: a wishlist change in one shows in the other', async ({
    context,
  }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await openPage(first, '/property/image-box?id=b02');
    await openPage(second, '/property/image-box?id=b02');
    await first.getByRole('button', { name: 'Add to wishlist' }).first().click();
    await expect(second.getByRole('button', { name: 'Add to wishlist' }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
