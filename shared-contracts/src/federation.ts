/**
 * The Module Federation sharing rules every duesflow bundle (host and remotes) builds with, so that
 * all of them agree on one copy of each library at runtime.
 */

type SharedConfig = {
  singleton: true;
  requiredVersion: string | false;
  eager?: boolean;
};

/** Libraries that must exist once in the page: React state, router context, the store, antd's theme. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  'antd',
  '@ant-design/icons',
  '@ant-design/cssinjs',
] as const;

/**
 * Subpath imports such as react/jsx-runtime and react-dom/client must resolve to the same singleton
 * as their package, hence the trailing-slash entries.
 */
const SUBPATH_SHARED = ['react/', 'react-dom/'] as const;

/** Build the `shared` option from the root package.json's pinned versions. */
export function federationShared(versions: Record<string, string>): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: versions[name] ? `^${versions[name]}` : false };
  }
  for (const name of SUBPATH_SHARED) {
    const base = name.slice(0, -1);
    shared[name] = { singleton: true, requiredVersion: versions[base] ? `^${versions[base]}` : false };
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

/**
 * What a host hands a remote's screen module so the remote can plug its RTK Query api and listeners into
 * the host's store (combineSlices + dynamic middleware). Kept structural so this package stays free of
 * Redux.
 */
export interface HostStoreBridge {
  injectReducer(slice: { reducerPath: string; reducer: (state: any, action: any) => any }): void;
  addMiddleware(...middleware: any[]): void;
}
