import { join } from 'node:path';
import type { Hono } from 'hono';
import { readEnv } from '../env';
import { sessionUserOf } from '../auth/guard';
import { mountPortal } from './portal';

/** The repository root: this file lives in api/src/core/static/. */
const PORTAL_ROOT = join(__dirname, '..', '..', '..', '..');

/** Serves the built portal (shell, remotes, registry) next to the API, configured from the environment. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mounted on the app whatever its bindings
export function mountStatic(app: Hono<any>): void {
  const env = readEnv();
  mountPortal(app, {
    portalRoot: PORTAL_ROOT,
    registryFile: env.REGISTRY_FILE ?? join(PORTAL_ROOT, 'shell', 'registry.json'),
    manifestOverrides: env.remoteManifestUrls,
    isSignedIn: async (c) => (await sessionUserOf(c)) !== null,
  });
}
