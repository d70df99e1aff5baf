/**
 * The kit's jest preset, as every screen package uses it; the shell's tests also expect each test to
 * start with fresh mock call records, and the fallback sidebar the build writes into the bundle.
 * @type {import('jest').Config}
 */
module.exports = {
  ...require('@duesflow/remote-kit/jest-preset'),
  clearMocks: true,
  setupFiles: ['<rootDir>/src/test/fallbackRoutes.setup.ts'],
};
