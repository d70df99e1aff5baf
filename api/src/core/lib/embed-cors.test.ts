import { createApp } from '../app';
import type { AppDeps } from '../app-deps';
import { silentLogger } from './logger';

const EMBEDDER = 'http://shop.example.in:8080';
const STRANGER = 'https://evil.example';

/** The real app wiring over stub deps: CORS never reaches the database. */
function appWith(embedAllowedOrigins: string[]) {
  const deps = {
    logger: silentLogger,
    bus: { subscribe: () => () => {} },
    checkHealth: async () => {},
  } as unknown as AppDeps;
  return createApp(deps, {
    embedAllowedOrigins,
    mountStatic: (app) => app.get('/registry.json', (c) => c.json({ remotes: [] })),
  }).app;
}

const get = (app: ReturnType<typeof appWith>, path: string, origin?: string) =>
  Promise.resolve(app.request(path, { headers: origin ? { Origin: origin } : {} }));

describe('embedding CORS (EMBED_ALLOWED_ORIGINS)', () => {
  const app = appWith([EMBEDDER, 'https://other.example']);

  it('lets a listed origin call the API with credentials', async () => {
    const response = await get(app, '/api/health', EMBEDDER);
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(EMBEDDER);
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(response.headers.get('Vary')).toMatch(/Origin/);
  });

  it("answers a listed origin's preflight for a workflow POST", async () => {
    const response = await Promise.resolve(
      app.request('/api/workflows/payment-follow-up', {
        method: 'OPTIONS',
        headers: {
          Origin: EMBEDDER,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type, idempotency-key',
        },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(EMBEDDER);
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe('content-type,idempotency-key');
  });

  it('puts the headers on error answers too, so the embed can read the error message', async () => {
    const response = await get(app, '/api/no-such-thing', EMBEDDER);
    expect(response.status).toBe(401);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(EMBEDDER);
    expect((await response.json()).error).toBe('unauthenticated');
  });

  it('lets a listed origin read the registry', async () => {
    const response = await get(app, '/registry.json', EMBEDDER);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(EMBEDDER);
  });

  it('gives an unlisted origin nothing', async () => {
    const response = await get(app, '/api/health', STRANGER);
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    const preflight = await Promise.resolve(
      app.request('/api/health', { method: 'OPTIONS', headers: { Origin: STRANGER, 'Access-Control-Request-Method': 'GET' } }),
    );
    expect(preflight.status).not.toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it("leaves the portal's own same-origin requests as they were", async () => {
    const response = await get(app, '/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('is off when no origin is listed', async () => {
    const response = await get(appWith([]), '/api/health', EMBEDDER);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    // Compression may vary the response by Accept-Encoding; CORS must not add Origin.
    expect(response.headers.get('Vary') ?? '').not.toMatch(/Origin/);
  });
});
