import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { HtmlRspackPlugin } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { DEV_PORTS, SHARE_STRATEGY, federationShared } from '@duesflow/shared-contracts/federation';

const here = dirname(fileURLToPath(import.meta.url));
// Versions are pinned once at the workspace root; every bundle shares by those.
const rootPackage = JSON.parse(readFileSync(resolve(here, '../package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig((_env, argv) => {
  const production = argv.mode !== 'development' && process.env.NODE_ENV !== 'development';
  return {
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
      clean: true,
      // The host's own chunks and every remote's live in one page; a unique name keeps their
      // chunk-loading globals apart.
      uniqueName: 'duesflow_shell',
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
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
        },
      ],
    },
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
      new HtmlRspackPlugin({ title: 'duesflow', template: resolve(here, 'src/index.html') }),
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
});
