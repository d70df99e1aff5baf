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
});
