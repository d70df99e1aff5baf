import type { TSessionUser } from '@duesflow/shared-contracts/auth';
import { SESSION_USER_PATH, readSessionUser } from '@duesflow/remote-kit/sessionEvents';

/**
 * The shell's own sign-in calls, on plain `fetch`: they run before anything else on the first page, so
 * they stay free of zod, RTK Query and the rest of the portal (type-only imports above). The API has
 * already validated what it answers; a light shape check is enough here.
 */

export const LOGIN_PATH = '/api/auth/login';
export const LOGOUT_PATH = '/api/auth/logout';

/** Shown when the portal cannot be reached at all. */
export const UNREACHABLE_MESSAGE = 'The portal could not be reached. Check your connection and try again.';

export type TSessionCheck =
  { state: 'signed-in'; user: TSessionUser } | { state: 'signed-out' } | { state: 'unreachable'; message: string };

export type TSignInResult = { ok: true; user: TSessionUser } | { ok: false; message: string };

/** The API's readable `message`, else "status: status text". */
async function failureMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON
  }
  return `${response.status}: ${text.trim() || response.statusText}`;
}

type TFetch = typeof fetch;
const browserFetch: TFetch = (input, init) => fetch(input, init);

/** One Request on the page's own origin (the API serves the shell). */
function apiRequest(path: string, init: RequestInit): Request {
  return new Request(new URL(path, window.location.href), { credentials: 'include', ...init });
}

/** `GET /api/auth/me`: who is signed in, nobody (401), or no answer at all. */
export async function readSession(fetchImpl: TFetch = browserFetch): Promise<TSessionCheck> {
  let response: Response;
  try {
    response = await fetchImpl(apiRequest(SESSION_USER_PATH, { headers: { Accept: 'application/json' } }));
  } catch {
    return { state: 'unreachable', message: UNREACHABLE_MESSAGE };
  }
  if (response.status === 401) return { state: 'signed-out' };
  if (!response.ok) return { state: 'unreachable', message: await failureMessage(response) };
  const user = readSessionUser(await response.json().catch(() => null));
  return user ? { state: 'signed-in', user } : { state: 'unreachable', message: `${SESSION_USER_PATH} answered an unreadable user` };
}

/** `POST /api/auth/login`: the user and a session cookie, or the API's reason (wrong password, too many attempts). */
export async function signIn(email: string, password: string, fetchImpl: TFetch = browserFetch): Promise<TSignInResult> {
  let response: Response;
  try {
    response = await fetchImpl(
      apiRequest(LOGIN_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    );
  } catch {
    return { ok: false, message: UNREACHABLE_MESSAGE };
  }
  if (!response.ok) return { ok: false, message: await failureMessage(response) };
  const user = readSessionUser(await response.json().catch(() => null));
  return user ? { ok: true, user } : { ok: false, message: `${LOGIN_PATH} answered an unreadable user` };
}

/** `POST /api/auth/logout` (no body, still JSON: the API refuses other types). Ends the session even if the answer is lost. */
export async function signOut(fetchImpl: TFetch = browserFetch): Promise<void> {
  try {
    await fetchImpl(apiRequest(LOGOUT_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' } }));
  } catch {
    // The cookie may outlive a lost answer; the login page shows either way and the next call tells.
  }
}
