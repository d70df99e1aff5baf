import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compressResponses } from './compress';
import { mountPortal } from './portal';
import { registryRevalidation } from './registry';

const chunk = `export const screen = ${JSON.stringify('x'.repeat(4000))};\n`;
const manifestBody = JSON.stringify({
  id: 'collections',
  exposes: [
    // What the page needs with the Dashboard; a name that is not a plain file of the remote is never preloaded.
    {
      path: './Dashboard',
      assets: {
        js: {
          sync: ['336.aedeb951.js', '__federation_expose_Dashboard.0f1e2d3c.js', '../x.js', 'https://cdn.example/y.js'],
          async: ['9192.1aa8a772.js'],
        },
      },
    },
    { path: './Customers', assets: { js: { sync: ['__federation_expose_Customers.3ef4129f.js'], async: [] } } },
  ],
  padding: 'y'.repeat(2000),
});

/** A built portal as the build leaves it: hashed chunks and fixed-name entries with .br/.gz copies. */
function makePortal({ signedIn = true } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'portal-cache-'));
  const shell = join(root, 'shell', 'dist');
  const remote = join(root, 'remotes', 'collections', 'dist');
  mkdirSync(join(shell, 'assets'), { recursive: true });
  mkdirSync(remote, { recursive: true });
  const write = (file: string, body: string, precompress = true) => {
    writeFileSync(file, body);
    if (precompress) {
      writeFileSync(`${file}.br`, brotliCompressSync(body));
      writeFileSync(`${file}.gz`, gzipSync(body));
    }
  };
  write(join(shell, 'index.html'), '<!doctype html><html><head><title>duesflow</title></head><body></body></html>', false);
  write(join(shell, 'assets', 'main.1a2b3c4d.js'), chunk);
  write(join(shell, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  write(join(shell, 'assets', 'settings.js'), chunk);
  write(join(remote, 'remoteEntry.js'), chunk);
  write(join(remote, 'mf-manifest.json'), manifestBody);
  write(
    join(remote, 'routes.json'),
    JSON.stringify({ name: 'collections', routes: [{ path: '/', label: 'Dashboard', module: './Dashboard' }] }),
  );
  write(join(remote, '__federation_expose_Dashboard.0f1e2d3c.js'), chunk);
  const registryFile = join(root, 'registry.json');
  writeFileSync(registryFile, JSON.stringify({ remotes: [{ name: 'collections', manifestUrl: '/remotes/collections/mf-manifest.json' }] }));
  const app = new Hono();
  app.use('*', compressResponses());
  app.use('/registry.json', registryRevalidation());
  app.get('/api/big', (c) => c.json({ rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Customer ${i}` })) }));
  app.get('/api/small', (c) => c.json({ ok: true }));
  mountPortal(app, { portalRoot: root, registryFile, manifestOverrides: {}, isSignedIn: async () => signedIn });
  return app;
}

describe('caching and compression of the portal', () => {
  it('serves a .js file brotli- or gzip-compressed by Accept-Encoding, identity otherwise', async () => {
    const app = makePortal();
    const path = '/remotes/collections/__federation_expose_Dashboard.0f1e2d3c.js';

    const br = await app.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(chunk);

    const gz = await app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(chunk);

    const plain = await app.request(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(chunk);
  });

  it('gives every file an ETag and answers 304 to If-None-Match', async () => {
    const app = makePortal();
    for (const path of ['/assets/main.1a2b3c4d.js', '/remotes/collections/remoteEntry.js', '/remotes/collections/mf-manifest.json']) {
      const first = await app.request(path, { headers: { 'Accept-Encoding': 'br' } });
      const tag = first.headers.get('etag');
      expect(tag).toMatch(/^"[^"]+"$/);
      const again = await app.request(path, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': tag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      // A script revalidated as text/plain is refused under nosniff: the 304 keeps the type.
      expect([path, again.headers.get('content-type')]).toEqual([path, first.headers.get('content-type')]);
      // Another encoding is another representation: no 304 for it.
      const gz = await app.request(path, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': tag! } });
      expect(gz.status).toBe(200);
    }
  });

  it('caches hashed chunks for good and revalidates every unhashed file', async () => {
    const app = makePortal();
    const immutable = 'public, max-age=31536000, immutable';
    expect((await app.request('/assets/main.1a2b3c4d.js')).headers.get('cache-control')).toBe(immutable);
    expect((await app.request('/remotes/collections/__federation_expose_Dashboard.0f1e2d3c.js')).headers.get('cache-control')).toBe(
      immutable,
    );
    for (const path of [
      '/',
      '/customers',
      '/remotes/collections/mf-manifest.json',
      '/remotes/collections/remoteEntry.js',
      '/remotes/collections/routes.json',
      '/assets/settings.js',
      '/favicon.svg',
    ]) {
      expect([path, (await app.request(path)).headers.get('cache-control')]).toEqual([path, 'no-cache']);
    }
  });

  it('serves index.html compressed, with an ETag and preloads for the registry and the first screen', async () => {
    const app = makePortal();
    const home = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(home.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await home.arrayBuffer())).toString();
    expect(html).toContain('<link rel="preload" href="/registry.json" as="fetch" crossorigin>');
    expect(html).toContain('href="/remotes/collections/mf-manifest.json" as="fetch" crossorigin');
    expect(html).toContain('href="/remotes/collections/remoteEntry.js" as="script"');
    // Who is signed in, as the shell asks (credentials included), and the opened screen's scripts.
    expect(html).toContain('<link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials">');
    const scripts = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((match) => match[1]);
    expect(scripts).toEqual([
      '/remotes/collections/remoteEntry.js',
      '/remotes/collections/336.aedeb951.js',
      '/remotes/collections/__federation_expose_Dashboard.0f1e2d3c.js',
    ]);
    const again = await app.request('/', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': home.headers.get('etag')! } });
    expect(again.status).toBe(304);
    // Another page of no local remote: no entry preloaded.
    const other = await (await app.request('/analytics')).text();
    expect(other).not.toContain('remoteEntry.js');
  });

  it('gives a signed-out page (the login page) no preloads: nothing of the portal is fetched before sign-in', async () => {
    const html = await (await makePortal({ signedIn: false }).request('/')).text();
    expect(html).toContain('<title>duesflow</title>');
    expect(html).not.toContain('rel="preload"');
  });

  it('compresses API JSON and the registry, but not tiny bodies', async () => {
    const app = makePortal();
    const big = await app.request('/api/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(big.headers.get('content-encoding')).toBe('br');
    expect(big.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await big.arrayBuffer())).toString()).rows).toHaveLength(200);

    const gz = await app.request('/api/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    const small = await app.request('/api/small', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });

    const registry = await app.request('/registry.json');
    const tag = registry.headers.get('etag');
    expect(tag).toBeTruthy();
    const revalidated = await app.request('/registry.json', { headers: { 'If-None-Match': tag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-type')).toBe(registry.headers.get('content-type'));
  });
});
