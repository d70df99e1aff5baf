import { describeFetchError, displayUrl, statusSummary } from './outbound-http';
import { isLoopbackHost, pointsAtPortal } from '../../modules/data-stores/self-target';

describe('readable store errors', () => {
  it('turns network codes into words and never passes a library message on', () => {
    expect(
      describeFetchError(
        Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.1:443' } }),
      ),
    ).toBe('the connection was refused (is the server running and the port right?)');
    expect(describeFetchError(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } }))).toBe(
      'the host name is unknown',
    );
    expect(describeFetchError(Object.assign(new TypeError('fetch failed'), { cause: { code: 'EWHATEVER' } }))).toBe('the network failed');
    expect(describeFetchError(new TypeError('Request cannot be constructed from a URL that includes credentials: https://u:p@x'))).toBe(
      'the network failed',
    );
  });

  it('summarises an error answer by its status, never its body, and shows a URL without credentials or query', () => {
    expect(statusSummary(401)).toBe('401 Unauthorized');
    expect(statusSummary(599)).toBe('599 Error');
    expect(displayUrl('https://user:pa55@db.example.in/base?apikey=abc')).toBe('https://db.example.in/base');
    expect(displayUrl('not a url')).toBe('the configured URL');
  });
});

describe('a store URL that points at the portal itself', () => {
  const portal = {
    requestUrl: 'http://portal.example.in:3000/api/business-data/switch/supabase',
    localPort: 3000,
    localAddress: '10.0.0.5',
  };

  it('is its own host and port, a loopback alias on its port, its listening address, or PUBLIC_URL', () => {
    for (const url of [
      'http://portal.example.in:3000',
      'http://localhost:3000/rest',
      'http://127.0.0.2:3000',
      'http://[::1]:3000',
      'http://0.0.0.0:3000',
      'http://app.localhost:3000',
      'http://10.0.0.5:3000',
    ]) {
      expect([url, pointsAtPortal(url, portal)]).toEqual([url, true]);
    }
    expect(pointsAtPortal('https://pay.example.in/x', { ...portal, publicUrl: 'https://pay.example.in' })).toBe(true);
  });

  it('is not another port on this machine, nor another host', () => {
    for (const url of ['http://localhost:54321', 'https://abc.supabase.co', 'http://10.0.0.6:3000', 'http://portal.example.in:8080']) {
      expect([url, pointsAtPortal(url, portal)]).toEqual([url, false]);
    }
    expect(isLoopbackHost('db.internal')).toBe(false);
  });
});
