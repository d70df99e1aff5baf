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
  setupFilesAfterEnv: ['<rootDir>/support/timeout.ts'],
  // Two files at a time, each in its own worker process: every file has its own portal (on a copy of the
  // template database), its own Chromium and its own ports (support/server's freePort), so files share
  // nothing. Most of a file's time is spent waiting (on its portal, on timers, on a toast's 5 s), which two
  // cores overlap. Kept at two whatever the core count: more would only test the machine.
  maxWorkers: 2,
};
