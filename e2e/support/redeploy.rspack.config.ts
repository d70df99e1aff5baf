/**
 * A remote's own production build config (remotes/<name>/rspack.config.ts), built into a directory that
 * already holds a deployed build and with a source change (stamp-loader.cjs): the redeploy of a test.
 *   REDEPLOY_REMOTE=collections REDEPLOY_OUTPUT=/path REDEPLOY_STAMP=x rspack build -c e2e/support/redeploy.rspack.config.ts
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspackOptions } from '@rspack/core';

const here = dirname(fileURLToPath(import.meta.url));

export default async (env: unknown, argv: { mode?: string }): Promise<RspackOptions> => {
  const { REDEPLOY_REMOTE: remote, REDEPLOY_OUTPUT: output, REDEPLOY_STAMP: stamp } = process.env;
  if (!remote || !output || !stamp) throw new Error('set REDEPLOY_REMOTE, REDEPLOY_OUTPUT and REDEPLOY_STAMP');
  const { default: configFor } = (await import(join(here, '..', '..', 'remotes', remote, 'rspack.config.ts'))) as {
    default: (env: unknown, argv: { mode?: string }) => RspackOptions[];
  };
  // The remote itself; its standalone page's federation-runtime.js (the second build) is not what a tab loads.
  const [config] = configFor(env, { ...argv, mode: 'production' });
  return {
    ...config,
    output: { ...config.output, path: resolve(output) },
    module: {
      ...config.module,
      rules: [
        ...(config.module?.rules ?? []),
        {
          test: /[\\/]src[\\/]exposes[\\/][^\\/]+\.tsx$/,
          enforce: 'post',
          loader: join(here, 'stamp-loader.cjs'),
          options: { stamp },
        },
      ],
    },
  };
};
