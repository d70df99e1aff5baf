/**
 * The Module Federation sharing rules every duesflow bundle (host and remotes) builds with, so that
 * all of them agree on one copy of each library at runtime.
 */

type SharedConfig = {
  singleton: true;
  requiredVersion: string | false;
  eager?: boolean;
  /** What this bundle provides under the name: by default the name itself, resolved as an import. */
  import?: string;
  version?: string;
};

/**
 * Libraries that must exist once in the page: React state, the store, antd's style cache, one classic zod
 * (schemas are shared through shared-contracts; classic zod weighs ~80 KB gzip per copy and does not
 * tree-shake). Named by package request, a bundle provides zod only when it imports it: the shell does not
 * (the first page validates the registry, routes.json and realtime messages with zod/mini, which each build
 * tree-shakes), so classic zod comes with the first screen that validates a form.
 *
 * The router context must exist once too, but `react-router` is not listed: shared whole, it put all of
 * React Router (~57 KB gzip) on the first page. The one copy is the kit's `router` module
 * (`@duesflow/remote-kit/router`, shared through the kit's subpath entry below), which re-exports only the
 * names the portal uses, so each build tree-shakes react-router to those (~14 KB gzip). Bundles import the
 * router from there only (remotes/kit/src/router.test.ts).
 *
 * antd is shared per component (`antdModules` below, docs/performance.md): a shared module is provided whole,
 * so sharing `antd` itself shipped all of it (1.3 MB) on the first page. `@ant-design/icons` is not shared:
 * every bundle tree-shakes the icons it imports. antd's style cache, `@ant-design/cssinjs`, is one copy.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@ant-design/cssinjs',
  'zod',
  // Charts (analytics; any later screen with charts). Named by package request, so a bundle provides it only
  // when it imports it: the shell never does, and recharts stays off the first page until a chart is opened.
  'recharts',
] as const;

/**
 * Subpath imports such as react/jsx-runtime and react-dom/client must resolve to the same singleton
 * as their package, hence the trailing-slash entries. The remote kit is imported by subpath only
 * (`@duesflow/remote-kit/httpBaseQuery`): one copy of its contexts (toasts, the router's) and its API base.
 */
const SUBPATH_SHARED = ['react/', 'react-dom/', '@duesflow/remote-kit/'] as const;

/**
 * Build the `shared` option from pinned versions: the root package.json's dependencies plus the
 * workspace packages' own versions (a workspace package is not in the root's dependencies). `eager` names
 * shared modules this bundle builds into its entry script instead of a lazily loaded chunk of their own
 * (the shell's first page, shell/rspack.config.ts); a name that is not shared is a build error.
 */
export function federationShared(
  versions: Record<string, string>,
  antdModules: Record<string, string | undefined> = {},
  eager: readonly string[] = [],
): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: versions[name] ? `^${versions[name]}` : false };
  }
  for (const name of SUBPATH_SHARED) {
    const base = name.slice(0, -1);
    shared[name] = { singleton: true, requiredVersion: versions[base] ? `^${versions[base]}` : false };
  }
  for (const [name, file] of Object.entries(antdModules)) {
    shared[name] = {
      singleton: true,
      requiredVersion: versions.antd ? `^${versions.antd}` : false,
      ...(file ? { import: file } : {}),
      ...(versions.antd ? { version: versions.antd } : {}),
    };
  }
  for (const name of eager) {
    if (!shared[name]) throw new Error(`${name} is not a shared module, so it cannot be eager`);
    shared[name] = { ...shared[name], eager: true };
  }
  return shared;
}

/** Fault isolation: the host keeps running with whichever bundles loaded first. */
export const SHARE_STRATEGY = 'loaded-first' as const;

/** Dev-server ports of each bundle when run on its own; the API listens on 3000. */
export const DEV_PORTS = {
  shell: 3100,
  collections: 3101,
  communications: 3102,
  payments: 3103,
  providers: 3104,
  analytics: 3105,
} as const;
