#!/usr/bin/env node
// `npm test`: the static gate beside the portal's build, and from the build's end on, beside every package's
// jest suite (contracts, API over PGlite, shell and remote components) and the browser suite against the
// built portal in Chromium, in one jest run four files at a time. Ends with one "N passed, N failed" line.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'duesflow-test-'));
const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const extraArgs = process.argv.slice(2);

/** The browser suite's files (e2e/tests/…); every other file is a unit file. */
const isBrowserFile = (path) => path.split('\\').join('/').includes('/e2e/tests/');

/**
 * One jest run of unit and browser files, summed up per part from its JSON report. A run that failed
 * without failing a test (a suite that could not run, a failing global setup, a crash that wrote no
 * report) still counts as a failure, so the totals never read "0 failed" for a run that did not pass.
 */
async function runJest(args) {
  const outputFile = join(reports, 'jest.json');
  const suiteLog = join(reports, 'jest.suites.jsonl');
  const started = Date.now();
  const result = await run(
    process.execPath,
    [
      jest,
      ...args,
      // Before the reporters: jest would read a file name after `--reporters=…` as one more reporter.
      ...extraArgs,
      '--json',
      `--outputFile=${outputFile}`,
      '--reporters=default',
      `--reporters=${join(root, 'scripts', 'jest-suite-log.cjs')}`,
    ],
    { SUITE_LOG: suiteLog },
  );
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  let report = null;
  try {
    report = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : null;
  } catch {
    // a half-written report counts as none
  }
  // Without jest's report (it died), the files that had finished still count, from the suite log.
  const files =
    report === null
      ? readSuiteLog(suiteLog)
      : report.testResults.map((file) => ({
          path: file.name,
          passed: file.assertionResults.filter((test) => test.status === 'passed').length,
          // A file that failed to run (a syntax error, a throwing beforeAll) fails no test of its own.
          failed: file.assertionResults.filter((test) => test.status === 'failed').length + (file.testExecError ? 1 : 0),
          seconds: (file.endTime - file.startTime) / 1000,
        }));
  const ok = result.status === 0 && report !== null && report.success !== false;
  const part = (name, browser) => {
    const own = files.filter((file) => isBrowserFile(file.path) === browser);
    return {
      name,
      passed: own.reduce((sum, file) => sum + file.passed, 0),
      failed: own.reduce((sum, file) => sum + file.failed, 0),
      files: own.length,
      fileMinutes: (own.reduce((sum, file) => sum + file.seconds, 0) / 60).toFixed(1),
    };
  };
  const parts = [part('unit', false), part('e2e', true)];
  let note = '';
  let failed = parts.reduce((sum, each) => sum + each.failed, 0);
  if (!ok && report === null) {
    failed += 1;
    note = ` (jest ${result.signal ? `killed by ${result.signal}` : `exited with ${result.status}`} before reporting; ${files.length} files had reported)`;
  } else if (!ok && failed === 0) {
    failed = 1;
    note = ' (the run failed)';
  }
  return { ok, parts, failed, note, minutes };
}

function readSuiteLog(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return []; // a line cut by the death
      }
    });
}

/** A child process's exit status and signal, once it has ended; it prints to this process's output. */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(error.message);
      resolve({ status: null, signal: null });
    });
    child.on('close', (status, signal) => resolve({ status, signal }));
  });
}

/** A child process's exit status and everything it printed, once it has ended. */
function collect(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => resolve({ status: null, stdout, stderr: `${stderr}${error.message}\n` }));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** The static gate (types, lint, format, dependency rules): each failed check counts as one failure. */
async function runStaticGate() {
  const started = Date.now();
  const result = await collect(process.execPath, [join(root, 'scripts', 'check.mjs')]);
  const counts = /static gate: (\d+) passed, (\d+) failed/.exec(result.stdout);
  const passed = counts ? Number(counts[1]) : 0;
  const failed = counts ? Number(counts[2]) : 1;
  const ok = result.status === 0 && failed === 0;
  return {
    name: 'static',
    output: result,
    ok,
    passed,
    failed: ok ? 0 : Math.max(failed, 1),
    note: '',
    minutes: ((Date.now() - started) / 60_000).toFixed(1),
  };
}

/**
 * The browser suite's build (what its global setup would build first: whatever is stale), made while the
 * static gate runs, which reads no build output. Counts nothing itself: when it fails, the browser suite's
 * global setup builds again and fails the suite with the reason.
 */
async function buildForBrowserSuite() {
  const started = Date.now();
  const result = await collect(process.execPath, [join(root, 'scripts', 'build.mjs')]);
  const seconds = Math.round((Date.now() - started) / 1000);
  if (result.status === 0) console.log(`build for the browser suite: done in ${seconds} s`);
  else
    console.log(`build for the browser suite failed in ${seconds} s (the browser suite builds again):\n${result.stdout}${result.stderr}`);
}

// The unit and browser files run whatever the static gate's outcome: a failed check never hides the rest.
// The static gate reads no build output and the jest run writes none of its input, so the jest run starts
// as soon as the build is done, beside the rest of the static gate (its type check alone keeps one core
// busy for about a minute; the other sat idle once the build was done). One jest run, four files at a time
// (jest.all.config.js): each browser file starts its own portal and Chromium on ports of its worker.
const staticRun = runStaticGate();
await buildForBrowserSuite();
const tests = await runJest(['--config', join(root, 'jest.all.config.js')]);
const staticGate = await staticRun;
// Printed after jest's own output, which would otherwise cut through it.
process.stdout.write(staticGate.output.stdout);
process.stderr.write(staticGate.output.stderr);

const passed = staticGate.passed + tests.parts.reduce((sum, part) => sum + part.passed, 0);
const failed = staticGate.failed + tests.failed;
console.log(
  `\nstatic: ${staticGate.passed} passed, ${staticGate.failed} failed in ${staticGate.minutes} min; ` +
    `${tests.parts.map((part) => `${part.name}: ${part.passed} passed, ${part.failed} failed (${part.files} files, ${part.fileMinutes} min of file time)`).join('; ')}; ` +
    `unit and e2e together in ${tests.minutes} min${tests.note}`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(staticGate.ok && tests.ok && failed === 0 ? 0 : 1);
