import { extname, join } from 'node:path';
import type { Context, Hono } from 'hono';
import { REGISTRY_PATH } from '@duesflow/shared-contracts/registry';
import { allowRemoteOrigins, remoteOriginsOf } from '../security/content-security-policy';
import { fileRequestOf, fileResponse, findFile } from './files';
import { indexWithPreloads } from './preload';
import { loadRegistry } from './registry';

export type PortalOptions = {
  /** The repository root holding shell/ and remotes/. */
  portalRoot: string;
  /** The registry JSON served at /registry.json. */
  registryFile: string;
  /** Remote name → manifest URL replacing the file's. */
  manifestOverrides: Record<string, string>;
  /** Whether the page request carries a live session (preloads are for signed-in pages only). */
  isSignedIn?: (c: Context) => Promise<boolean>;
};

/** Remote bundles may be loaded by pages on other origins (embedding), so they allow any origin. */
const CROSS_ORIGIN = { 'Access-Control-Allow-Origin': '*' };

/**
 * Serves the portal on the API's origin: the registry, each remote's bundle under /remotes/<name>/,
 * and the shell with a fallback to its index.html so client-side routes (and the 404 page) work on reload.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mounted on the app whatever its bindings
export function mountPortal(app: Hono<any>, options: PortalOptions): void {
  const shellDist = join(options.portalRoot, 'shell', 'dist');

  app.get(REGISTRY_PATH, async (c) => {
    const registry = await loadRegistry(options.registryFile, options.manifestOverrides);
    c.header('Cache-Control', 'no-cache');
    return c.json(registry);
  });

  app.on(['GET', 'HEAD'], '/remotes/:name/*', async (c) => {
    const name = c.req.param('name');
    if (!/^[a-z][a-z0-9_-]*$/.test(name)) return c.notFound();
    const rest = c.req.path.slice(`/remotes/${name}/`.length);
    const file = await findFile(join(options.portalRoot, 'remotes', name, 'dist'), rest);
    if (file) return fileResponse(file, CROSS_ORIGIN, fileRequestOf(c.req.raw));
    // Embedding pages on other origins must be able to read the 404 too, not see a CORS failure.
    return c.json({ error: 'Not Found', message: `No file ${c.req.path}` }, 404, CROSS_ORIGIN);
  });

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path === '/api' || path === '/ws') return next();
    const asset = path === '/' ? null : await findFile(shellDist, path.slice(1));
    if (asset) return fileResponse(asset, {}, fileRequestOf(c.req.raw));
    // A missing asset is a 404; only page routes fall back to the shell's index.html.
    if (extname(path)) return c.json({ error: 'Not Found', message: `No file ${path}` }, 404);
    const index = await findFile(shellDist, 'index.html');
    if (!index) {
      return c.text('The portal is not built yet: run `npm run build` (or `npm start`, which builds it).', 503);
    }
    const registry = loadRegistry(options.registryFile, options.manifestOverrides);
    // The page loads remotes from wherever the registry says: its Content-Security-Policy allows those origins.
    const manifests = await registry.then(
      (loaded) => loaded.remotes.map((remote) => remote.manifestUrl),
      () => [],
    );
    allowRemoteOrigins(c, remoteOriginsOf(manifests));
    const signedIn = (await options.isSignedIn?.(c)) ?? false;
    return indexWithPreloads(index, path, c.req.raw, { portalRoot: options.portalRoot, registry: () => registry, signedIn });
  });
}
