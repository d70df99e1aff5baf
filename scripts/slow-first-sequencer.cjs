/**
 * The unit run's order. With timings from an earlier run jest starts the slowest files first, so no long
 * file is left to run alone at the end; a fresh clone has no timings, and jest then orders by file size,
 * which can start the slowest file (a 77 s crash test in a small file) last, with the other worker idle.
 * These files, measured slowest in `npm test` (docs/testing.md), always start first, slowest first; in
 * `npm test`'s one run of unit and browser files (jest.all.config.js) the browser files come next.
 */
const { default: Sequencer } = require(require.resolve('@jest/test-sequencer', { paths: [require.resolve('jest')] }));

const SLOWEST = [
  'api/src/modules/messaging/delivery/kill-nine.test.ts',
  'api/src/modules/campaigns/bulk-send.test.ts',
  'api/src/modules/messaging/delivery/throughput.test.ts',
  'api/src/server.test.ts',
  'api/src/modules/workflows/workflow-engine.test.ts',
  'api/src/modules/campaigns/campaigns/campaign-restart.test.ts',
  'remotes/collections/src/exposes/mount.test.tsx',
  'api/src/modules/tally/import-responsiveness.test.ts',
  'api/src/core/auth/login-limits.test.ts',
  'remotes/communications/src/features/voice-calls/VoiceCalls.test.tsx',
];

const isBrowserFile = (path) => path.includes('/e2e/tests/');

/**
 * Slowest unit files first, then the browser files (each 5-50 s, their portals and browsers started
 * while the other workers run unit files), then everything else: the short files fill the end.
 */
const rank = (test) => {
  const path = test.path.split('\\').join('/');
  const index = SLOWEST.findIndex((file) => path.endsWith(`/${file}`));
  if (index >= 0) return index;
  return isBrowserFile(path) ? SLOWEST.length : SLOWEST.length + 1;
};

class SlowestFirst extends Sequencer {
  async sort(tests) {
    // Array sort is stable: within a rank, jest's own order (timings, else size).
    return (await super.sort(tests)).sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowestFirst;
