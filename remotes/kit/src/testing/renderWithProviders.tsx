import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Store } from '@reduxjs/toolkit';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ThemeConfig } from 'antd';
import { KitProviders } from '../KitProviders';
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
}

/**
 * The remote's `renderWithProviders(ui, {preloadedState, route, store})`: a screen rendered the way the
 * portal hosts it — a real store with the remote's api and listener, antd with queued toasts, and a
 * router at `route`.
 */
export function createRenderWithProviders<S extends Store, State = ReturnType<S['getState']>>(
  createStore: (preloadedState?: Partial<State>) => S,
) {
  return function renderWithProviders(ui: ReactElement, { preloadedState, route = '/', store }: TRenderOptions<State> = {}) {
    const theStore = (store as S | undefined) ?? createStore(preloadedState);
    const user = userEvent.setup();
    const view = render(
      <KitProviders store={theStore} theme={testTheme}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </KitProviders>,
    );
    return { store: theStore, user, ...view };
  };
}
