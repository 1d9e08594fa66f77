import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PORT, REMOTES, SHELL } from '../../shared/build/apps';
import { REPO_ROOT } from '../../shared/build/layout';
import { closeServers, createAppServer } from '../../page-server/src/serve';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config';
import { expect, openPage, test } from '../support/fixtures';

/** A copy of the shell build whose files the test breaks while it is served. */
const EDITED_SHELL_PORT = 3012;
/** The shell build served with a config.json naming a remote that must not be trusted. */
const UNTRUSTED_SHELL_PORT = 3013;

const REFUSED_LISTINGS = 'http://evil.example/mf-manifest.json';

let copy: string;
const servers: http.Server[] = [];
const logged: string[] = [];

function listen(server: http.Server, port: number): Promise<void> {
  servers.push(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve());
  });
}

test.beforeAll(async () => {
  const dist = path.join(REPO_ROOT, SHELL.dir, 'dist');
  copy = mkdtempSync(path.join(tmpdir(), 'betoch-shell-'));
  cpSync(dist, copy, { recursive: true });
  const log = (line: string) => logged.push(line);
  await listen(createAppServer(SHELL, { log }, copy), EDITED_SHELL_PORT);
  const built = JSON.parse(readFileSync(path.join(dist, 'config.json'), 'utf8')) as RuntimeConfig;
  const untrusted = { ...built, remotes: { ...built.remotes, listings: REFUSED_LISTINGS } };
  await listen(createAppServer(SHELL, { log, config: untrusted }, dist), UNTRUSTED_SHELL_PORT);
});

test.afterAll(async () => {
  await closeServers(servers);
  rmSync(copy, { recursive: true, force: true });
});

test('a config.json and index.html broken while serving: the page still works, every port answers', async ({
  page,
  request,
}) => {
  const origin = `http://localhost:${EDITED_SHELL_PORT}`;
  await openPage(page, `${origin}/theme/classic`);

  // An operator's edit gone wrong: a truncated config.json, an emptied index.html.
  writeFileSync(path.join(copy, 'config.json'), '{"remotes": {"listings": "http://localhost:30');
  writeFileSync(path.join(copy, 'index.html'), '');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Listings' })
    .click();
  await expect(page).toHaveURL(/\/listing\/grid-view\/2-grid\/left-sidebar/);
  await expect(page.getByRole('button', { name: 'Add to wishlist' }).first()).toBeVisible();
  expect(logged.join('\n')).toMatch(/config\.json refused, still serving the last good copy/);
  expect(logged.join('\n')).toMatch(/index\.html refused/);

  const config = await request.get(`${origin}/config.json`);
  expect(config.ok()).toBe(true);
  expect(((await config.json()) as { remotes: Record<string, string> }).remotes.listings).toBe(
    'http://localhost:3001/mf-manifest.json',
  );
  for (const app of [SHELL, ...REMOTES]) {
    const manifest = await request.get(`http://localhost:${app.port}/mf-manifest.json`);
    expect(manifest.ok(), `port ${app.port}`).toBe(true);
  }
  expect((await request.get(`http://localhost:${API_PORT}/api/health`)).ok()).toBe(true);
});

test.describe('a remote on an untrusted origin', () => {
  test.use({ allowedProblems: ['remote "listings" was refused'] });

  test('is never fetched: its section shows the message, the console says why', async ({
    page,
  }) => {
    const origin = `http://localhost:${UNTRUSTED_SHELL_PORT}`;
    const refusedLogs: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /was refused/.test(message.text())) {
        refusedLogs.push(message.text());
      }
    });
    const untrusted: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('evil.example')) untrusted.push(r.url());
    });

    const response = await page.goto(`${origin}/listing/grid-view/2-grid/left-sidebar`);
    expect(response?.headers()['content-security-policy']).not.toContain('evil.example');
    await expect(page.getByText('This section could not be loaded.')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('This section could not be loaded.')).toBeVisible();
    expect(refusedLogs.join('\n')).toMatch(
      /remote "listings" was refused: http:\/\/evil\.example is not https:/,
    );

    // The rest of the site, on trusted remotes, still works.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Agent Grid' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(untrusted).toEqual([]);
    expect(logged.join('\n')).toMatch(/remote "listings" refused/);
  });
});
