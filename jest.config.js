/**
 * `npm test` runs every package's jest project in one run; the browser suite (e2e/) runs after it
 * against the built portal (see scripts/test.mjs).
 * @type {import('jest').Config}
 */
module.exports = {
  projects: ['<rootDir>/shared-contracts', '<rootDir>/api', '<rootDir>/shell', '<rootDir>/remotes/*/jest.config.js'],
};
