#!/usr/bin/env node
// Builds every browser bundle (the shell and each remote) and the API (compiled JavaScript for Node,
// api/dist/server.js) whose sources changed since its last build. `npm start` calls this, so a fresh clone
// builds everything once and later starts are immediate. `node scripts/build.mjs --force` rebuilds all.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.build-stamp';

/** Packages that produce a browser bundle: the shell and every remote with a build script. */
export function bundlePackages() {
  const remotes = existsSync(join(root, 'remotes')) ? readdirSync(join(root, 'remotes')).map((name) => `remotes/${name}`) : [];
  return ['shell', ...remotes].filter((dir) => {
    const manifest = join(root, dir, 'package.json');
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.build;
  });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * Inputs of a bundle: its own package (less dist), the shared contracts, the remote kit every bundle
 * shares, and the pinned versions.
 */
function inputsMtime(dir) {
  return Math.max(
    newestMtime(join(root, dir)),
    newestMtime(join(root, 'shared-contracts', 'src')),
    dir === 'api' ? 0 : newestMtime(join(root, 'remotes', 'kit')),
    newestMtime(join(root, 'package.json')),
  );
}

function isFresh(dir) {
  const stamp = join(root, dir, 'dist', STAMP);
  return existsSync(stamp) && statSync(stamp).mtimeMs >= inputsMtime(dir);
}

/** Everything `npm start` runs: the bundles, then the API. */
export function buildTargets() {
  return [...bundlePackages(), 'api'];
}

export function buildPortal({ force = false, log = console.log } = {}) {
  for (const dir of buildTargets()) {
    if (!force && isFresh(dir)) {
      log(`[build] ${dir}: up to date`);
      continue;
    }
    log(`[build] ${dir}: building…`);
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', dir], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`Building ${dir} failed (exit ${result.status})`);
    writeFileSync(join(root, dir, 'dist', STAMP), new Date().toISOString());
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildPortal({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
}
