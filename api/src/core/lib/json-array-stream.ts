import { pipeline, Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import type { AppBindings } from '../app-deps';
import { preferredEncoding } from './cached-body';

/** Items serialized per chunk: one turn of the event loop each (~0.1–0.2 MB of JSON for a customer). */
export const JSON_STREAM_BATCH = 500;

/** `[`, each item's JSON, `]`: byte for byte what `JSON.stringify(items.map(toJson))` gives, `batch` items a chunk. */
export async function* jsonArrayChunks<T>(
  items: readonly T[],
  toJson: (item: T) => unknown,
  batch = JSON_STREAM_BATCH,
): AsyncGenerator<Buffer> {
  let text = '[';
  for (let start = 0; start < items.length; start += batch) {
    const end = Math.min(items.length, start + batch);
    for (let index = start; index < end; index += 1) text += (index === 0 ? '' : ',') + JSON.stringify(toJson(items[index]!));
    yield Buffer.from(text);
    text = '';
    // Other requests run between two chunks.
    await setImmediate();
  }
  yield Buffer.from(`${text}]`);
}

/**
 * Answers a JSON array as it is serialized, `batch` items at a time, instead of building the whole body
 * first: memory per request is a chunk and the compressor's window, whatever the list's length, and
 * nothing waits for the whole body. Compressed as a stream (brotli quality 4 or gzip, in zlib's thread
 * pool) when the client accepts it; no Content-Length (chunked). The compression middleware leaves it
 * alone (finalBody). The caller has everything it needs before answering: an error after the first
 * chunk could only cut the answer short, never turn it into an error status.
 */
export function sendJsonArrayStream<T>(
  c: Context<AppBindings>,
  items: readonly T[],
  toJson: (item: T) => unknown,
  batch = JSON_STREAM_BATCH,
): Response {
  c.set('finalBody', true);
  const encoding = preferredEncoding(c);
  const source = Readable.from(jsonArrayChunks(items, toJson, batch), { objectMode: false });
  let body: Readable = source;
  if (encoding) {
    const compressor =
      encoding === 'br'
        ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : zlib.createGzip({ level: 6 });
    // A client that goes away ends both (pipeline destroys the source with the compressor).
    body = pipeline(source, compressor, () => undefined);
  }
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  if (encoding) headers['Content-Encoding'] = encoding;
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status: 200, headers });
}
