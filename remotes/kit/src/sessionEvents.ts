import type { TSessionUser } from '@duesflow/shared-contracts/auth';
import { ROLES } from '@duesflow/shared-contracts/roles';
import { SESSION_USER_PATH } from '@duesflow/shared-contracts/http';

/**
 * How a screen tells its host that the signed-in session is over. Any call answering 401 with the
 * API's `unauthenticated` code (the kit's base query, the shell's own calls), or a realtime socket the
 * server refused for want of a session, dispatches this event on `window`. The shell listens and shows
 * its login page; a screen embedded with `mount()` shows a notice in place instead. A DOM event, not a
 * store action, so it crosses every bundle on the page whatever copy of the kit each one runs.
 */
export const SESSION_ENDED_EVENT = 'duesflow:session-ended';

/** The API's error code for a request without a valid session. */
export const UNAUTHENTICATED_CODE = 'unauthenticated';

export { SESSION_USER_PATH };

/**
 * The user in an answer of `GET /api/auth/me` or of signing in, or undefined when it is not one. The API
 * validated the answer against `ZSessionUser` before sending it; this light check keeps the first page
 * free of zod (the shell's sign-in and every remote's `sessionUser` query run before any screen does).
 */
export function readSessionUser(value: unknown): TSessionUser | undefined {
  const user = value as Partial<TSessionUser> | null;
  if (!user || typeof user !== 'object') return undefined;
  if (typeof user.id !== 'string' || typeof user.email !== 'string' || typeof user.name !== 'string') return undefined;
  if (typeof user.role !== 'string' || !(ROLES as readonly string[]).includes(user.role)) return undefined;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

export interface TSessionEndedDetail {
  /** The API origin whose session ended ('' for the page's own). */
  apiBase: string;
}

export function notifySessionEnded(apiBase = ''): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<TSessionEndedDetail>(SESSION_ENDED_EVENT, { detail: { apiBase } }));
}

/** Subscribes to the event; answers the unsubscribe. */
export function onSessionEnded(listener: (detail: TSessionEndedDetail) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<TSessionEndedDetail>).detail ?? { apiBase: '' });
  window.addEventListener(SESSION_ENDED_EVENT, handler);
  return () => window.removeEventListener(SESSION_ENDED_EVENT, handler);
}

/**
 * A browser does not tell a page why a WebSocket upgrade was refused, so when the realtime socket
 * closes the host asks the API whether the session still holds; a 401 ends it. Network failures
 * (the portal restarting) end nothing.
 */
export async function confirmSessionAfterSocketClose(
  apiBase = '',
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<boolean> {
  try {
    const url = new URL(SESSION_USER_PATH, apiBase || window.location.href);
    const response = await fetchImpl(new Request(url, { credentials: 'include', headers: { Accept: 'application/json' } }));
    if (response.status !== 401) return true;
  } catch {
    return true;
  }
  notifySessionEnded(apiBase);
  return false;
}
