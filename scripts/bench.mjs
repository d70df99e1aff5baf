#!/usr/bin/env node
// `npm run bench [-- --scale 10000|100000]`: the API benchmark (HTTP against the started server, every
// figure beside a reference measured in the same run), then the first-page benchmark in Chromium.
// Arguments are passed to the API benchmark; `--skip-page` leaves the browser part out.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const skipPage = args.includes('--skip-page');
const apiArgs = args.filter((arg) => arg !== '--skip-page');

function run(title, command, commandArgs, cwd) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit' });
  return result.status === 0;
}

// The API is measured as `npm start` runs it: compiled, built here when stale.
const built = run('Build', process.execPath, [join(root, 'scripts', 'build.mjs')], root);
if (!built) process.exit(1);
process.env.BENCH_COMPILED = '1';
const results = [
  run(
    'API',
    process.execPath,
    ['--experimental-websocket', '--import', 'tsx', join(root, 'api', 'bench', 'run.ts'), ...apiArgs],
    join(root, 'api'),
  ),
];
if (!skipPage) results.push(run('First page', process.execPath, [join(root, 'scripts', 'bench-page.mjs')], root));
process.exit(results.every(Boolean) ? 0 : 1);
