import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { HtmlRspackPlugin, type RspackOptions, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { DEV_PORTS, SHARE_STRATEGY, federationShared } from '@duesflow/shared-contracts/federation';

const here = dirname(fileURLToPath(import.meta.url));
// Versions are pinned once at the workspace root; every bundle shares by those.
const rootPackage = JSON.parse(readFileSync(resolve(here, '../package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

const API_ORIGIN = 'http://localhost:3000';

/** The shared TypeScript rule of both builds. */
function typescriptRule(production: boolean): RuleSetRule {
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
    },
    type: 'javascript/auto',
  };
}

/**
 * dist/embed.js: the framework-free loader integrators include from another origin. A separate
 * compilation so the shell's federation plugin does not touch it: with it, the loader would offer
 * the shell's React (chunks under the shell's '/' public path, i.e. the integrator's origin) to the
 * remotes. One file, fixed name, no React or antd inside.
 */
function embedConfig(production: boolean): RspackOptions {
  return {
    name: 'embed',
    // Built after the shell, whose clean step would otherwise remove embed.js.
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
      // embed.js comes from the second compilation; a rebuild of the shell alone must keep it.
      clean: { keep: /^embed\.js/ },
      // The host's own chunks and every remote's live in one page; a unique name keeps their
      // chunk-loading globals apart.
      uniqueName: 'duesflow_shell',
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: { rules: [typescriptRule(production)] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        // Remotes are discovered at runtime from /registry.json, never baked into the build.
        remotes: {},
        shared: federationShared(rootPackage.dependencies),
        shareStrategy: SHARE_STRATEGY,
        runtimePlugins: [resolve(here, 'src/federation/errorPlugin.ts')],
        dts: false,
        // The shell is only ever a host; nobody reads a manifest of it.
        manifest: false,
      }),
      new HtmlRspackPlugin({ title: 'duesflow', template: resolve(here, 'src/index.html'), chunks: ['main'] }),
    ],
    optimization: {
      // Stable ids make two builds of the same source byte-identical.
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    devServer: {
      port: DEV_PORTS.shell,
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
    },
  };
  return [shell, embedConfig(production)];
});
