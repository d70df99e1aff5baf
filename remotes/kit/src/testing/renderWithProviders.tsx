import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Store } from '@reduxjs/toolkit';
import { MemoryRouter, Route, Routes, useLocation } from '@duesflow/remote-kit/router';
import type { ThemeConfig } from 'antd';
import type { TSessionUser } from '@duesflow/shared-contracts/auth';
import { KitProviders } from '../KitProviders';
import type { TSessionApi } from '../remoteApi';
import { SessionProvider } from '../session';
import { theme } from '../theme';

/** Shows where the app navigated to, so tests can assert navigation the way a user sees it. */
function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/**
 * No runtime CSS: jsdom's getComputedStyle slows to seconds per query under antd's stylesheets, and
 * no screen test asserts on styling rules.
 */
const testTheme: ThemeConfig = { ...theme, zeroRuntime: true };

export interface TRenderOptions<State> {
  preloadedState?: Partial<State>;
  /** The router's starting location. */
  route?: string;
  /** A store made by the test; otherwise a fresh one from the remote's factory. */
  store?: Store;
  /**
   * Who is signed in, put straight into the api's `sessionUser` cache (no request): an admin by
   * default; `null` leaves the cache empty so the test's own `GET /api/auth/me` stub answers.
   */
  sessionUser?: TSessionUser | null;
}

/** The signed-in user screen tests get unless they ask for another. */
export const TEST_ADMIN: TSessionUser = { id: 'u-admin', email: 'admin@duesflow.test', name: 'Asha Admin', role: 'admin' };
export const TEST_COLLECTOR: TSessionUser = {
  id: 'u-collector',
  email: 'collector@duesflow.test',
  name: 'Chetan Collector',
  role: 'collector',
};
export const TEST_VIEWER: TSessionUser = { id: 'u-viewer', email: 'viewer@duesflow.test', name: 'Vani Viewer', role: 'viewer' };

type TSeedableApi = TSessionApi & {
  util: { upsertQueryEntries: (entries: { endpointName: 'sessionUser'; arg: undefined; value: TSessionUser }[]) => unknown };
};

/**
 * The remote's `renderWithProviders(ui, {preloadedState, route, store})`: a screen rendered the way the
 * portal hosts it — a real store with the remote's api and listener, antd with queued toasts, a
 * router at `route` and, given the remote's api, a signed-in user (`sessionUser`, an admin by default).
 */
export function createRenderWithProviders<S extends Store, State = ReturnType<S['getState']>>(
  createStore: (preloadedState?: Partial<State>) => S,
  api?: TSessionApi,
) {
  return function renderWithProviders(
    ui: ReactElement,
    { preloadedState, route = '/', store, sessionUser = TEST_ADMIN }: TRenderOptions<State> = {},
  ) {
    const theStore = (store as S | undefined) ?? createStore(preloadedState);
    if (api && sessionUser) {
      // Synchronous, so the first render already knows the role.
      theStore.dispatch(
        (api as TSeedableApi).util.upsertQueryEntries([{ endpointName: 'sessionUser', arg: undefined, value: sessionUser }]) as never,
      );
    }
    const user = userEvent.setup();
    const routed = (
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    );
    const view = render(
      <KitProviders store={theStore} theme={testTheme}>
        {api ? <SessionProvider api={api}>{routed}</SessionProvider> : routed}
      </KitProviders>,
    );
    return { store: theStore, user, ...view };
  };
}
