import { readFile } from 'node:fs/promises';
import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { ZRemoteRegistry, type TRemoteRegistry } from '@duesflow/shared-contracts/registry';

/**
 * The registry the shell reads at `/registry.json`: the file (by default the shell's own
 * registry.json), with any remote's manifest URL replaced by configuration, so a team can point the
 * portal at a remote deployed elsewhere without rebuilding anything. It names remotes and where their
 * manifests are; each remote's screens come from the routes.json beside its manifest.
 */
export async function loadRegistry(file: string, manifestOverrides: Record<string, string>): Promise<TRemoteRegistry> {
  const registry = ZRemoteRegistry.parse(JSON.parse(await readFile(file, 'utf8')));
  return {
    remotes: registry.remotes.map((remote) =>
      manifestOverrides[remote.name] ? { ...remote, manifestUrl: manifestOverrides[remote.name] } : remote,
    ),
  };
}

/**
 * The registry is revalidated on every load (no-cache): its ETag turns that into a 304, which keeps its
 * Content-Type (Hono's etag drops it, whatever it is told to retain, and the node adapter then writes
 * text/plain).
 */
export function registryRevalidation(): MiddlewareHandler {
  const revalidate = etag();
  return async (c, next) => {
    let type: string | null = null;
    await revalidate(c, async () => {
      await next();
      type = c.res.headers.get('content-type');
    });
    if (c.res.status === 304 && type && !c.res.headers.has('content-type')) c.res.headers.set('content-type', type);
  };
}
