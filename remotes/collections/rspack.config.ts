import { resolve } from 'node:path';
import { HtmlRspackPlugin } from '@rspack/core';
import { defineConfig } from '@rspack/cli';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { DEV_PORTS, federationShared, SHARE_STRATEGY } from '@duesflow/shared-contracts/federation';
import rootPackageJson from '../../package.json';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  context: __dirname,
  entry: { main: './src/index.ts' },
  output: {
    path: resolve(__dirname, 'dist'),
    // The host loads us from /remotes/collections/mf-manifest.json (or another origin): chunks
    // resolve relative to wherever remoteEntry.js was loaded from.
    publicPath: 'auto',
    uniqueName: 'collections',
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
        type: 'javascript/auto',
      },
    ],
  },
  plugins: [
    new ModuleFederationPlugin({
      name: 'collections',
      filename: 'remoteEntry.js',
      manifest: true,
      dts: false,
      exposes: {
        './Dashboard': './src/exposes/Dashboard.tsx',
        './Customers': './src/exposes/Customers.tsx',
        './mount': './src/exposes/mount.tsx',
      },
      shared: federationShared(rootPackageJson.dependencies),
      shareStrategy: SHARE_STRATEGY,
    }),
    new HtmlRspackPlugin({ template: './public/index.html', chunks: ['main'] }),
  ],
  devServer: {
    port: DEV_PORTS.collections,
    historyApiFallback: true,
    // The shell (another origin in development) loads our manifest and chunks.
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
      'Access-Control-Allow-Headers': '*',
    },
    proxy: [
      { context: ['/api'], target: API_ORIGIN, changeOrigin: true },
      { context: ['/ws'], target: API_ORIGIN, ws: true, changeOrigin: true },
    ],
  },
});
