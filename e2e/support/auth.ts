import type { BrowserContext } from 'playwright-core';

/**
 * Every portal the browser suite starts has this admin (ADMIN_EMAIL/ADMIN_PASSWORD), and every test
 * context is signed in as it unless the test asks not to.
 */
export const E2E_ADMIN = { email: 'admin@duesflow.test', password: 'e2e-admin-password' } as const;

/** The environment that creates the e2e admin on start. */
export const E2E_ADMIN_ENV = { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password } as const;

/**
 * Signs `context` in on the portal at `baseUrl` through `POST /api/auth/login`: the session cookie lands
 * in the context, so its pages open signed in. Another member of staff: pass their `credentials`.
 */
export async function signIn(
  context: BrowserContext,
  baseUrl: string,
  credentials: { email: string; password: string } = E2E_ADMIN,
): Promise<void> {
  const origin = new URL(baseUrl).origin;
  const response = await context.request.post(`${origin}/api/auth/login`, {
    data: credentials,
    headers: { Origin: origin, 'Content-Type': 'application/json' },
  });
  if (response.status() !== 200)
    throw new Error(`Signing in as ${credentials.email} answered ${response.status()}: ${await response.text()}`);
}

/** A `duesflow_session=…` Cookie header for requests made with `fetch` (portal.api does this itself). */
export async function sessionCookie(baseUrl: string, credentials: { email: string; password: string } = E2E_ADMIN): Promise<string> {
  const origin = new URL(baseUrl).origin;
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`Signing in as ${credentials.email} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('duesflow_session='));
  if (!cookie) throw new Error('Signing in set no session cookie');
  return cookie.split(';')[0];
}
