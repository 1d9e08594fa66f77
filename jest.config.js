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
  roots: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mfe-listings',
    '<rootDir>/mfe-property',
    '<rootDir>/mfe-content',
    '<rootDir>/mfe-account',
    '<rootDir>/api',
    '<rootDir>/scripts',
  ],
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
    '\\.css$': '<rootDir>/shared/test/style-stub.js',
    '\\.(svg|png|webp|jpg)$': '<rootDir>/shared/test/file-stub.js',
  },
  setupFilesAfterEnv: ['<rootDir>/shared/test/setup-tests.ts'],
};
