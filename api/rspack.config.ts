/**
 * The API compiled for `npm start`: one bundle for Node (api/dist/server.js, a small entry that starts the
 * embedded database's process first, and api/dist/start-api.js, the API itself, which it loads meanwhile)
 * with shared-contracts (consumed as TypeScript source) compiled in and every npm package left to
 * node_modules, plus the embedded database's process entry beside it (api/dist/pglite-host.js, forked by
 * pglite-launch.ts) and the Tally upload reader's worker (api/dist/tally-upload-worker.js).
 * `npm run dev -w api` and the tests keep running the TypeScript with tsx.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import type { RspackOptions } from '@rspack/core';

const here = dirname(fileURLToPath(import.meta.url));
const outputPath = resolve(here, 'dist');

/** Modules whose `__dirname` means "where my source is" (see build/source-dir-loader.cjs). */
const SOURCE_DIR_LOADER = resolve(here, 'build/source-dir-loader.cjs');
const SOURCE_DIR_MODULES = [resolve(here, 'src/core/static/static.ts'), resolve(here, 'src/core/db/migrate.ts')];

const config: RspackOptions = {
  name: 'api',
  mode: 'production',
  target: 'node20',
  context: here,
  entry: {
    server: './src/server.ts',
    'pglite-host': './src/core/db/pglite-host.ts',
    // The Tally upload reader's worker thread, started by src/modules/tally/upload-reader.ts from beside server.js.
    'tally-upload-worker': './src/modules/tally/tally-upload-worker.ts',
    // The customer import reader's worker thread, started by src/modules/customers/import/import-reader.ts.
    'customer-import-worker': './src/modules/customers/import/customer-import-worker.ts',
  },
  devtool: 'source-map',
  output: { path: outputPath, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
  // The real values at runtime: api/dist and the bundle's own file.
  node: { __dirname: false, __filename: false },
  resolve: { extensions: ['.ts', '.js', '.json'] },
  externalsPresets: { node: true },
  // npm packages load from node_modules at runtime; only the workspace's own TypeScript is compiled in.
  externals: [
    ({ request }, callback) => {
      if (request && /^(?!@duesflow\/)(@[^/]+\/)?[a-z0-9][^:]*$/i.test(request) && !request.startsWith('.')) {
        return callback(undefined, `commonjs ${request}`);
      }
      return callback();
    },
  ],
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        enforce: 'post',
        oneOf: [
          { test: SOURCE_DIR_MODULES, loader: SOURCE_DIR_LOADER, options: { outputPath, sourceDir: true } },
          { loader: SOURCE_DIR_LOADER, options: { outputPath, sourceDir: false } },
        ],
      },
    ],
  },
  optimization: { minimize: false, moduleIds: 'named', splitChunks: false },
  performance: { hints: false },
};

export default defineConfig(config);
