import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import type { AppBindings } from '../app-deps';

/** Below this size a body is sent as it is (as the compression middleware does). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A JSON response body serialized once, with a strong ETag and its compressed copies made on first
 * demand: the answer to every request until the figures behind it change (docs/performance.md).
 */
export interface CachedBody {
  json: Buffer;
  /** The same JSON as text: sent uncompressed, a string goes out with the headers in one write. */
  text: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

const bodies = new WeakMap<object, Map<string, CachedBody>>();
/** Variants kept per source (pages of a list): further ones are serialized per request. */
const MAX_VARIANTS = 32;

/**
 * The body `make()` answers for `source` (an object the read model replaces whenever the figures
 * behind it change) and `variant` (e.g. a page number). Computed and serialized once per source.
 * `make()` returns data already shaped by the route's schema: it is not validated again per request.
 */
export function cachedBody(source: object, variant: string, make: () => unknown): CachedBody {
  let variants = bodies.get(source);
  if (!variants) bodies.set(source, (variants = new Map()));
  let body = variants.get(variant);
  if (!body) {
    body = serializedBody(make());
    if (variants.size < MAX_VARIANTS) variants.set(variant, body);
  }
  return body;
}

/** `value` serialized once, with its strong ETag, for a cache of the caller's own (its compressed copies are made on first demand). */
export function serializedBody(value: unknown): CachedBody {
  const text = JSON.stringify(value);
  const json = Buffer.from(text);
  return { json, text, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * A request header by its lower-case name. Behind the Node server it is read from Node's own parsed
 * headers: building the web Headers object costs more than the rest of a cached answer.
 */
function requestHeader(c: Context<AppBindings>, name: string): string | undefined {
  const incoming = (c.env as { incoming?: { headers: Record<string, string | string[] | undefined> } } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function accepts(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * The encoding a body of `bytes` (or of unknown, large size) goes out in: brotli, then gzip, as the
 * client accepts them; none for a small body.
 */
export function preferredEncoding(c: Context<AppBindings>, bytes = Infinity): 'br' | 'gzip' | undefined {
  if (bytes < COMPRESS_FROM_BYTES) return undefined;
  const acceptEncoding = requestHeader(c, 'accept-encoding');
  return accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') ? 'gzip' : undefined;
}

/**
 * Answers `body`: 304 when the client holds it (If-None-Match), otherwise the precompressed copy the
 * client accepts (brotli, then gzip) or the plain JSON. `no-transform` tells the compression middleware
 * (and any proxy) the body is final.
 */
export function sendCachedBody(c: Context<AppBindings>, body: CachedBody): Response {
  c.set('finalBody', true);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-cache, no-transform',
    Vary: 'Accept-Encoding',
  };
  const encoding = preferredEncoding(c, body.json.length);
  // A compressed copy is a different representation: its validator differs (as the middleware's W/ does).
  const etag = encoding ? `${body.etag.slice(0, -1)}-${encoding}"` : body.etag;
  headers.ETag = etag;
  const match = requestHeader(c, 'if-none-match');
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers });
  }
  let payload: Buffer | string = body.text;
  if (encoding === 'br') {
    payload = body.br ??= zlib.brotliCompressSync(body.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  } else if (encoding === 'gzip') {
    payload = body.gzip ??= zlib.gzipSync(body.json, { level: 6 });
  }
  if (encoding) headers['Content-Encoding'] = encoding;
  return new Response(typeof payload === 'string' ? payload : (payload as unknown as Uint8Array<ArrayBuffer>), { status: 200, headers });
}
