import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { mountPortal } from './portal';
import { parseEnv } from '../env';
import { transportLayer } from '../security/transport';
import { transportSettings } from '../security/transport-settings';

function makePortal() {
  const root = mkdtempSync(join(tmpdir(), 'portal-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  mkdirSync(join(root, 'remotes', 'collections', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<html>shell</html>');
  writeFileSync(join(root, 'shell', 'dist', 'main.1a2b3c4d.js'), 'console.log(1)');
  writeFileSync(join(root, 'remotes', 'collections', 'dist', 'mf-manifest.json'), '{"id":"collections"}');
  writeFileSync(join(root, 'remotes', 'collections', 'dist', 'chunk.abc.js'), 'export {}');
  writeFileSync(join(root, 'secret.txt'), 'do not serve');
  const registryFile = join(root, 'registry.json');
  writeFileSync(
    registryFile,
    JSON.stringify({
      remotes: [{ name: 'collections', manifestUrl: '/remotes/collections/mf-manifest.json' }],
    }),
  );
  const app = new Hono();
  app.get('/api/ping', (c) => c.json({ pong: true }));
  return { app, root, registryFile };
}

describe('serving the portal', () => {
  it('serves the shell, falling back to index.html for client routes', async () => {
    const { app, root, registryFile } = makePortal();
    mountPortal(app, { portalRoot: root, registryFile, manifestOverrides: {} });

    const home = await app.request('/');
    expect(await home.text()).toBe('<html>shell</html>');
    expect(home.headers.get('cache-control')).toBe('no-cache');

    const deep = await app.request('/customers');
    expect(await deep.text()).toBe('<html>shell</html>');

    const asset = await app.request('/main.1a2b3c4d.js');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');

    expect((await app.request('/missing.456.js')).status).toBe(404);
    expect(await (await app.request('/api/ping')).json()).toEqual({ pong: true });
  });

  it('serves remote bundles under /remotes/<name>/ to any origin, never outside dist', async () => {
    const { app, root, registryFile } = makePortal();
    mountPortal(app, { portalRoot: root, registryFile, manifestOverrides: {} });

    const manifest = await app.request('/remotes/collections/mf-manifest.json');
    expect(await manifest.json()).toEqual({ id: 'collections' });
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');

    const missing = await app.request('/remotes/payments/mf-manifest.json');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    expect((await app.request('/remotes/collections/..%2F..%2F..%2Fsecret.txt')).status).toBe(404);
  });

  it('serves the registry with manifest URLs overridden by configuration', async () => {
    const { app, root, registryFile } = makePortal();
    const manifestOverrides = parseEnv({
      REMOTE_COLLECTIONS_URL: 'https://cdn.example.com/collections/mf-manifest.json',
      PATH: '/usr/bin',
    }).remoteManifestUrls;
    mountPortal(app, { portalRoot: root, registryFile, manifestOverrides });

    const registry = await (await app.request('/registry.json')).json();
    expect(registry.remotes[0].manifestUrl).toBe('https://cdn.example.com/collections/mf-manifest.json');
  });

  it("gives the shell's page a Content-Security-Policy that allows the registry's remotes, and lets other origins load static files", async () => {
    const { root, registryFile } = makePortal();
    const app = new Hono();
    app.use(transportLayer(transportSettings({ embedAllowedOrigins: ['https://shop.example.in'] })));
    const manifestOverrides = { collections: 'https://cdn.example.com/collections/mf-manifest.json' };
    mountPortal(app, { portalRoot: root, registryFile, manifestOverrides });

    const policy = (response: Response) =>
      Object.fromEntries(
        response.headers
          .get('content-security-policy')!
          .split('; ')
          .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
      );
    const page = policy(await app.request('/customers'));
    for (const directive of ['script-src', 'connect-src', 'style-src']) {
      expect(page[directive]).toEqual(expect.arrayContaining(["'self'", 'https://cdn.example.com']));
    }
    expect(page['script-src']).not.toContain("'unsafe-inline'");
    expect(page['style-src']).toContain("'unsafe-inline'");
    expect(page['frame-ancestors']).toEqual(["'self'", 'https://shop.example.in']);

    // Without the override the remotes are the portal's own: nothing else is allowed.
    const local = new Hono();
    local.use(transportLayer(transportSettings({})));
    mountPortal(local, { portalRoot: root, registryFile, manifestOverrides: {} });
    const own = await local.request('/');
    expect(policy(own)['connect-src']).toEqual(["'self'"]);
    expect(own.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    // Embedding pages load embed.js and remote bundles as scripts from another origin.
    const bundle = await app.request('/remotes/collections/chunk.abc.js');
    expect(bundle.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(bundle.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('says the portal is not built instead of failing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'empty-portal-'));
    const app = new Hono();
    mountPortal(app, { portalRoot: root, registryFile: join(root, 'none.json'), manifestOverrides: {} });
    const response = await app.request('/');
    expect(response.status).toBe(503);
  });
});
