/**
 * `npm test` runs every package's jest project in one run; the browser suite (e2e/) runs after it
 * against the built portal (see scripts/test.mjs).
 * @type {import('jest').Config}
 */
module.exports = {
  // testTimeout is a global option: the projects' own values do not apply in this combined run. UI
  // tests render antd in jsdom, which is slow on a loaded 2-core machine; a timeout is not behaviour.
  testTimeout: 30_000,
  projects: ['<rootDir>/shared-contracts', '<rootDir>/api', '<rootDir>/shell', '<rootDir>/remotes/*/jest.config.js'],
};
