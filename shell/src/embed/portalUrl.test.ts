import { resolvePortalUrl } from './portalUrl';

const PAGE = 'https://shop.example/account/dues';

describe('resolvePortalUrl', () => {
  it('defaults to the origin the loader script was served from', () => {
    expect(resolvePortalUrl(undefined, 'https://portal.example:8443/embed.js?v=2', PAGE)).toBe('https://portal.example:8443');
  });

  it('prefers the portalUrl option over the script origin and drops any path', () => {
    expect(resolvePortalUrl('http://localhost:3000/customers/', 'https://portal.example/embed.js', PAGE)).toBe('http://localhost:3000');
  });

  it('resolves a relative script src against the page', () => {
    expect(resolvePortalUrl(undefined, '/vendor/embed.js', PAGE)).toBe('https://shop.example');
  });

  it('fails with a hint when neither an option nor a script URL is known', () => {
    expect(() => resolvePortalUrl(undefined, undefined, PAGE)).toThrow(/pass \{ portalUrl/);
  });

  it('rejects a portal URL that is not http(s)', () => {
    expect(() => resolvePortalUrl('ftp://portal.example', undefined, PAGE)).toThrow(/must be an http\(s\) URL/);
    expect(() => resolvePortalUrl('http://', undefined, PAGE)).toThrow(/is not a URL/);
  });
});
