import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Each of scripts/e2e.ts's passes writes a report of its own.
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.BETOCH_E2E_REPORT ?? '../.results/playwright.json' }],
  ],
  // Two kinds of tests hold the site to a time, and scripts/e2e.ts runs them in passes of their
  // own after the rest (a second browser test beside them on two cores takes time by itself):
  // - @timing: a bound with seconds of margin, set by the product's own timers (the section
  //   message within 12 s of the navigation: the fault matrix, a hung remote file), two at a time;
  // - @alone: a bound a busy machine alone can break (a page painted within 2 s of its request
  //   while a remote hangs, the loader's 3 s), or a test that changes what the others read (a
  //   listing published, then withdrawn), one at a time, last.
  // Each pass has its own output folder, which Playwright empties when the pass starts.
  projects: [
    { name: 'site', grepInvert: /@timing|@alone/, outputDir: '../test-results/site' },
    { name: 'timing', grep: /@timing/, grepInvert: /@alone/, outputDir: '../test-results/timing' },
    { name: 'alone', grep: /@alone/, outputDir: '../test-results/alone' },
    // What sellers and buyers write, again with the API and the listings service on Postgres
    // (scripts/e2e.ts runs it with BETOCH_E2E_POSTGRES_URL when a server is at hand).
    { name: 'postgres', grep: /@postgres/, outputDir: '../test-results/postgres' },
  ],
  use: {
    baseURL: 'http://localhost:3000',
    browserName: 'chromium',
    headless: true,
    trace: 'off',
    // The site registers a service worker (docs/offline.md). A worker's own requests pass by
    // `page.route`, which many specs use to make a remote fail or hang, so it is kept out of the
    // specs that do not test it; offline.spec.ts lets it in.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download cannot work on these machines.
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
