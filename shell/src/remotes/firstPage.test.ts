import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { kebabCase } from '@duesflow/shared-contracts/build/antd-components';
import { FIRST_PAGE_SHARED } from './firstPageShared';

/*
 * What the Dashboard (`/`, the first page) downloads from the collections remote, read from the source: the
 * modules its exposed screen reaches through static imports (a dynamic `import()` is loaded later, when
 * shown). A kit module the shell imports is the shell's copy on the page, so it is not followed; every other
 * module is the remote's own download. The first page stays under its budget only while none of them
 * brings zod, RTK Query (with immer) or an antd component the shell does not build into its main script
 * (docs/performance.md, "The first page").
 */

const root = resolve(__dirname, '../../..');
const KIT = join(root, 'remotes/kit');
const CONTRACTS = join(root, 'shared-contracts/src');
const kitExports = JSON.parse(readFileSync(join(KIT, 'package.json'), 'utf8')).exports as Record<string, string>;

/** The static imports and re-exports of a module that bring code: `import type` and all-type names left out. */
function valueImports(file: string): { request: string; names: string[] }[] {
  const source = readFileSync(file, 'utf8');
  const found: { request: string; names: string[] }[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*'([^']+)'|^\s*import\s+'([^']+)'/gm;
  for (const match of source.matchAll(statement)) {
    if (match[5]) {
      found.push({ request: match[5], names: [] });
      continue;
    }
    if (match[2]) continue;
    const clause = match[3];
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const names = named
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]);
    const other = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    if (names.length === 0 && !other) continue;
    found.push({ request: match[4], names });
  }
  return found;
}

function resolveFile(base: string): string {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`cannot resolve ${base}`);
}

/** Kit modules the shell imports (its non-test sources): the shell provides them, so a remote uses the shell's. */
function kitModulesTheShellProvides(): Set<string> {
  const provided = new Set<string>();
  const visit = (directory: string) => {
    for (const entry of readdirSync(directory)) {
      const path = join(directory, entry);
      if (statSync(path).isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !path.includes('/src/test/')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/'@duesflow\/remote-kit\/([^']+)'/g)) provided.add(match[1]);
      }
    }
  };
  visit(join(root, 'shell/src'));
  return provided;
}

function firstPageOfRemote(exposed: string) {
  const shellKit = kitModulesTheShellProvides();
  const modules = new Set<string>();
  const packages = new Map<string, Set<string>>();
  const queue = [exposed];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (modules.has(file)) continue;
    modules.add(file);
    for (const { request, names } of valueImports(file)) {
      let next: string | undefined;
      if (request.startsWith('.')) next = resolveFile(resolve(dirname(file), request));
      else if (request.startsWith('@duesflow/remote-kit/')) {
        const subpath = request.slice('@duesflow/remote-kit/'.length);
        if (!shellKit.has(subpath)) next = join(KIT, kitExports[`./${subpath}`]);
      } else if (request.startsWith('@duesflow/shared-contracts/')) {
        next = resolveFile(join(CONTRACTS, request.slice('@duesflow/shared-contracts/'.length)));
      } else {
        const imported = packages.get(request) ?? new Set<string>();
        for (const name of names) imported.add(name);
        packages.set(request, imported);
      }
      if (next) queue.push(next);
    }
  }
  return { modules: [...modules].map((file) => relative(root, file)), packages };
}

describe("the Dashboard's first render, as the collections remote sends it", () => {
  const { modules, packages } = firstPageOfRemote(join(root, 'remotes/collections/src/exposes/Dashboard.tsx'));

  it('is read through its components, the send gate and the kit (the walk itself works)', () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        'remotes/collections/src/features/dashboard/components/QuickActions.tsx',
        'remotes/collections/src/components/FigureCard.tsx',
        'remotes/kit/src/sendGate.tsx',
      ]),
    );
    expect(modules).not.toContain('remotes/collections/src/features/dashboard/components/AllExecutionsModal.tsx');
  });

  it('brings no zod, no RTK Query and no immer of its own (the shell has what the page needs of them)', () => {
    const libraries = [...packages.keys()];
    expect(libraries.filter((request) => /^(zod|immer|reselect)(\/|$)|^@reduxjs\/toolkit\/query/.test(request))).toEqual([]);
  });

  it('draws only antd components the shell builds into its main script (FIRST_PAGE_SHARED)', () => {
    const firstPage = new Set(FIRST_PAGE_SHARED.filter((name) => name.startsWith('antd/es/')).map((name) => name.slice('antd/es/'.length)));
    // As the build rewrites them: `import { Button } from 'antd'` is antd/es/button (ANTD_IMPORT_TRANSFORM).
    const used = [...(packages.get('antd') ?? [])].map(kebabCase);
    for (const [request] of packages) if (request.startsWith('antd/es/')) used.push(request.slice('antd/es/'.length).split('/')[0]);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((folder) => !firstPage.has(folder))).toEqual([]);
  });
});
