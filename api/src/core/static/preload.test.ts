import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preloadTags } from './preload';

/** A portal root with one built remote whose routes.json declares the first reads of two screens. */
function portalWith(routes: unknown[]): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-preload-'));
  const dist = join(root, 'remotes', 'collections', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    join(dist, 'mf-manifest.json'),
    JSON.stringify({ exposes: [{ path: './Customers', assets: { js: { sync: ['__federation_expose_Customers.3ef4129f.js'] } } }] }),
  );
  writeFileSync(join(dist, 'routes.json'), JSON.stringify({ remote: 'collections', routes }));
  return root;
}

const registry = async () => ({ remotes: [{ name: 'collections', manifestUrl: '/remotes/collections/mf-manifest.json' }] });
const customers = { path: '/customers', label: 'Customers', module: './Customers', firstReads: ['/api/customers?page=1&pageSize=20'] };
const reads = (tags: string[]) =>
  tags.flatMap((tag) => /^<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials">$/.exec(tag)?.[1] ?? []);

const scriptsOf = (tags: string[]) => tags.flatMap((tag) => /^<link rel="preload" href="([^"]+)" as="script">$/.exec(tag)?.[1] ?? []);

describe('preloadTags', () => {
  it("preloads the opened route's first reads with the session's cookies, first, beside who is signed in", async () => {
    const portalRoot = portalWith([
      customers,
      { path: '/', label: 'Dashboard', module: './Dashboard', firstReads: ['/api/dashboard/metrics'] },
    ]);
    const tags = await preloadTags('/customers', { portalRoot, signedIn: true, registry });
    expect(reads(tags)).toEqual(['/api/auth/me', '/api/customers?page=1&amp;pageSize=20']);
    expect(tags.slice(0, 2)).toEqual(
      reads(tags).map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="use-credentials">`),
    );
    expect(tags).toContain('<link rel="preload" href="/remotes/collections/__federation_expose_Customers.3ef4129f.js" as="script">');
    // Another route: its own reads only.
    expect(reads(await preloadTags('/', { portalRoot, signedIn: true, registry }))).toEqual(['/api/auth/me', '/api/dashboard/metrics']);
  });

  it('preloads no read for a page URL with a query string (its filters change the read), when signed out, or that leaves the API', async () => {
    const portalRoot = portalWith([
      customers,
      { path: '/other', label: 'Other', module: './Other', firstReads: ['https://elsewhere.example/api/x', '/api/x"><script>', '/health'] },
    ]);
    expect(reads(await preloadTags('/customers', { portalRoot, signedIn: true, registry, pageQuery: '?status=overdue' }))).toEqual([
      '/api/auth/me',
    ]);
    expect(await preloadTags('/customers', { portalRoot, signedIn: false, registry })).toEqual([]);
    expect(reads(await preloadTags('/other', { portalRoot, signedIn: true, registry }))).toEqual(['/api/auth/me']);
  });

  it("preloads the shell's portal chunks and the shared modules the screen consumes, from whoever provides each", async () => {
    const portalRoot = portalWith([customers]);
    mkdirSync(join(portalRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(
      join(portalRoot, 'shell', 'dist', 'preload.json'),
      JSON.stringify({
        groups: {
          bootstrap: { files: ['assets/bootstrap.1a2b3c4d.js'], shared: [] },
          portal: { files: ['assets/portal.5e6f7a8b.js'], shared: ['antd/es/layout'] },
        },
        provided: {
          'antd/es/layout': { files: ['assets/1.aaaaaaaa.js'], shared: [] },
          'antd/es/table': { files: ['assets/2.bbbbbbbb.js', '../x.js'], shared: ['react'] },
          react: { files: [], shared: [] },
        },
      }),
    );
    writeFileSync(
      join(portalRoot, 'remotes', 'collections', 'dist', 'preload.json'),
      JSON.stringify({
        groups: {
          './Customers': {
            files: ['__federation_expose_Customers.3ef4129f.js', '2438.e50a14e9.js'],
            shared: ['antd/es/table', 'react', 'zod'],
          },
        },
        // The remote's own zod consumes React: the shell's is used (in its entry), not the remote's copy.
        provided: { react: { files: ['9.cccccccc.js'], shared: [] }, zod: { files: ['7.dddddddd.js'], shared: ['react'] } },
      }),
    );
    expect(scriptsOf(await preloadTags('/customers', { portalRoot, signedIn: true, registry }))).toEqual([
      '/assets/bootstrap.1a2b3c4d.js',
      '/assets/portal.5e6f7a8b.js',
      '/assets/1.aaaaaaaa.js',
      '/remotes/collections/remoteEntry.js',
      '/remotes/collections/__federation_expose_Customers.3ef4129f.js',
      // A chunk of the screen the manifest does not list; each file once.
      '/remotes/collections/2438.e50a14e9.js',
      // Table from the shell; React is in the shell's entry (nothing to fetch); zod, which the shell does not provide, the remote's.
      '/assets/2.bbbbbbbb.js',
      '/remotes/collections/7.dddddddd.js',
    ]);
  });
});
