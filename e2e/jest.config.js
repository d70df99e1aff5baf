/**
 * Browser tests: a built portal served by a real API on a throw-away database, driven in Chromium.
 * Set E2E_BASE_URL to run them against a portal that is already running instead.
 * @type {import('jest').Config}
 */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 90_000,
  maxWorkers: 1,
};
