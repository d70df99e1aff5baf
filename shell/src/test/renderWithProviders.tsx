import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { createAppStore, type RootState } from '../app/store';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  route?: string;
}

/** Render inside the same providers the shell gives every screen, with a fresh store. */
export function renderWithProviders(ui: ReactElement, { preloadedState, route = '/', ...options }: Options = {}) {
  const store = createAppStore(preloadedState);
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
    options,
  );
  return { store, ...result };
}
