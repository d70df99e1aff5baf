import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS for pages that embed a duesflow screen from another origin (EMBED_ALLOWED_ORIGINS): the
 * embedded screen reads /registry.json and calls /api with `credentials: 'include'`, so the exact
 * origin is echoed (never '*', which browsers refuse with credentials).
 * Requests from any other origin, or with no Origin at all (the portal's own pages), pass through
 * untouched, so the API answers them exactly as without this middleware.
 * Preflights get back the headers they ask for (Content-Type, Idempotency-Key, ...): the origin is
 * trusted, and a remote adding a header must not need an API change.
 * /ws needs no CORS: browsers do not apply it to WebSockets.
 */
export function embedCors(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  const policy = cors({
    origin: (origin) => origin,
    credentials: true,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Browsers answer repeated preflights of the same request from their cache for 10 minutes.
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin && allowed.has(origin)) return policy(c, next);
    await next();
    // The answer differs by Origin, so a shared cache must not hand one origin's copy to another.
    c.header('Vary', 'Origin', { append: true });
  };
}
