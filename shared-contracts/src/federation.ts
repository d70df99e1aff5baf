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
 * Libraries that must exist once in the page: React state, router context, the store, antd's style cache,
 * one zod (schemas are shared through shared-contracts; zod weighs ~60 KB gzip per copy).
 *
 * Not shared on purpose (docs/performance.md): `antd` and `@ant-design/icons`. A shared module is provided
 * whole, because the provider cannot know which exports another bundle will need: sharing antd shipped all
 * of it (1.3 MB) and the icons (0.9 MB) on the first page. Unshared, every bundle tree-shakes the
 * components and icons it imports. What must stay one copy is antd's style cache, `@ant-design/cssinjs`,
 * so the styles of identical components are injected once; each bundle's screens sit in their own
 * ConfigProvider with the kit's theme.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
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
 * (`@duesflow/remote-kit/httpBaseQuery`): one copy of its contexts (toasts) and its API base.
 */
const SUBPATH_SHARED = ['react/', 'react-dom/', '@duesflow/remote-kit/'] as const;

/**
 * Build the `shared` option from pinned versions: the root package.json's dependencies plus the
 * workspace packages' own versions (a workspace package is not in the root's dependencies).
 */
export function federationShared(
  versions: Record<string, string>,
  antdModules: Record<string, string> = {},
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
      import: file,
      ...(versions.antd ? { version: versions.antd } : {}),
    };
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
