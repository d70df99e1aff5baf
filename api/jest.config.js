/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/jest/dynamic-import-to-require.js',
    '^.+\\.(t|j)sx?$': ['@swc/jest'],
  },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  // Builds one migrated database image that every test file starts from (initdb is the slow part).
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  // PGlite boots a WebAssembly Postgres per test file; the first boot on a cold machine takes seconds.
  testTimeout: 30000,
};
