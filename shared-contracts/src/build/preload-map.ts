import type { Compiler } from '@rspack/core';

/**
 * What a page needs besides its remote's own files, written by each build beside its output as `preload.json`
 * and read by the portal's server when it answers a page (api/src/core/static/preload.ts), so the browser
 * fetches it all at once instead of in waves: the shell's first screen chunks wait for its bootstrap, a
 * screen's shared modules (antd's Table, Select…, provided by the shell as chunks of their own) for the
 * screen's chunk. Each named group (the shell's `bootstrap` and `portal`, a remote's exposed modules) lists
 * its files and the shared modules it consumes; the shell also lists the files of each shared module it
 * provides as chunks of their own. Written per build, so a remote deployed alone brings its own.
 */
export const PRELOAD_FILE = 'preload.json';

export type TPreloadGroup = { files: string[]; shared: string[] };
export type TPreloadMap = {
  /** Named chunk groups: the shell's `bootstrap` and `portal`, a remote's `./Customers`… */
  groups: Record<string, TPreloadGroup>;
  /**
   * Each shared module this build provides: its files (none when it is built into an entry, eager) and the shared
   * modules its chunks consume (antd's Table consumes Pagination), which come from whoever provides those.
   */
  provided: Record<string, TPreloadGroup>;
};

/** A chunk as this reads it: its files, the identifiers of its modules and of the modules that asked for it. */
export type TPlannedChunk = { id: string; files: string[]; modules: string[]; origins: string[] };
/** A named chunk group: the ids of its chunks. */
export type TPlannedGroup = { name: string; chunks: string[] };

// "provide shared module (default) antd/es/table@6.1.0 = /…/antd/es/table/index.js"
const PROVIDED = /^provide shared module \([^)]*\) (@?[^@\s]+)@\S* = /;
// "consume shared module (default) antd/es/table@^6.1.0 (singleton) (fallback: …)"
const CONSUMED = /^consume shared module \([^)]*\) (@?[^@\s]+)@/;

const scripts = (files: string[]) => files.filter((file) => file.endsWith('.js'));

/**
 * The map from a build's chunks and named chunk groups. `groupName` turns a chunk group's name into the key it is
 * listed under (a remote's `__federation_expose_Customers` → `./Customers`), or null to leave it out.
 */
export function preloadMapOf(chunks: TPlannedChunk[], namedGroups: TPlannedGroup[], groupName: (name: string) => string | null): TPreloadMap {
  const byId = new Map(chunks.map((chunk) => [chunk.id, chunk]));
  const consumedIn = (chunk: TPlannedChunk) => chunk.modules.flatMap((module) => CONSUMED.exec(module)?.[1] ?? []);
  const groups: Record<string, TPreloadGroup> = {};
  for (const group of namedGroups) {
    const key = groupName(group.name);
    if (!key) continue;
    const members = group.chunks.flatMap((id) => byId.get(id) ?? []);
    groups[key] = {
      files: members.flatMap((chunk) => scripts(chunk.files)),
      shared: [...new Set(members.flatMap(consumedIn))].sort(),
    };
  }
  const provided: Record<string, Set<string>> = {};
  // What each provided module's own chunks consume.
  const consumes: Record<string, Set<string>> = {};
  for (const chunk of chunks) {
    const consumed = consumedIn(chunk);
    // Every provided module is registered from an entry: one built into it (eager) is listed with no files.
    for (const module of chunk.modules) {
      const match = PROVIDED.exec(module);
      if (match) provided[match[1]] ??= new Set();
    }
    for (const origin of chunk.origins) {
      const match = PROVIDED.exec(origin);
      if (!match) continue;
      for (const file of scripts(chunk.files)) (provided[match[1]] ??= new Set()).add(file);
      for (const key of consumed) (consumes[match[1]] ??= new Set()).add(key);
    }
  }
  return {
    groups,
    provided: Object.fromEntries(
      Object.entries(provided).map(([key, files]) => [key, { files: [...files].sort(), shared: [...(consumes[key] ?? [])].sort() }]),
    ),
  };
}

/** Emits preload.json (see PRELOAD_FILE) into the build's output. */
export class PreloadMapPlugin {
  constructor(private readonly groupName: (name: string) => string | null) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadMapPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PreloadMapPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunkGraph } = compilation;
        const chunks = [...compilation.chunks].map((chunk) => ({
          id: String(chunk.id),
          files: [...chunk.files],
          modules: chunkGraph.getChunkModules(chunk).map((module) => module.identifier()),
          origins: [...chunk.groupsIterable].flatMap((group) => group.origins.flatMap((origin) => origin.module?.identifier() ?? [])),
        }));
        const named = [...compilation.namedChunkGroups].map(([name, group]) => ({ name, chunks: group.chunks.map((chunk) => String(chunk.id)) }));
        const map = preloadMapOf(chunks, named, this.groupName);
        compilation.emitAsset(PRELOAD_FILE, new sources.RawSource(`${JSON.stringify(map)}\n`));
      });
    });
  }
}

/** A remote's exposed modules, by the chunk group name rspack gives each (`__federation_expose_Customers`). */
export const exposedGroupName = (name: string): string | null => (name.startsWith('__federation_expose_') ? `./${name.slice(20)}` : null);
