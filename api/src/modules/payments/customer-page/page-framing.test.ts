import { ZCustomerPageLink } from '@duesflow/shared-contracts/customer-page';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';

/**
 * Who may show the customer's page in a frame (docs/embedding.md, "Embedding a customer's page"): the
 * portal and EMBED_ALLOWED_ORIGINS, nobody else, so no other site can lay its own page over the Pay and
 * Promise buttons.
 */

const directive = (policy: string | null, name: string) =>
  policy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

/** The page's two addresses for one new link: the long one and a reminder's short `/p?<token>`. */
async function pagePaths(t: TestApp, make: Fixtures): Promise<string[]> {
  const customer = await make.customer();
  const response = await t.call('POST', `/api/customers/${customer.id}/page-link`);
  expect(response.status).toBe(201);
  const { pathname } = new URL(ZCustomerPageLink.parse(await response.json()).url);
  return [pathname, `/p?${pathname.split('/').pop()}`];
}

describe('with EMBED_ALLOWED_ORIGINS', () => {
  let t: TestApp;
  let make: Fixtures;
  useTestApp((app) => ({ t, make } = app), { app: { embedAllowedOrigins: ['https://shop.example.in', 'http://localhost:8080'] } });

  it('the portal and those origins may frame the page', async () => {
    for (const path of await pagePaths(t, make)) {
      const response = await t.callAnonymous('GET', path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<main');
      expect(directive(response.headers.get('content-security-policy'), 'frame-ancestors')).toBe(
        "frame-ancestors 'self' https://shop.example.in http://localhost:8080",
      );
      // X-Frame-Options cannot name them; frame-ancestors, which browsers prefer, does.
      expect(response.headers.get('x-frame-options')).toBeNull();
    }
  });
});

describe('without EMBED_ALLOWED_ORIGINS', () => {
  let t: TestApp;
  let make: Fixtures;
  useTestApp((app) => ({ t, make } = app), { app: { embedAllowedOrigins: [] } });

  it('only the portal itself may frame the page', async () => {
    for (const path of await pagePaths(t, make)) {
      const response = await t.callAnonymous('GET', path);
      expect(response.status).toBe(200);
      expect(directive(response.headers.get('content-security-policy'), 'frame-ancestors')).toBe("frame-ancestors 'self'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('a link that opens nothing is framed no more freely', async () => {
    const response = await t.callAnonymous('GET', '/p?not-a-real-token-at-all');
    expect(response.status).toBe(404);
    expect(directive(response.headers.get('content-security-policy'), 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });
});
