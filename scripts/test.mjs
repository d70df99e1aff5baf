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

function runJest(name, args) {
  const outputFile = join(reports, `${name}.json`);
  const result = spawnSync(process.execPath, [jest, ...args, '--json', `--outputFile=${outputFile}`, ...extraArgs], {
    cwd: root,
    stdio: 'inherit',
  });
  const report = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : null;
  return {
    ok: result.status === 0,
    passed: report?.numPassedTests ?? 0,
    failed: report?.numFailedTests ?? 0,
    suitesFailed: report?.numFailedTestSuites ?? 0,
  };
}

const unit = runJest('unit', ['--config', join(root, 'jest.config.js')]);
const e2e = runJest('e2e', ['--config', join(root, 'e2e', 'jest.config.js'), '--runInBand']);

const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(unit.ok && e2e.ok ? 0 : 1);
