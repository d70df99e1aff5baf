/**
 * The next deploy of the collections remote, for the browser tests: its own production config
 * (remotes/collections/rspack.config.ts) built into another directory with two changes a remote's
 * team could ship without touching the shell:
 *   - routes.json publishes one more route for an existing screen, with an icon no built-in sidebar
 *     entry uses (NEXT_ROUTE, collections-next/next.ts);
 *   - the Dashboard screen throws while rendering (collections-next/Dashboard.ts).
 * One build serves both tests of e2e/tests/remote-deploys.e2e.ts. Run from remotes/collections:
 *   NEXT_OUTPUT=/path npx rspack build -c ../../e2e/support/collections-next.rspack.config.ts
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type RspackOptions } from '@rspack/core';
import { RemoteRoutesPlugin } from '@duesflow/shared-contracts/build/routes-plugin';
import { NEXT_ROUTE } from './collections-next/next';

const here = dirname(fileURLToPath(import.meta.url));
const remoteDir = join(here, '..', '..', 'remotes', 'collections');

export default async (env: unknown, argv: { mode?: string }): Promise<RspackOptions> => {
  const output = process.env.NEXT_OUTPUT;
  if (!output) throw new Error('set NEXT_OUTPUT to the directory to build into');
  const { default: configFor } = (await import(join(remoteDir, 'rspack.config.ts'))) as {
    default: (env: unknown, argv: { mode?: string }) => RspackOptions[];
  };
  const { routes } = (await import(join(remoteDir, 'src', 'routes.ts'))) as typeof import('../../remotes/collections/src/routes');
  // The remote itself; its standalone page's federation-runtime.js (the second build) is not what the shell loads.
  const [config] = configFor(env, { ...argv, mode: 'production' });
  // Its routes plugin is replaced; a fresh directory needs no pruning of earlier builds nor precompressed copies.
  const replaced = ['RemoteRoutesPlugin', 'DeployOutputPlugin'];
  const plugins = (config.plugins ?? []).filter((plugin) => !(plugin && replaced.includes(plugin.constructor.name)));
  if ((config.plugins ?? []).length - plugins.length !== replaced.length) {
    throw new Error(`expected the collections config to use ${replaced.join(' and ')}`);
  }
  return {
    ...config,
    devtool: false,
    output: { ...config.output, path: resolve(output) },
    plugins: [
      ...plugins,
      new RemoteRoutesPlugin({ name: 'collections', routes: [...routes, NEXT_ROUTE] }),
      new rspack.NormalModuleReplacementPlugin(/[\\/]src[\\/]exposes[\\/]Dashboard\.tsx$/, join(here, 'collections-next', 'Dashboard.ts')),
    ],
  };
};
