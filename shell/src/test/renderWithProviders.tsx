import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from '@duesflow/remote-kit/router';
import { AppProviders } from '../app/AppProviders';
import { theme } from '@duesflow/remote-kit/theme';
import { createAppStore, type RootState } from '../app/store';
import type { TSessionUser } from '@duesflow/shared-contracts/auth';
import { SessionContext } from '../session/SessionContext';

/** No runtime CSS: jsdom's getComputedStyle slows to seconds per query under antd's stylesheets. */
const testTheme = { ...theme, zeroRuntime: true };

/** The member of staff shell tests are signed in as unless they say otherwise. */
export const SHELL_TEST_ADMIN: TSessionUser = { id: 'u-admin', email: 'admin@duesflow.test', name: 'Asha Admin', role: 'admin' };

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  route?: string;
  user?: TSessionUser;
  signOut?: () => void;
}

/** Render inside the same providers the shell gives every screen, with a fresh store, signed in as `user`. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route = '/', user = SHELL_TEST_ADMIN, signOut = () => {}, ...options }: Options = {},
) {
  const store = createAppStore(preloadedState);
  const result = render(
    <AppProviders store={store} theme={testTheme}>
      <SessionContext.Provider value={{ user, signOut }}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </SessionContext.Provider>
    </AppProviders>,
    options,
  );
  return { store, ...result };
}
