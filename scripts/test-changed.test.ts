/**
 * @jest-environment node
 */
import { E2E_PASSES } from './e2e';
import {
  changedFiles,
  checkTargets,
  importedModules,
  mentions,
  modulePath,
  planSteps,
  sectionMarkers,
  SERVICE_SECTIONS,
  specsForChange,
  specsForChanges,
  type E2eMap,
} from './test-changed';

const sections = sectionMarkers([
  {
    name: 'listings',
    dir: 'mfe-listings',
    pagePaths: ['/listing/grid-view/2-grid/left-sidebar', '/listing/grid-view/map/leaflet-map'],
  },
  { name: 'content', dir: 'mfe-content', pagePaths: ['/theme/classic', '/page/other-pages/faq'] },
  { name: 'account', dir: 'mfe-account', pagePaths: ['/page/other-pages/log-in', '/favorites'] },
]);

/** A small site's specs and set-up, each spec naming what it tests the way the real ones do. */
const map: E2eMap = {
  specs: [
    { file: 'e2e/tests/listings.spec.ts', text: "openPage(page, '/listing/grid-view/2-grid');" },
    { file: 'e2e/tests/hold.spec.ts', text: "holdInBrowser(page, 'listings');" },
    { file: 'e2e/tests/home.spec.ts', text: "openPage(page, '/theme/classic');" },
    { file: 'e2e/tests/faq.spec.ts', text: "openPage(page, '/page/other-pages/faq');" },
    { file: 'e2e/tests/account.spec.ts', text: "await page.goto('/favorites');" },
    {
      file: 'e2e/tests/releases.spec.ts',
      text: [
        "import { NEXT } from '../fixtures/next-listings-release';",
        "import { seed } from '../../listings-service/src/seed';",
        "run('release');",
      ].join('\n'),
    },
    {
      file: 'e2e/tests/forms.spec.ts',
      text: "import { audit } from '../../scripts/form-audit';\n// the listings grid",
    },
  ],
  setup: [
    {
      file: 'e2e/support/global-setup.ts',
      text: "import { startSite } from '../../page-server/src/serve';",
    },
    {
      file: 'e2e/support/release-fixtures.ts',
      text: "import { contract } from '../../scripts/release/contract';",
    },
    {
      file: 'e2e/playwright.config.ts',
      text: "import { CHROMIUM_PATH } from '../scripts/chromium';",
    },
    {
      file: 'scripts/build.ts',
      text: "import { writeLinkPreviews } from './generate-images/link-previews';",
    },
  ],
  sections,
  services: SERVICE_SECTIONS,
};

const specs = (file: string) => specsForChange(file, map).specs;

test('mentions matches a whole name: a path and what is below it, not a longer word', () => {
  expect(mentions("goto('/listing/grid-view')", '/listing')).toBe(true);
  expect(mentions("goto('/favorites')", '/favorites')).toBe(true);
  expect(mentions("goto('/listings-map')", '/listing')).toBe(false);
  expect(mentions("goto('/listings')", '/listing')).toBe(false);
  expect(mentions("holdInBrowser(page, 'listings')", "'listings'")).toBe(true);
  expect(mentions('a (b) [c]', '(b)')).toBe(true);
});

test('sectionMarkers: folder, quoted name, and each page by its first segment unless shared', () => {
  expect(sections.map((section) => section.markers)).toEqual([
    ['mfe-listings', "'listings'", '"listings"', '`listings`', '/listing'],
    // `/page` holds pages of two sections: each is named by its whole address.
    ['mfe-content', "'content'", '"content"', '`content`', '/theme', '/page/other-pages/faq'],
    [
      'mfe-account',
      "'account'",
      '"account"',
      '`account`',
      '/page/other-pages/log-in',
      '/favorites',
    ],
  ]);
  expect(sectionMarkers([{ name: 'home', dir: 'mfe-home', pagePaths: ['/'] }])[0]?.markers).toEqual(
    ['mfe-home', "'home'", '"home"', '`home`'],
  );
});

test('modulePath and importedModules resolve relative imports to module paths', () => {
  expect(modulePath('scripts/build.ts')).toBe('scripts/build');
  expect(modulePath('shared/src/pages/index.ts')).toBe('shared/src/pages');
  expect(modulePath('e2e/fixtures/ui-kit-fix/page-heading.tsx')).toBe(
    'e2e/fixtures/ui-kit-fix/page-heading',
  );
  expect(
    importedModules({
      file: 'e2e/tests/a.spec.ts',
      text: [
        "import { test } from '@playwright/test';",
        "import { x } from '../support/fixtures';",
        "import type { Y } from '../../shared/src/pages/index.ts';",
        "const lazy = () => import('./b');",
      ].join('\n'),
    }),
  ).toEqual(['e2e/support/fixtures', 'shared/src/pages', 'e2e/tests/b']);
});

test('a changed spec runs itself; a deleted one nothing', () => {
  expect(specs('e2e/tests/home.spec.ts')).toEqual(['e2e/tests/home.spec.ts']);
  expect(specs('e2e/tests/gone.spec.ts')).toEqual([]);
});

test.each([
  'README.md',
  'docs/routes.md',
  'mfe-listings/src/features/filters/filter.test.ts',
  'shell/src/app.test.tsx',
  'scripts/test-changed.test.ts',
  'jest.config.js',
  'eslint.config.js',
  '.prettierrc.json',
  '.ci/run',
  'types/assets.d.ts',
])('%s: no browser sees it, no spec', (file) => {
  expect(specs(file)).toEqual([]);
});

test.each([
  ['scripts/e2e.ts', 'the end-to-end tests’ runner'],
  ['scripts/chromium.ts', 'imported by the end-to-end set-up (e2e/playwright.config.ts)'],
  [
    'scripts/release/contract.ts',
    'imported by the end-to-end set-up (e2e/support/release-fixtures.ts)',
  ],
  ['page-server/src/serve.ts', 'imported by the end-to-end set-up (e2e/support/global-setup.ts)'],
  [
    'scripts/generate-images/link-previews.ts',
    'imported by the end-to-end set-up (scripts/build.ts)',
  ],
])('%s: the runner or the set-up uses it, every spec', (file, reason) => {
  expect(specsForChange(file, map)).toEqual({ specs: 'all', reason });
});

test.each([
  'shell/src/layout/header.tsx',
  'shared/src/domain/pager.ts',
  'shared/build/webpack-config.ts',
  'page-server/src/page-render.ts',
  'e2e/support/fixtures.ts',
  'e2e/playwright.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
])('%s: the shell, shared code or infrastructure, every spec', (file) => {
  expect(specs(file)).toBe('all');
});

test('a section’s change runs the specs that visit its pages or name it', () => {
  expect(specs('mfe-listings/src/features/grid/grid.tsx')).toEqual([
    'e2e/tests/listings.spec.ts',
    'e2e/tests/hold.spec.ts',
  ]);
  expect(specs('mfe-content/src/exposes/theme-routes.tsx')).toEqual([
    'e2e/tests/home.spec.ts',
    'e2e/tests/faq.spec.ts',
  ]);
  // The log-in page is under content's /page: only its own address names account.
  expect(specs('mfe-account/i18n/account/en.json')).toEqual(['e2e/tests/account.spec.ts']);
});

test('a service’s change runs the specs of the section that calls it, and those importing it', () => {
  expect(specsForChange('listings-service/src/seed.ts', map)).toEqual({
    specs: ['e2e/tests/listings.spec.ts', 'e2e/tests/hold.spec.ts', 'e2e/tests/releases.spec.ts'],
    reason: 'listings-service, called by the listings section: the specs that name that section',
  });
  expect(specs('api/src/server.ts')).toEqual(['e2e/tests/account.spec.ts']);
});

test('a fixture runs the specs that import it; a script those that import or run it', () => {
  expect(specs('e2e/fixtures/next-listings-release.tsx')).toEqual(['e2e/tests/releases.spec.ts']);
  expect(specs('e2e/fixtures/ui-kit-fix/page-heading.tsx')).toEqual([]);
  expect(specs('scripts/form-audit.ts')).toEqual(['e2e/tests/forms.spec.ts']);
  expect(specs('scripts/release.ts')).toEqual(['e2e/tests/releases.spec.ts']);
  expect(specs('scripts/release/make-release.ts')).toEqual(['e2e/tests/releases.spec.ts']);
  expect(specs('scripts/lighthouse.ts')).toEqual([]);
});

test('with no section read, a section’s change runs every spec', () => {
  const blind: E2eMap = { ...map, sections: [] };
  expect(specsForChange('mfe-listings/src/x.tsx', blind).specs).toBe('all');
  expect(specsForChange('listings-service/src/x.ts', blind).specs).toBe('all');
});

test('specsForChanges: the union, sorted; every spec when one change asks for all', () => {
  expect(
    specsForChanges(['e2e/tests/home.spec.ts', 'mfe-listings/src/x.tsx', 'README.md'], map),
  ).toEqual(['e2e/tests/hold.spec.ts', 'e2e/tests/home.spec.ts', 'e2e/tests/listings.spec.ts']);
  expect(specsForChanges(['mfe-listings/src/x.tsx', 'shared/src/x.ts'], map)).toBe('all');
  expect(specsForChanges(['docs/ci.md'], map)).toEqual([]);
  expect(specsForChanges([], map)).toEqual([]);
});

test('changedFiles merges git’s lists, each path once, sorted', () => {
  expect(changedFiles('b.ts\na.ts\n', '\n', 'c.ts\r\na.ts\n')).toEqual(['a.ts', 'b.ts', 'c.ts']);
  expect(changedFiles('', '')).toEqual([]);
});

test('checkTargets: ESLint takes code, Prettier everything, jest code and JSON', () => {
  expect(
    checkTargets(['README.md', 'a.ts', 'b.tsx', 'c.cjs', 'en.json', 'style.css', '.ci/run']),
  ).toEqual({
    eslint: ['a.ts', 'b.tsx', 'c.cjs'],
    prettier: ['README.md', 'a.ts', 'b.tsx', 'c.cjs', 'en.json', 'style.css', '.ci/run'],
    jest: ['a.ts', 'b.tsx', 'c.cjs', 'en.json'],
  });
});

const commands = (steps: ReturnType<typeof planSteps>) =>
  steps.map((step) => `${step.label}: ${step.args.join(' ')}`);

test('planSteps: the checks on the changed files, the stale builds, then both passes on the specs', () => {
  const steps = planSteps(checkTargets(['a.ts', 'README.md']), ['e2e/tests/home.spec.ts'], true);
  expect(commands(steps)).toEqual([
    'lint: eslint --no-warn-ignored a.ts',
    'format: prettier --check --ignore-unknown a.ts README.md',
    'types: tsc -b',
    'related unit tests: jest --ci --passWithNoTests --findRelatedTests a.ts',
    'stale production builds: tsx scripts/build.ts',
    ...E2E_PASSES.map(
      (pass) =>
        `${pass.label}: playwright test -c e2e/playwright.config.ts --pass-with-no-tests ${pass.args.join(' ')} e2e/tests/home.spec.ts`,
    ),
  ]);
  expect(steps.filter((step) => step.build).map((step) => step.label)).toEqual([
    'stale production builds',
  ]);
  expect(steps.flatMap((step) => (step.pass ? [step.pass] : []))).toEqual(E2E_PASSES);
});

test('planSteps: every spec takes no file argument; no spec or --no-e2e, no build and no pass', () => {
  const all = planSteps(checkTargets(['shared/src/x.ts']), 'all', true);
  expect(all.at(-1)?.args.at(-1)).toBe('--workers=1');
  const checks = ['lint', 'format', 'types', 'related unit tests'];
  expect(planSteps(checkTargets(['a.ts']), [], true).map((step) => step.label)).toEqual(checks);
  expect(planSteps(checkTargets(['a.ts']), 'all', false).map((step) => step.label)).toEqual(checks);
  // Only a doc changed: Prettier and the type check.
  expect(planSteps(checkTargets(['README.md']), [], true).map((step) => step.label)).toEqual([
    'format',
    'types',
  ]);
});
