import { lazy, StrictMode, Suspense } from 'react';
import type { Root } from 'react-dom/client';
import type { TSessionUser } from '@duesflow/shared-contracts/auth';
import { onSessionEnded } from '@duesflow/remote-kit/sessionEvents';
import { readSession, signOut } from './sessionClient';
import type { TShellSession } from './SessionContext';

// Its own chunk: a signed-in page never downloads the sign-in form (antd Form, Input and their validators).
const LoginPage = lazy(async () => ({ default: (await import('./LoginPage')).LoginPage }));

/** The login page's notices (docs/ui-access.md). */
export const SESSION_ENDED_NOTICE = 'Your session has ended. Sign in again.';
export const SIGNED_OUT_NOTICE = 'You have signed out.';

export interface TStartShellDeps {
  /** Loads the registry and renders the portal for the signed-in user (the heavy part, its own chunk). */
  startPortal(root: Root, session: TShellSession): Promise<void> | void;
  /** Reloads the page at its URL (after a second sign-in, so no state of the last session survives). */
  reload(): void;
  fetchImpl?: typeof fetch;
}

/**
 * The page's start: ask `GET /api/auth/me` before anything of the portal is fetched. Signed in → the
 * portal; 401 → the login page at the current URL, and after signing in the portal at that same URL.
 * Later, a session that ends (any 401 `unauthenticated` the kit or the realtime socket reports, once
 * the API confirms it) or Sign out shows the login page again in place; signing in then reloads the
 * page, so the next user starts clean on the page the last one was on. Answers how to stop listening
 * (tests start several shells in one page).
 */
export async function startShell(root: Root, { startPortal, reload, fetchImpl }: TStartShellDeps): Promise<() => void> {
  let portalStarted = false;
  let loginShown = false;
  let confirming = false;

  const showLogin = (notice?: string) => {
    loginShown = true;
    root.render(
      <StrictMode>
        <Suspense fallback={null}>
          <LoginPage notice={notice} onSignedIn={(user) => (portalStarted ? reload() : openPortal(user))} />
        </Suspense>
      </StrictMode>,
    );
  };

  const endSession = async () => {
    await signOut(fetchImpl);
    showLogin(SIGNED_OUT_NOTICE);
  };

  const openPortal = (user: TSessionUser) => {
    portalStarted = true;
    loginShown = false;
    void startPortal(root, { user, signOut: () => void endSession() });
  };

  const stopListening = onSessionEnded(async ({ apiBase }) => {
    // Only the portal's own API; an embedded screen of another portal is not ours to sign in to.
    if (apiBase || !portalStarted || loginShown || confirming) return;
    confirming = true;
    try {
      const check = await readSession(fetchImpl);
      if (check.state === 'signed-out' && !loginShown) showLogin(SESSION_ENDED_NOTICE);
    } finally {
      confirming = false;
    }
  });

  const check = await readSession(fetchImpl);
  if (check.state === 'signed-in') openPortal(check.user);
  else showLogin(check.state === 'unreachable' ? check.message : undefined);
  return stopListening;
}
