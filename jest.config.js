/** The one list of apps, read through tsx (it is TypeScript). */
const { ALL_APPS } = require('tsx/cjs/api').require('./shared/build/apps.ts', __filename);

/** @type {import('jest').Config} */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'jsdom',
  // Every app of `shared/build/apps.ts`, the shared package, the API, the listings service, the page
  // server and the scripts.
  roots: [
    'shared',
    ...ALL_APPS.map((app) => app.dir),
    'api',
    'listings-service',
    'page-server',
    'scripts',
  ].map((dir) => `<rootDir>/${dir}`),
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(?:.*/node_modules/)?(?:jose|cookie)/)'],
  moduleNameMapper: {
    '^@betoch/shared$': '<rootDir>/shared/src/index.ts',
    '^@betoch/shared/ui$': '<rootDir>/shared/src/ui/index.ts',
    '^@betoch/shared/router$': '<rootDir>/shared/src/router.ts',
    '^@betoch/shared/singleton$': '<rootDir>/shared/src/singleton/index.ts',
    '^@betoch/shared/testing$': '<rootDir>/shared/src/testing/index.ts',
    // The modules a Node server takes by name without the package's index (no React, no stores).
    '^@betoch/shared/pages$': '<rootDir>/shared/src/pages/index.ts',
    '^@betoch/shared/(domain|config|data|server)/(.*)$': '<rootDir>/shared/src/$1/$2',
    '^@betoch/shared/build/(.*)$': '<rootDir>/shared/build/$1',
    '\\.css$': '<rootDir>/shared/test/style-stub.js',
    '\\.(svg|png|webp|jpg)$': '<rootDir>/shared/test/file-stub.js',
  },
  setupFilesAfterEnv: ['<rootDir>/shared/test/setup-tests.ts'],
};
