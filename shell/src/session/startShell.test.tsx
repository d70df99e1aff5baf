import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { notifySessionEnded } from '@duesflow/remote-kit/sessionEvents';
import { SESSION_ENDED_NOTICE, SIGNED_OUT_NOTICE, startShell } from './startShell';
import type { TShellSession } from './SessionContext';

const ADMIN = { id: 'u1', email: 'admin@duesflow.local', name: 'Demo Admin', role: 'admin' };
const UNAUTHENTICATED = { status: 401, body: { error: 'unauthenticated', message: 'Your session has ended. Sign in again.' } };

let root: Root;
let container: HTMLElement;
let stop: (() => void) | undefined;
beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  window.history.replaceState(null, '', '/customers?search=asha');
});
afterEach(() => {
  stop?.();
  stop = undefined;
  act(() => root.unmount());
  container.remove();
  window.history.replaceState(null, '', '/');
});

/** The portal stand-in: records the sessions it was started with. */
function portalStandIn() {
  const sessions: TShellSession[] = [];
  const startPortal = jest.fn((target: Root, session: TShellSession) => {
    sessions.push(session);
    target.render(<p>Portal for {session.user.name}</p>);
  });
  return { startPortal, sessions };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'admin@duesflow.local');
  await user.type(screen.getByLabelText('Password'), 'duesflow-demo');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('starting the shell', () => {
  it('opens the portal at once when the session holds, having asked nothing else first', async () => {
    const api = stubFetch({ 'GET /api/auth/me': { body: ADMIN } });
    const { startPortal } = portalStandIn();
    await act(async () => {
      stop = await startShell(root, { startPortal, reload: jest.fn() });
    });

    expect(await screen.findByText('Portal for Demo Admin')).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/auth/me']);
  });

  it('without a session shows the login page at the same URL, then opens the portal there', async () => {
    const api = stubFetch({ 'GET /api/auth/me': UNAUTHENTICATED, 'POST /api/auth/login': { body: ADMIN } });
    const { startPortal } = portalStandIn();
    await act(async () => {
      stop = await startShell(root, { startPortal, reload: jest.fn() });
    });

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(startPortal).not.toHaveBeenCalled();
    await signIn();

    expect(await screen.findByText('Portal for Demo Admin')).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/customers?search=asha');
    // Nothing but the session and the sign-in was asked before the portal started.
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/auth/me', 'POST /api/auth/login']);
  });

  it('shows the login page when a screen reports the session ended and the API confirms it; signing in reloads the page', async () => {
    let signedIn = true;
    stubFetch({ 'GET /api/auth/me': () => (signedIn ? { body: ADMIN } : UNAUTHENTICATED), 'POST /api/auth/login': { body: ADMIN } });
    const { startPortal } = portalStandIn();
    const reload = jest.fn();
    await act(async () => {
      stop = await startShell(root, { startPortal, reload });
    });
    await screen.findByText('Portal for Demo Admin');

    signedIn = false;
    act(() => notifySessionEnded(''));

    expect(await screen.findByText(SESSION_ENDED_NOTICE)).toBeInTheDocument();
    expect(screen.queryByText('Portal for Demo Admin')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/customers');
    await signIn();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(startPortal).toHaveBeenCalledTimes(1);
  });

  it('keeps the portal when the API says the session still holds', async () => {
    const api = stubFetch({ 'GET /api/auth/me': { body: ADMIN } });
    const { startPortal } = portalStandIn();
    await act(async () => {
      stop = await startShell(root, { startPortal, reload: jest.fn() });
    });
    await screen.findByText('Portal for Demo Admin');

    act(() => notifySessionEnded(''));
    await waitFor(() => expect(api.callsTo('GET /api/auth/me')).toHaveLength(2));
    expect(screen.getByText('Portal for Demo Admin')).toBeInTheDocument();
  });

  it('Sign out ends the session on the API and shows the login page', async () => {
    const api = stubFetch({ 'GET /api/auth/me': { body: ADMIN }, 'POST /api/auth/logout': { status: 204 } });
    const { startPortal, sessions } = portalStandIn();
    await act(async () => {
      stop = await startShell(root, { startPortal, reload: jest.fn() });
    });
    await screen.findByText('Portal for Demo Admin');

    act(() => sessions[0].signOut());

    expect(await screen.findByText(SIGNED_OUT_NOTICE)).toBeInTheDocument();
    const [logout] = api.callsTo('POST /api/auth/logout');
    expect(logout.headers.get('Content-Type')).toBe('application/json');
    expect(logout.credentials).toBe('include');
  });
});
