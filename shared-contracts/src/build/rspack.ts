/**
 * Build-time pieces every duesflow bundle (the shell and each remote) shares, so that they compile
 * and federate the same way. Imported only by rspack configs, never by application code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { HtmlRspackPlugin, type RspackOptions, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARE_STRATEGY, federationShared } from '../federation';
import { ANTD_IMPORT_TRANSFORM, antdSharedRequests } from './antd-components';
import { AntdOnDemandPlugin } from './antd-on-demand';
import { DeployOutputPlugin } from './deploy-output';
import type { TRemoteRoute } from '../registry';
import { remoteExposes } from './exposes';
import { RemoteRoutesPlugin } from './routes-plugin';
import { PreloadMapPlugin, exposedGroupName } from './preload-map';

/** Where the dev servers find the API. */
export const API_ORIGIN = 'http://localhost:3000';

/** Workspace packages bundles share; their version is in their own package.json, not the root's. */
const SHARED_WORKSPACE_PACKAGES = ['remotes/kit'];

/**
 * Versions pinned once in the workspace root's package.json, plus the shared workspace packages' own
 * versions; every bundle shares by those.
 */
export function rootDependencies(rootPackageJson: string): Record<string, string> {
  const versions = {
    ...(JSON.parse(readFileSync(rootPackageJson, 'utf8')) as { dependencies: Record<string, string> }).dependencies,
  };
  for (const dir of SHARED_WORKSPACE_PACKAGES) {
    const manifest = resolve(dirname(rootPackageJson), dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; version: string };
    versions[name] = version;
  }
  return versions;
}

/**
 * Immutable deploys: no `output.clean`. A production build precompresses its text files and prunes only
 * hashed files of builds older than the last three and than a day (see deploy-output.ts), so a tab opened
 * before a redeploy still finds every chunk its remoteEntry.js knows.
 */
export function deployOutputPlugins(production: boolean, options?: ConstructorParameters<typeof DeployOutputPlugin>[0]) {
  return production ? [new DeployOutputPlugin(options)] : [];
}

/** TypeScript and TSX through rspack's built-in swc, React's automatic runtime. */
export function typescriptRule(production: boolean): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2022',
      },
      // `import { Button } from 'antd'` → `import Button from 'antd/es/button'`: one shared module per component.
      transformImport: ANTD_IMPORT_TRANSFORM,
    },
    type: 'javascript/auto',
  };
}

/**
 * antd's own dependencies (`@rc-component/*`, its colour and style-cache packages) declare no `sideEffects`,
 * so an import of one name from a package's index (`import { omit } from '@rc-component/util'`, antd's form
 * context importing `FormProvider` from '@rc-component/form') kept every module that index re-exports. They
 * are plain modules of components and functions with nothing run for its effect on import, so the build may
 * keep only what is used, as it does for antd itself.
 */
export const ANTD_DEPENDENCIES_WITHOUT_SIDE_EFFECTS: RuleSetRule = {
  test: /[\\/]node_modules[\\/](@rc-component[\\/][^\\/]+|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]/,
  sideEffects: false,
};

/** Dev-server settings that let a bundle run against the API on :3000. */
export function devServerForApi(port: number): NonNullable<RspackOptions['devServer']> {
  return {
    port,
    historyApiFallback: true,
    hot: true,
    // The dev server's own live-reload socket defaults to /ws, which is the API's realtime path:
    // move it aside so /ws reaches the API through the proxy.
    webSocketServer: { type: 'ws', options: { path: '/__dev-server-ws' } },
    client: { webSocketURL: { pathname: '/__dev-server-ws' } },
    proxy: [
      { context: ['/api', '/registry.json', '/remotes'], target: API_ORIGIN, changeOrigin: true },
      { context: ['/ws'], target: API_ORIGIN, ws: true, changeOrigin: true },
    ],
  };
}

/** Stable ids make two builds of the same source byte-identical; async chunks split as below. */
export const BUNDLE_OPTIMIZATION = {
  moduleIds: 'deterministic',
  chunkIds: 'deterministic',
  // Modules that several lazily loaded chunks share (antd's internals, used by many of its per-component
  // shared modules) get a chunk of their own from 2 KB instead of rspack's 20 KB, below which they were
  // copied into every chunk using them: about 100 KB gzip of the first page was such copies. Smaller still
  // saves no more: every chunk adds to the federation runtime's tables (docs/performance.md).
  splitChunks: { chunks: 'async', minSize: 2000 },
} as const;

/**
 * A remote's: libraries split as the shell's (a remote embedded on another page brings its own antd); its
 * own code, and the icons it imports, only from rspack's 20 KB. Split finer, the Dashboard came as a dozen
 * scripts under 1 KB, each gzipped apart and listed in remoteEntry.js (docs/performance.md).
 */
export const REMOTE_BUNDLE_OPTIMIZATION = {
  ...BUNDLE_OPTIMIZATION,
  splitChunks: {
    chunks: 'async',
    minSize: 20_000,
    cacheGroups: {
      defaultVendors: { test: /[\\/]node_modules[\\/](?!@ant-design[\\/]icons)/, priority: -10, reuseExistingChunk: true, minSize: 2000 },
    },
  },
} as const;

/** Every bundle runs in a browser: the federation runtime is built without its Node.js loading code. */
export const FEDERATION_OPTIMIZATION = { target: 'web' } as const;

export type RemoteBuild = {
  /** Module Federation name, as in the registry: 'collections'. */
  name: string;
  /** The remote package's directory. */
  here: string;
  /** Port of the standalone dev server. */
  devPort: number;
  production: boolean;
  /**
   * The remote's screens, declared once (its src/routes.ts): exposed one module per screen
   * (`./src/exposes/<Module>.tsx`, plus './mount') and published as routes.json beside mf-manifest.json.
   */
  routes: readonly TRemoteRoute[];
};

/** The standalone page's first script: the federation runtime a production remote build leaves out. */
export const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/**
 * The page a remote's build serves on its own (dev server, standalone checks): one root element. A
 * production remote uses the page's federation runtime (`externalRuntime`), which a page without the shell
 * gets from `federation-runtime.js` first.
 */
function standalonePage(name: string, production: boolean): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    `    <title>duesflow ${name}</title>`,
    '    <link rel="icon" href="data:," />',
    ...(production ? [`    <script src="${STANDALONE_RUNTIME_FILE}"></script>`] : []),
    '  </head>',
    '  <body style="margin: 0; padding: 24px; background: #f5f5f5">',
    '    <div id="root"></div>',
    '  </body>',
    '</html>',
  ].join('\n');
}

/**
 * A remote: remoteEntry.js + mf-manifest.json with content-hashed chunks in dist/, loadable from any
 * path or origin, plus a standalone page (src/index.ts) for its own dev server.
 */
export function remoteConfig({ name, here, devPort, production, routes }: RemoteBuild): RspackOptions[] {
  const remote: RspackOptions = {
    name,
    mode: production ? 'production' : 'development',
    context: here,
    // The standalone page (dev server); hosts use remoteEntry.js / mf-manifest.json instead.
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: resolve(here, 'dist'),
      // Hosts load us from /remotes/<name>/ (or another origin): chunks resolve relative to wherever
      // remoteEntry.js itself was loaded from.
      publicPath: 'auto',
      // remoteEntry.js and mf-manifest.json keep fixed names; everything else is content-hashed.
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // Never clean: an open tab may still ask for the previous build's chunks (deployOutputPlugins).
      clean: false,
      // A chunk that does not arrive fails the screen's load in time for the host's error panel.
      chunkLoadTimeout: 10_000,
      // Host and remotes share one page; a unique name keeps their chunk-loading globals apart.
      uniqueName: `duesflow_${name}`,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: { rules: [typescriptRule(production), ANTD_DEPENDENCIES_WITHOUT_SIDE_EFFECTS] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        dts: false,
        exposes: remoteExposes(here, routes),
        shared: federationShared(rootDependencies(resolve(here, '../../package.json')), antdSharedRequests()),
        shareStrategy: SHARE_STRATEGY,
        // One federation runtime per page: the host's (docs/performance.md). Development builds keep their
        // own, so a remote's dev server needs nothing else.
        experiments: { externalRuntime: production, optimization: FEDERATION_OPTIMIZATION },
      }),
      new AntdOnDemandPlugin(),
      new RemoteRoutesPlugin({ name, routes }),
      // preload.json: the shared modules each exposed screen consumes, for the server's preloads with its page.
      new PreloadMapPlugin(exposedGroupName),
      new HtmlRspackPlugin({ templateContent: standalonePage(name, production), chunks: ['main'] }),
      ...deployOutputPlugins(production),
    ],
    optimization: REMOTE_BUNDLE_OPTIMIZATION,
    // The large chunks are the shared libraries, which the host normally provides.
    performance: { hints: false },
    devServer: {
      ...devServerForApi(devPort),
      // A shell's dev server (another origin) loads our manifest and chunks.
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
    },
  };
  if (!production) return [remote];
  // federation-runtime.js: a separate small build (no federation plugin, so nothing of it is external).
  const standaloneRuntime: RspackOptions = {
    name: `${name}-standalone-runtime`,
    dependencies: [name],
    mode: 'production',
    context: here,
    entry: { runtime: '@duesflow/remote-kit/standaloneRuntime' },
    devtool: 'source-map',
    output: { path: resolve(here, 'dist'), filename: STANDALONE_RUNTIME_FILE, clean: false, iife: true, uniqueName: `duesflow_${name}_runtime` },
    resolve: { extensions: ['.ts', '.js', '.mjs', '.json'] },
    module: { rules: [typescriptRule(production)] },
    // Its one fixed-name file is replaced, never pruned; the remote's own build keeps the record.
    plugins: deployOutputPlugins(production, { prune: false }),
    optimization: { splitChunks: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
  };
  return [remote, standaloneRuntime];
}
