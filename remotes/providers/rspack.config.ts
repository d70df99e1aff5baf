import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { HtmlRspackPlugin } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { DEV_PORTS, SHARE_STRATEGY, federationShared } from '@duesflow/shared-contracts/federation';

const here = dirname(fileURLToPath(import.meta.url));
// Versions are pinned once at the workspace root; every bundle shares by those.
const rootPackage = JSON.parse(readFileSync(resolve(here, '../../package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig((_env, argv) => {
  const production = argv.mode !== 'development' && process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: here,
    // The standalone page (dev server); hosts use remoteEntry.js / mf-manifest.json instead.
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: resolve(here, 'dist'),
      // Hosts load us from /remotes/providers/ (or another origin): chunks resolve relative to
      // wherever remoteEntry.js itself was loaded from.
      publicPath: 'auto',
      // remoteEntry.js and mf-manifest.json keep fixed names; everything else is content-hashed.
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
      // Host and remotes share one page; a unique name keeps their chunk-loading globals apart.
      uniqueName: 'duesflow_providers',
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
        name: 'providers',
        filename: 'remoteEntry.js',
        manifest: true,
        dts: false,
        exposes: {
          './Providers': './src/exposes/Providers.tsx',
          './ProviderManagement': './src/exposes/ProviderManagement.tsx',
          './BusinessDataConfig': './src/exposes/BusinessDataConfig.tsx',
          './mount': './src/exposes/mount.tsx',
        },
        shared: federationShared(rootPackage.dependencies),
        shareStrategy: SHARE_STRATEGY,
      }),
      new HtmlRspackPlugin({ title: 'duesflow providers', template: './public/index.html', chunks: ['main'] }),
    ],
    optimization: {
      // Stable ids make two builds of the same source byte-identical.
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    // The large chunks are the shared libraries, which the host normally provides.
    performance: { hints: false },
    devServer: {
      port: DEV_PORTS.providers,
      historyApiFallback: true,
      hot: true,
      // The dev server's own live-reload socket defaults to /ws, which is the API's realtime path:
      // move it aside so /ws reaches the API through the proxy.
      webSocketServer: { type: 'ws', options: { path: '/__dev-server-ws' } },
      client: { webSocketURL: { pathname: '/__dev-server-ws' } },
      // The shell's dev server (another origin) loads our manifest and chunks.
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
      proxy: [
        { context: ['/api', '/registry.json', '/remotes'], target: API_ORIGIN, changeOrigin: true },
        { context: ['/ws'], target: API_ORIGIN, ws: true, changeOrigin: true },
      ],
    },
  };
});
