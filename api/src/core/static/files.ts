import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { PRECOMPRESSED, isContentHashed } from '@duesflow/shared-contracts/build/hashed-files';

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

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Only a file whose name carries a content hash can be cached for good: the same URL never holds other
 * bytes. Everything else (index.html, mf-manifest.json, remoteEntry.js, routes.json, embed.js, a favicon…)
 * is revalidated on every use; its ETag makes that a 304 when it did not change.
 */
export function cacheControlFor(fileName: string): string {
  return isContentHashed(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
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

/** Strong validator of some bytes: the same content always gets the same ETag, across rebuilds too. */
export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match holds this ETag (weak comparison, as GET revalidation uses). */
export function matchesIfNoneMatch(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/** Encodings the client accepts with q > 0. */
export function acceptedEncodings(acceptEncoding: string | null | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) <= 0) continue;
    accepted.add(name === 'x-gzip' ? 'gzip' : name);
  }
  return accepted;
}

type FileValidator = { mtimeMs: number; size: number; etag: string };
/** ETags by path, recomputed only when the file's size or mtime changes. */
const validators = new Map<string, FileValidator>();

async function etagOfFile(path: string, mtimeMs: number, size: number, body?: Buffer): Promise<string> {
  const known = validators.get(path);
  if (known && known.mtimeMs === mtimeMs && known.size === size) return known.etag;
  const etag = etagOf(body ?? (await readFile(path)));
  validators.set(path, { mtimeMs, size, etag });
  return etag;
}

export type FileRequest = { acceptEncoding?: string | null; ifNoneMatch?: string | null; method?: string };

/**
 * A static file: the best precompressed copy the client accepts (written at build beside the file,
 * `.br`/`.gz`), `Vary: Accept-Encoding`, an ETag per variant, 304 on a matching If-None-Match, and the
 * cache policy of its name.
 */
export async function fileResponse(path: string, extraHeaders: Record<string, string> = {}, request: FileRequest = {}): Promise<Response> {
  const info = await stat(path);
  const name = path.split(sep).pop() ?? '';
  const identityEtag = await etagOfFile(path, info.mtimeMs, info.size);
  const accepted = acceptedEncodings(request.acceptEncoding);
  let servedPath = path;
  let encoding: string | null = null;
  for (const variant of PRECOMPRESSED) {
    if (!accepted.has(variant.encoding)) continue;
    try {
      const variantInfo = await stat(path + variant.suffix);
      // A copy older than the file is left over from another build.
      if (!variantInfo.isFile() || variantInfo.mtimeMs < info.mtimeMs) continue;
    } catch {
      continue;
    }
    servedPath = path + variant.suffix;
    encoding = variant.encoding;
    break;
  }
  const etag = encoding ? `${identityEtag.slice(0, -1)}-${encoding}"` : identityEtag;
  const headers: Record<string, string> = {
    'Content-Type': contentTypeFor(path),
    'Cache-Control': cacheControlFor(name),
    ETag: etag,
    Vary: 'Accept-Encoding',
    ...extraHeaders,
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  if (matchesIfNoneMatch(request.ifNoneMatch, etag)) {
    // The 304 keeps its Content-Type: without one the node adapter writes text/plain, and with nosniff
    // Chromium then refuses the cached script (an integrator's page broke on every reload).
    delete headers['Content-Encoding'];
    return new Response(null, { status: 304, headers });
  }
  const body = await readFile(servedPath);
  headers['Content-Length'] = String(body.length);
  return new Response(request.method === 'HEAD' ? null : body, { headers });
}

/** The request's caching and encoding headers, as fileResponse takes them. */
export function fileRequestOf(request: Request): FileRequest {
  return {
    acceptEncoding: request.headers.get('accept-encoding'),
    ifNoneMatch: request.headers.get('if-none-match'),
    method: request.method,
  };
}
