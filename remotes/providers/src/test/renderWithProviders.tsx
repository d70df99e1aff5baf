import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { App, ConfigProvider } from 'antd';
import { createProvidersStore, type TProvidersState } from '../app/store';

/** Shows where the app navigated to, so tests can assert navigation the way a user sees it. */
function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/**
 * Render a screen the way the shell hosts it: a real store with the providers api and listener,
 * antd's App with one toast at a time, and a router at `route`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route = '/' }: { preloadedState?: Partial<TProvidersState>; route?: string } = {},
) {
  const store = createProvidersStore(preloadedState);
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      {/* No runtime CSS: jsdom's getComputedStyle slows to seconds per query under antd's
          stylesheets, and no test here asserts on styling rules. */}
      <ConfigProvider theme={{ zeroRuntime: true }}>
        <App notification={{ maxCount: 1 }}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
            <CurrentPath />
          </MemoryRouter>
        </App>
      </ConfigProvider>
    </Provider>,
  );
  return { store, user, ...view };
}
