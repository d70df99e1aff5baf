import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import type { AppBindings } from '../app-deps';
import { jsonArrayChunks, sendJsonArrayStream } from './json-array-stream';

const items = Array.from({ length: 23 }, (_, n) => ({
  id: n,
  name: `Customer ${n} “हिन्दी”`,
  amountDue: n * 10.5,
  note: n % 3 ? null : 'x',
}));
const toJson = (item: (typeof items)[number]) => ({ ...item, shown: true });

function app(list: readonly (typeof items)[number][]) {
  const hono = new Hono<AppBindings>();
  hono.get('/list', (c) => sendJsonArrayStream(c, list, toJson, 5));
  return hono;
}

describe('a JSON array streamed in batches', () => {
  it('is byte for byte what JSON.stringify gives, in chunks of the batch size', async () => {
    for (const list of [[], items.slice(0, 1), items.slice(0, 5), items]) {
      const chunks: Buffer[] = [];
      for await (const chunk of jsonArrayChunks(list, toJson, 5)) chunks.push(chunk);
      expect(Buffer.concat(chunks).toString()).toBe(JSON.stringify(list.map(toJson)));
      // One chunk per batch and the closing bracket.
      expect(chunks).toHaveLength(Math.ceil(list.length / 5) + 1);
    }
  });

  it('is answered plain, brotli- or gzip-compressed by Accept-Encoding, the same JSON each way', async () => {
    const expected = JSON.stringify(items.map(toJson));
    const plain = await app(items).request('/list');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toBe('application/json');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(expected);

    const br = await app(items).request('/list', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(expected);

    const gzip = await app(items).request('/list', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(expected);
  });
});
