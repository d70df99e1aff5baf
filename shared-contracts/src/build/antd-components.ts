/**
 * antd's per-component modules, read from the installed antd at build time: which folder of `antd/es`
 * each top-level export lives in. The build rewrites `import { Button } from 'antd'` to
 * `antd/es/button` (swc's import transform) and shares every `antd/es/<folder>` as its own singleton
 * (federation.ts), so a bundle downloads only the components it renders, and every bundle uses the one
 * copy the page loaded first. Imported only by rspack configs and tests.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const requireFromHere = createRequire(__filename);

/** `antd/es/index.js` re-exports each component: `export { default as QRCode } from './qr-code';`. */
const DEFAULT_REEXPORT = /export\s*\{\s*default\s+as\s+([A-Za-z_$][\w$]*)\s*\}\s*from\s*'\.\/([a-z0-9-]+)'/g;

/** Where antd's ES modules are: the folder of its package.json, then `es`. */
export function antdEsDirectory(): string {
  return join(dirname(requireFromHere.resolve('antd/package.json')), 'es');
}

/** Export name → folder of `antd/es` ('ConfigProvider' → 'config-provider', 'QRCode' → 'qr-code'). */
export function antdComponentFolders(esDirectory: string = antdEsDirectory()): Map<string, string> {
  const index = readFileSync(join(esDirectory, 'index.js'), 'utf8');
  const folders = new Map<string, string>();
  for (const match of index.matchAll(DEFAULT_REEXPORT)) folders.set(match[1], match[2]);
  if (folders.size === 0) throw new Error(`no component re-exports found in ${join(esDirectory, 'index.js')}`);
  return folders;
}

/**
 * The kebab-case swc's `{{ kebabCase member }}` produces (lodash's rules: 'QRCode' → 'qr-code',
 * 'InputNumber' → 'input-number', 'message' → 'message').
 */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * Every `antd/es/<folder>` module, by name, with the file it resolves to, sorted. The file is what a bundle
 * provides: a shared module named by an absolute file is provided whether or not the bundle itself imports
 * it (one named by a package request only when the bundle imports it), so the page's first bundle offers
 * every component and later bundles never bring a second antd core.
 */
export function antdSharedModules(esDirectory: string = antdEsDirectory()): Record<string, string> {
  const modules: Record<string, string> = {};
  for (const folder of [...new Set(antdComponentFolders(esDirectory).values())].sort()) {
    modules[`antd/es/${folder}`] = join(esDirectory, folder, 'index.js');
  }
  return modules;
}

/**
 * The same modules for a remote's build, named by request only: a remote provides just the components it
 * imports (its `remoteEntry.js` lists ~30 instead of 75, with their chunks). Hosted, the shell's copy of
 * every component is registered first and used; embedded alone, the remote's own copies are the only ones
 * in the page, and within one build each antd file is one module whichever chunk carries it.
 */
export function antdSharedRequests(esDirectory: string = antdEsDirectory()): Record<string, undefined> {
  return Object.fromEntries(Object.keys(antdSharedModules(esDirectory)).map((name) => [name, undefined]));
}

/**
 * builtin:swc-loader's `transformImport`: `import { Button, type ButtonProps } from 'antd'` becomes
 * `import Button from 'antd/es/button'` (type-only names are dropped with the types).
 */
export const ANTD_IMPORT_TRANSFORM = [
  { libraryName: 'antd', customName: 'antd/es/{{ kebabCase member }}', transformToDefaultImport: true, style: false },
];
