/**
 * `npm test` runs every package's jest project in one run; the browser suite (e2e/) runs after it
 * against the built portal (see scripts/test.mjs).
 * @type {import('jest').Config}
 */
module.exports = {
  // testTimeout is a global option: the projects' own values do not apply in this combined run. A test
  // runs up to six times slower here than alone (both cores busy with API, screen and browser tests);
  // API tests of 10-14 s in full runs (2-3 s alone) were within a stall of 30 s. A timeout is not
  // behaviour: each wait inside a test still gives up on its own (10 s for the screens' waits).
  testTimeout: 90_000,
  // Two worker processes, never the parent: jest runs "in band" with one worker (its default on two
  // cores), where a stray callback after a file's teardown kills the whole run and its report. In
  // workers, a dying process fails only its file and the run goes on. Most of a test file's time is
  // spent waiting on its database process, so two workers also halve the run on two cores.
  maxWorkers: 2,
  // How long a worker may take to exit once the run has ended before jest kills it and says "A worker process
  // has failed to exit gracefully" (default 500 ms). Every full run said so; logged in each worker (27 Nov
  // 2026, docs/testing.md): all four had exited 1-6 ms after their end message, with no handle open but their
  // IPC and output pipes. The 500 ms ran out in jest's own process, busy as the run ends: its timers come
  // before the children's exit notices. A worker that really does not exit is still killed and reported.
  workerGracefulExitTimeout: 10_000,
  // The slowest files first, also in a fresh clone without jest's timings (scripts/slow-first-sequencer.cjs).
  testSequencer: '<rootDir>/scripts/slow-first-sequencer.cjs',
  projects: ['<rootDir>/shared-contracts', '<rootDir>/api', '<rootDir>/shell', '<rootDir>/remotes/*/jest.config.js'],
};
