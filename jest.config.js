/**
 * `npm test` runs every package's jest project in one run; the browser suite (e2e/) runs after it
 * against the built portal (see scripts/test.mjs).
 * @type {import('jest').Config}
 */
module.exports = {
  // testTimeout is a global option: the projects' own values do not apply in this combined run. UI
  // tests render antd in jsdom, which is slow on a loaded 2-core machine; a timeout is not behaviour.
  testTimeout: 30_000,
  // Two worker processes, never the parent: jest runs "in band" with one worker (its default on two
  // cores), where a stray callback after a file's teardown kills the whole run and its report. In
  // workers, a dying process fails only its file and the run goes on. Most of a test file's time is
  // spent waiting on its database process, so two workers also halve the run on two cores.
  maxWorkers: 2,
  // The slowest files first, also in a fresh clone without jest's timings (scripts/slow-first-sequencer.cjs).
  testSequencer: '<rootDir>/scripts/slow-first-sequencer.cjs',
  projects: ['<rootDir>/shared-contracts', '<rootDir>/api', '<rootDir>/shell', '<rootDir>/remotes/*/jest.config.js'],
};
