#!/usr/bin/env node
// `npm test`: every package's jest suite (contracts, API over PGlite, shell and remote components),
// then the browser suite against the built portal in Chromium. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'duesflow-test-'));
const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const extraArgs = process.argv.slice(2);

/**
 * One jest run, summed up from its JSON report. A run that failed without failing a test (a suite that
 * could not run, a failing global setup, a crash that wrote no report) still counts as a failure, so the
 * totals never read "0 failed" for a run that did not pass.
 */
function runJest(name, args) {
  const outputFile = join(reports, `${name}.json`);
  const result = spawnSync(process.execPath, [jest, ...args, '--json', `--outputFile=${outputFile}`, ...extraArgs], {
    cwd: root,
    stdio: 'inherit',
  });
  let report = null;
  try {
    report = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : null;
  } catch {
    // a half-written report counts as none
  }
  const passed = report?.numPassedTests ?? 0;
  // Suites that failed to run (a syntax error, a throwing beforeAll) fail no test of their own.
  let failed = (report?.numFailedTests ?? 0) + (report?.numRuntimeErrorTestSuites ?? 0);
  const ok = result.status === 0 && report !== null && report.success !== false;
  let note = '';
  if (!ok && failed === 0) {
    failed = 1;
    note = report === null ? ` (jest ${result.signal ? `killed by ${result.signal}` : `exited with ${result.status}`} before reporting)` : ' (the run failed)';
  }
  return { name, ok, passed, failed, note };
}

// Each run happens whatever the other's outcome: a unit failure never hides the browser results.
const runs = [
  runJest('unit', ['--config', join(root, 'jest.config.js')]),
  runJest('e2e', ['--config', join(root, 'e2e', 'jest.config.js'), '--runInBand']),
];

const passed = runs.reduce((sum, run) => sum + run.passed, 0);
const failed = runs.reduce((sum, run) => sum + run.failed, 0);
console.log(`\n${runs.map((run) => `${run.name}: ${run.passed} passed, ${run.failed} failed${run.note}`).join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(runs.every((run) => run.ok) && failed === 0 ? 0 : 1);
