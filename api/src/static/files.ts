import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Entry points must be re-read on every load so a redeployed bundle is picked up at once; everything
 * else carries a content hash in its name and can be cached for long.
 */
const ALWAYS_FRESH = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'registry.json',
  // The embed loader integrators include by a fixed URL.
  'embed.js',
]);

export function cacheControlFor(fileName: string): string {
  return ALWAYS_FRESH.has(fileName) ? 'no-cache' : 'public, max-age=31536000, immutable';
}

/** The file under `root` that `relativePath` names, or null when it escapes root or is not a file. */
export async function findFile(root: string, relativePath: string): Promise<string | null> {
  const base = resolve(root);
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  const target = resolve(base, `.${sep}${decoded}`);
  if (target !== base && !target.startsWith(base + sep)) return null;
  try {
    const info = await stat(target);
    return info.isFile() ? target : null;
  } catch {
    return null;
  }
}

export async function fileResponse(path: string, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const body = await readFile(path);
  const name = path.split(sep).pop() ?? '';
  return new Response(body, {
    headers: {
      'Content-Type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(name),
      ...extraHeaders,
    },
  });
}
