/**
 * A remote's Module Federation `exposes`, derived from its declared screens (src/routes.ts): one module per
 * declared module name, in `src/exposes/` under the same name, plus `./mount`. Imported only by rspack configs
 * and tests, never by application code.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TRemoteRoute } from '../registry';

/** Where a remote keeps the module of each screen it exposes. */
export const EXPOSES_DIR = 'src/exposes';

/** The framework-free embedding every remote exposes besides its screens (remotes/kit createMount). */
export const MOUNT_MODULE = './mount';

/** A module name is a file name in EXPOSES_DIR: './Dashboard', never a path. */
const MODULE_NAME = /^\.\/[A-Za-z][A-Za-z0-9]*$/;

/**
 * `{ './Dashboard': './src/exposes/Dashboard.tsx', …, './mount': './src/exposes/mount.tsx' }` for the
 * screens declared in `routes` (two routes may show one module); a module without its file fails the build.
 */
export function remoteExposes(here: string, routes: readonly Pick<TRemoteRoute, 'module'>[]): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const module of [...routes.map((route) => route.module), MOUNT_MODULE]) {
    if (!MODULE_NAME.test(module)) throw new Error(`module "${module}" is not a file name in ${EXPOSES_DIR} ('./Dashboard')`);
    if (exposes[module]) continue;
    if (module === MOUNT_MODULE && routes.some((route) => route.module === MOUNT_MODULE)) {
      throw new Error(`"${MOUNT_MODULE}" is the embedding every remote exposes, not a screen's module`);
    }
    const file = `./${EXPOSES_DIR}/${module.slice(2)}.tsx`;
    if (!existsSync(resolve(here, file))) throw new Error(`module "${module}" is declared, but ${file} does not exist`);
    exposes[module] = file;
  }
  return exposes;
}
