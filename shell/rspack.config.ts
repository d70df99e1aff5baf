import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { DefinePlugin, HtmlRspackPlugin, type RspackOptions } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { DEV_PORTS, SHARE_STRATEGY, federationShared } from '@duesflow/shared-contracts/federation';
import { antdSharedModules } from '@duesflow/shared-contracts/build/antd-components';
import { AntdOnDemandPlugin } from '@duesflow/shared-contracts/build/antd-on-demand';
import { PreloadMapPlugin } from '@duesflow/shared-contracts/build/preload-map';
import {
  ANTD_DEPENDENCIES_WITHOUT_SIDE_EFFECTS,
  BUNDLE_OPTIMIZATION,
  FEDERATION_OPTIMIZATION,
  deployOutputPlugins,
  devServerForApi,
  rootDependencies,
  typescriptRule,
} from '@duesflow/shared-contracts/build/rspack';
import { FALLBACK_ROUTES_GLOBAL, declaredRoutes } from './src/remotes/declaredRoutes';
import { FIRST_PAGE_SHARED } from './src/remotes/firstPageShared';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * dist/embed.js: the framework-free loader integrators include from another origin. A separate
 * compilation so the shell's federation plugin does not touch it: with it, the loader would offer
 * the shell's React (chunks under the shell's '/' public path, i.e. the integrator's origin) to the
 * remotes. One file, fixed name, no React or antd inside.
 */
function embedConfig(production: boolean): RspackOptions {
  return {
    name: 'embed',
    // Built after the shell into the same directory.
    dependencies: ['shell'],
    mode: production ? 'production' : 'development',
    context: here,
    entry: { embed: './src/embed/embed.ts' },
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: resolve(here, 'dist'),
      filename: 'embed.js',
      clean: false,
      uniqueName: 'duesflow_embed',
      iife: true,
    },
    resolve: { extensions: ['.ts', '.js', '.mjs', '.json'] },
    module: { rules: [typescriptRule(production)] },
    // Only precompressed: its one fixed-name file is replaced, never pruned; the shell's build keeps the record.
    plugins: deployOutputPlugins(production, { prune: false }),
    optimization: { splitChunks: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
  };
}

export default defineConfig((_env, argv) => {
  const production = argv.mode !== 'development' && process.env.NODE_ENV !== 'development';
  const shell: RspackOptions = {
    name: 'shell',
    mode: production ? 'production' : 'development',
    context: here,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: resolve(here, 'dist'),
      publicPath: '/',
      // A hash per file keeps long-lived caching safe; index.html is the only unhashed file.
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // Never clean: a tab opened before a redeploy still asks for the previous build's chunks, and
      // embed.js comes from the second compilation. Old hashed files are pruned by deployOutputPlugins.
      clean: false,
      // The host's own chunks and every remote's live in one page; a unique name keeps their
      // chunk-loading globals apart.
      uniqueName: 'duesflow_shell',
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: { rules: [typescriptRule(production), ANTD_DEPENDENCIES_WITHOUT_SIDE_EFFECTS] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        // Remotes are discovered at runtime from /registry.json, never baked into the build.
        remotes: {},
        shared: federationShared(rootDependencies(resolve(here, '../package.json')), antdSharedModules(), FIRST_PAGE_SHARED),
        shareStrategy: SHARE_STRATEGY,
        runtimePlugins: [resolve(here, 'src/federation/errorPlugin.ts')],
        dts: false,
        // The shell is only ever a host; nobody reads a manifest of it.
        manifest: false,
        // The remotes are built without the federation runtime and use this one (docs/performance.md).
        experiments: { provideExternalRuntime: true, optimization: FEDERATION_OPTIMIZATION },
      }),
      new AntdOnDemandPlugin(),
      // preload.json: what a signed-in page loads after main (its bootstrap and portal chunks) and the files of
      // each shared module provided as chunks of their own, for the server's preloads.
      new PreloadMapPlugin((name) => (name === 'bootstrap' || name === 'portal' ? name : null)),
      // The fallback sidebar: the remotes' declared screens as of this build (src/remotes/fallbackRoutes.ts).
      new DefinePlugin({ [FALLBACK_ROUTES_GLOBAL]: JSON.stringify(declaredRoutes()) }),
      new HtmlRspackPlugin({
        title: 'duesflow',
        template: resolve(here, 'src/index.html'),
        chunks: ['main'],
        // Copied to dist/favicon.svg and linked from index.html: the portal serves it, no 404 per load.
        favicon: resolve(here, 'src/favicon.svg'),
      }),
      ...deployOutputPlugins(production),
    ],
    optimization: BUNDLE_OPTIMIZATION,
    performance: { hints: false },
    devServer: devServerForApi(DEV_PORTS.shell),
  };
  return [shell, embedConfig(production)];
});
