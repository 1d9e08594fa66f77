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
  // The tests tagged @timing hold the site to a time (a paint within 2 s of the request, a render
  // within its 2.5 s budget): scripts/e2e.ts runs them in a pass of their own, one at a time, after
  // the rest, since a second browser test beside them on two cores can take that time by itself.
  // Each pass has its own output folder, which Playwright empties when the pass starts.
  projects: [
    { name: 'site', grepInvert: /@timing/, outputDir: '../test-results/site' },
    { name: 'timing', grep: /@timing/, outputDir: '../test-results/timing' },
  ],
  use: {
    baseURL: 'http://localhost:3000',
    browserName: 'chromium',
    headless: true,
    trace: 'off',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download cannot work on these machines.
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
