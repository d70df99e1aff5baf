/**
 * The unit run's order. With timings from an earlier run jest starts the slowest files first, so no long
 * file is left to run alone at the end; a fresh clone has no timings, and jest then orders by file size,
 * which can start the slowest file (a 77 s crash test in a small file) last, with the other worker idle.
 * These files, measured slowest in `npm test` (docs/testing.md), always start first, slowest first.
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

const rank = (test) => {
  const path = test.path.split('\\').join('/');
  const index = SLOWEST.findIndex((file) => path.endsWith(`/${file}`));
  return index < 0 ? SLOWEST.length : index;
};

class SlowestFirst extends Sequencer {
  async sort(tests) {
    // Array sort is stable: the rest keep jest's own order (timings, else size).
    return (await super.sort(tests)).sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowestFirst;
