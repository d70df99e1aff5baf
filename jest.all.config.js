/**
 * What `npm test` runs after the static gate: every package's jest project (jest.config.js) and the
 * browser suite (e2e/jest.config.js) in ONE jest run of four worker processes. Run one after the other,
 * each left a core idle for part of its time (the unit files wait on their databases, the browser files
 * on their portals, toasts and timers); in one run a worker that finishes a file takes the next one of
 * either kind. Four files at a time keep both cores busy from a fresh clone (three left them idle about
 * a tenth of the time there); docs/testing.md, "Unit and browser files in one run".
 * `npx jest -c jest.config.js` (unit) and `npx jest -c e2e/jest.config.js` (browser) still run each alone.
 * @type {import('jest').Config}
 */
const unit = require('./jest.config.js');
// Options of a whole run, which a project may not set: this run's own apply (the browser files' time
// limit comes from e2e/support/timeout.ts).
const { maxWorkers: _workers, testTimeout: _timeout, ...browser } = require('./e2e/jest.config.js');

module.exports = {
  ...unit,
  maxWorkers: 4,
  projects: [...unit.projects, browser],
};
