import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { remoteConfig } from '@duesflow/shared-contracts/build/rspack';
import { DEV_PORTS } from '@duesflow/shared-contracts/federation';
import { routes } from './src/routes';

export default defineConfig((_env, argv) =>
  remoteConfig({
    name: 'providers',
    here: dirname(fileURLToPath(import.meta.url)),
    devPort: DEV_PORTS.providers,
    routes,
    production: argv.mode !== 'development' && process.env.NODE_ENV !== 'development',
  }),
);
