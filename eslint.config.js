// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const react = require('eslint-plugin-react');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const prettier = require('eslint-config-prettier');
const globals = require('globals');

/** The apps' folders, from the one list of apps (`shared/build/apps.ts`, read through tsx). */
const { ALL_APPS } = require('tsx/cjs/api').require('./shared/build/apps.ts', __filename);
const APPS = ALL_APPS.map((/** @type {{ dir: string }} */ app) => app.dir);
/** The files of a folder that are not tests (a zone's target). */
const nonTests = (/** @type {string} */ dir) => `${dir}/**/!(*.test).{ts,tsx}`;
/** Every package's folder: the apps, the shared package and the servers. */
const PACKAGES = [
  './shared',
  ...APPS.map((app) => `./${app}`),
  './api',
  './listings-service',
  './page-server',
];

/** One router for the page, tree-shaken: it is reached only through @betoch/shared/router. */
const ROUTER_ONLY_THROUGH_SHARED = {
  group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
  message: 'Import routing from @betoch/shared/router (one tree-shaken singleton).',
};

/**
 * The singleton contract is reached by its package name only: a relative import would bundle a
 * second copy of the page's stores, i18n binding and router into the importing app.
 */
const SINGLETON_BY_NAME = {
  regex: '^\\.{1,2}/(.*/)?singleton(/|$)',
  message: "Import '@betoch/shared/singleton' by its package name (one copy per page).",
};

/**
 * The styled builds of react-toastify and SweetAlert2 inject `<style>` elements, which the page's
 * CSP refuses (no `'unsafe-inline'` styles): their unstyled builds go with their CSS files.
 */
const NO_INJECTED_STYLES = [
  {
    regex: '^react-toastify$',
    message: "Import 'react-toastify/unstyled' (the CSP refuses injected styles).",
  },
  {
    regex: '^sweetalert2$',
    message:
      "Import 'sweetalert2/dist/sweetalert2.esm.js' and its CSS file (the CSP refuses injected styles).",
  },
];

/** react-i18next is bound to the page's i18next inside the singleton: use its useTranslation. */
const I18N_BINDING_IN_SINGLETON = {
  group: ['react-i18next'],
  message: "Take useTranslation from '@betoch/shared/singleton' (one i18n binding per page).",
};

const APP_BOUNDARIES = [
  {
    group: ['react-i18next'],
    message: "Take useTranslation from '@betoch/shared' (react-i18next is tree-shaken there).",
  },
  { group: ['**/mfe-*/**', '../shell/**'], message: 'Apps do not import each other.' },
  {
    // Module Federation shares @betoch/shared by package name; a relative path bypasses it.
    group: ['**/shared/src/**', '**/shared/src'],
    message: 'Import @betoch/shared by its package name, or the singleton is bypassed.',
  },
];

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'coverage/**',
      'test-results/**',
      '.results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // Type-aware rules read each file's tsconfig through the project service.
      parserOptions: {
        ecmaFeatures: { jsx: true },
        projectService: true,
        tsconfigRootDir: __dirname,
      },
    },
    settings: {
      react: { version: 'detect' },
      'import-x/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
      'react/no-danger': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // A promise nobody awaits or catches fails silently; an async handler where React expects a
      // void one (onClick, onSubmit) lets its rejection escape the same way.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // No app reaches into another app's files: they meet only through @betoch/shared
            // and the federation runtime.
            ...APPS.map((app) => ({
              target: `./${app}`,
              from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
              message: 'Apps do not import each other; share through @betoch/shared or federation.',
            })),
            // The shared package never depends on an app.
            {
              target: './shared',
              from: APPS.map((app) => `./${app}`),
              message: '@betoch/shared must not import an app.',
            },
            // The page server runs the apps' builds and starts the API and the listings service as
            // processes: it imports none of their files. The render worker's messages are
            // @betoch/shared/server/render-protocol.
            {
              target: nonTests('./page-server'),
              from: [...APPS.map((app) => `./${app}`), './api', './listings-service', './scripts'],
              message:
                'The page server imports no app, service or script: share through @betoch/shared.',
            },
            // The page server is a server, not a library: scripts and tests start it, no package
            // imports it.
            {
              target: [...PACKAGES.filter((dir) => dir !== './page-server')],
              from: './page-server',
              message: 'Only scripts and tests import the page server.',
            },
            // Scripts are entry points (commands, cross-package tests and their helpers): no
            // package's code imports them.
            {
              target: PACKAGES.map(nonTests),
              from: './scripts',
              message: 'No package imports a script: move what they share into a package.',
            },
            // A command reaches a section through what the section exposes, as the shell does (its
            // cross-package tests may read a section's components).
            ...APPS.map((app) => ({
              target: nonTests('./scripts'),
              from: `./${app}/src`,
              except: ['./exposes'],
              message: 'A script reaches a section through its src/exposes, as the shell does.',
            })),
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [...NO_INJECTED_STYLES, ROUTER_ONLY_THROUGH_SHARED, ...APP_BOUNDARIES] },
      ],
    },
  },
  {
    // Node scripts, the Node servers and tests may reach into package sources (but there is still
    // one router). The listings service runs the shared rules in Node, not in a page.
    files: ['scripts/**', 'e2e/**', 'api/**', 'listings-service/**', 'page-server/**', 'shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ROUTER_ONLY_THROUGH_SHARED] }] },
  },
  {
    // Inside @betoch/shared, the copy every app bundles reaches the page's state by package name.
    files: ['shared/src/**'],
    // The test helpers bind react-i18next for the tests themselves; no bundle carries them.
    ignores: ['shared/src/singleton/**', 'shared/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...NO_INJECTED_STYLES,
            ROUTER_ONLY_THROUGH_SHARED,
            I18N_BINDING_IN_SINGLETON,
            SINGLETON_BY_NAME,
          ],
        },
      ],
    },
  },
  {
    // The singleton contract: the one place React Router and react-i18next are imported. It never
    // imports @betoch/shared by name (itself) nor the parts that do (stores, data, UI kit, i18n).
    files: ['shared/src/singleton/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@betoch/shared', '@betoch/shared/*'],
              message: 'The singleton contract does not import @betoch/shared (itself).',
            },
            {
              regex: '^\\.\\./(stores|ui|data|i18n|router)(/|$)',
              message:
                'The singleton imports only pure modules (domain, config types) from outside.',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain rules are pure: no React, no DOM libraries, no stores.
    files: ['shared/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            'react',
            'react-dom',
            'react-router-dom',
            'react-router',
            'zustand',
            'i18next',
            'react-i18next',
            'react-toastify',
          ],
          patterns: [
            ...NO_INJECTED_STYLES,
            ROUTER_ONLY_THROUGH_SHARED,
            {
              group: ['../stores/*', '../ui/*', '../data/*', '../i18n/*', '../router'],
              message: 'Domain rules are pure.',
            },
          ],
        },
      ],
    },
  },
  {
    // Test helpers (`@betoch/shared/testing`, an app's `testing/`) read files with Node and call
    // jest: only tests import them, so no bundle carries them.
    files: ['shared/src/**', 'shell/src/**', 'mfe-*/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[source.value=/(^@betoch\\/shared\\/testing$)|(^\\..*\\/testing(\\/|$))/]',
          message: 'Test helpers are for tests only (they would be bundled into the app).',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
