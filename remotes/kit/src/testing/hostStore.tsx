import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@duesflow/remote-kit/router';
import { combineSlices, configureStore, createDynamicMiddleware, createSlice } from '@reduxjs/toolkit';
import type { HostStoreBridge } from '../contract';

/** A store built the way the shell builds its own (lazy slices, dynamic middleware), and its bridge. */
export function createHostStore() {
  const shellSlice = createSlice({ name: 'shell', initialState: { ready: true }, reducers: {} });
  const rootReducer = combineSlices(shellSlice).withLazyLoadedSlices();
  const dynamic = createDynamicMiddleware();
  const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().prepend(dynamic.middleware) });
  const bridge: HostStoreBridge = {
    // Like the shell's: a new slice's state exists as soon as it is injected (a prefetch reads it at once).
    injectReducer: (slice) => {
      const isNew = !(slice.reducerPath in store.getState());
      rootReducer.inject(slice);
      if (isNew) store.replaceReducer(rootReducer);
    },
    addMiddleware: (...middleware) => dynamic.addMiddleware(...middleware),
    dispatch: store.dispatch,
  };
  return { store, bridge };
}

/** Render a screen inside the host store with a router, as the shell hosts it. */
export function renderInHost(store: ReturnType<typeof createHostStore>['store'], ui: ReactElement) {
  return render(
    <Provider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
}
