import type { Context, MiddlewareHandler } from 'hono';
import type { AppBindings } from '../app-deps';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { acceptedEncodings } from './files';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** JSON, text, JavaScript and SVG; never event streams (they must flow as written). */
const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]*\+)?json|text\/(?!event-stream)[\w.+-]+|application\/javascript|image\/svg\+xml)/i;

/**
 * Compresses API responses (and anything else not already encoded, such as the registry) with brotli or
 * gzip by the client's Accept-Encoding, in zlib's thread pool so the event loop stays free. Static files
 * arrive precompressed (Content-Encoding set) and are passed through; upgrades, 204/304, HEAD and small
 * bodies too.
 */
export function compressResponses(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    await next();
    await compressResponse(c);
  };
}

/**
 * The same, for a response already produced: the API calls it from its one outermost middleware, so
 * a request pays for one middleware layer instead of two.
 */
export async function compressResponse(c: Context<AppBindings>): Promise<void> {
  if (c.get('finalBody')) return;
  const res = c.res;
  // Status and headers only: reading the body (even `res.body`) turns the server's light response
  // into a full web stream and costs several times a small request's work, so it comes last.
  if (c.req.method === 'HEAD' || res.status < 200 || res.status === 204 || res.status === 206 || res.status === 304) return;
  if (res.headers.has('Content-Encoding')) return;
  const type = res.headers.get('Content-Type') ?? '';
  if (!COMPRESSIBLE.test(type) || /no-transform/i.test(res.headers.get('Cache-Control') ?? '')) return;
  const vary = res.headers.get('Vary');
  if (!vary || !/accept-encoding/i.test(vary)) {
    try {
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    } catch {
      // A response with immutable headers (one fetched from elsewhere) is passed on as it is.
      return;
    }
  }
  const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
  if (!accepted.has('br') && !accepted.has('gzip')) return;
  // Copied before the body is read: reading it makes @hono/node-server's light response rebuild itself
  // from the headers it was created with, dropping every header set since (the security headers, Vary).
  const headers = new Headers(res.headers);
  if (!res.body) {
    c.res = new Response(null, { status: res.status, statusText: res.statusText, headers });
    return;
  }
  const body = Buffer.from(await res.arrayBuffer());
  const encoding = body.length < COMPRESS_THRESHOLD_BYTES ? null : accepted.has('br') ? 'br' : 'gzip';
  let out: Buffer = body;
  if (encoding === 'br') {
    out = await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
  } else if (encoding === 'gzip') {
    out = await gzipAsync(body, { level: 6 });
  }
  if (encoding) {
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  }
  headers.set('Content-Length', String(out.length));
  c.res = new Response(new Uint8Array(out), { status: res.status, statusText: res.statusText, headers });
}
