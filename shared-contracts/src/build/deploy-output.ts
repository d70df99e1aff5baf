/**
 * Production output of a bundle as it is deployed: precompressed copies of every text file, and
 * keep-and-prune instead of `output.clean`, so a redeploy never deletes a chunk an open tab may still ask
 * for. Each build is recorded in `.deploys.json` beside its files; hashed files of the last
 * `keepBuilds` builds and of every build younger than `keepForMs` stay, older hashed files are deleted.
 * Unhashed files (remoteEntry.js, mf-manifest.json, index.html, embed.js) have fixed names, are replaced by
 * each build and never pruned.
 */
import { existsSync } from 'node:fs';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Compiler } from '@rspack/core';
import { COMPRESSIBLE_FILE, PRECOMPRESSED, isContentHashed } from './hashed-files';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size a compressed copy saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 512;

export const DEPLOY_RECORD = '.deploys.json';

export type DeployRecord = { builds: { at: string; files: string[] }[] };

export type DeployOutputOptions = {
  /** Write .br and .gz beside every compressible file (default true). */
  compress?: boolean;
  /** Keep the hashed files of this many most recent builds (default 3). */
  keepBuilds?: number;
  /** …and of every build younger than this (default one day). */
  keepForMs?: number;
  /** Record name, when two compilations write into one directory (default .deploys.json). */
  record?: string;
  /** false: record nothing and delete nothing (a compilation that only adds fixed-name files). */
  prune?: boolean;
};

async function compressFile(outputPath: string, name: string): Promise<string[]> {
  const file = join(outputPath, name);
  const hashed = isContentHashed(name);
  const variants = PRECOMPRESSED.map(({ encoding, suffix }) => ({ encoding, target: file + suffix, name: name + suffix }));
  // A hashed file's copies are written once: the same name always holds the same bytes.
  if (hashed && variants.every((variant) => existsSync(variant.target))) return variants.map((variant) => variant.name);
  const body = await readFile(file);
  const written: string[] = [];
  for (const variant of variants) {
    if (body.length < MIN_COMPRESS_BYTES) {
      // A fixed-name file that became small must not keep serving an older build's copy.
      await unlink(variant.target).catch(() => undefined);
      continue;
    }
    const compressed =
      variant.encoding === 'br'
        ? await brotli(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzipAsync(body, { level: 9 });
    await writeFile(variant.target, compressed);
    written.push(variant.name);
  }
  return written;
}

/** Which recorded builds to keep: the newest `keepBuilds`, and any younger than `keepForMs`. */
export function buildsToKeep(record: DeployRecord, now: number, keepBuilds: number, keepForMs: number): DeployRecord['builds'] {
  const builds = record.builds;
  return builds.filter((build, index) => index >= builds.length - keepBuilds || now - Date.parse(build.at) < keepForMs);
}

/** Adds this build to the record, then lists the hashed files no kept build refers to. */
export function recordBuild(
  previous: DeployRecord,
  files: string[],
  now: number,
  keepBuilds: number,
  keepForMs: number,
): { record: DeployRecord; prune: string[] } {
  const sorted = [...new Set(files)].sort();
  const builds = [...previous.builds];
  const last = builds[builds.length - 1];
  if (last && last.files.length === sorted.length && last.files.every((file, i) => file === sorted[i])) {
    // The same output again (an unchanged rebuild) is not a new deploy.
    builds[builds.length - 1] = { at: new Date(now).toISOString(), files: sorted };
  } else {
    builds.push({ at: new Date(now).toISOString(), files: sorted });
  }
  const kept = buildsToKeep({ builds }, now, keepBuilds, keepForMs);
  const keep = new Set(kept.flatMap((build) => build.files));
  const prune = [
    ...new Set(builds.filter((build) => !kept.includes(build)).flatMap((build) => build.files)),
  ].filter((file) => !keep.has(file) && isContentHashed(file));
  return { record: { builds: kept }, prune };
}

export class DeployOutputPlugin {
  constructor(private readonly options: DeployOutputOptions = {}) {}

  apply(compiler: Compiler): void {
    const { compress = true, keepBuilds = 3, keepForMs = 24 * 60 * 60 * 1000, record = DEPLOY_RECORD, prune = true } = this.options;
    compiler.hooks.afterEmit.tapPromise('DeployOutputPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      if (!outputPath) return;
      const emitted = compilation.getAssets().map((asset) => asset.name);
      const files = [...emitted];
      if (compress) {
        const compressible = emitted.filter((name) => COMPRESSIBLE_FILE.test(name));
        for (const written of await Promise.all(compressible.map((name) => compressFile(outputPath, name)))) {
          files.push(...written);
        }
      }
      if (!prune) return;
      const recordFile = join(outputPath, record);
      let previous: DeployRecord = { builds: [] };
      try {
        previous = JSON.parse(await readFile(recordFile, 'utf8')) as DeployRecord;
      } catch {
        // First build with a record (or an unreadable one): nothing is pruned this time.
      }
      const next = recordBuild(previous, files, Date.now(), keepBuilds, keepForMs);
      await Promise.all(next.prune.map((file) => unlink(join(outputPath, file)).catch(() => undefined)));
      await writeFile(recordFile, `${JSON.stringify(next.record, null, 1)}\n`);
    });
  }
}
