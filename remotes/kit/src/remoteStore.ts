import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import type { TInjectableSlice } from './contract';

/**
 * A store of the remote's own, for mount() and tests; hosted screens live in the shell's store instead.
 * Returns the factory, typed by the api's state.
 */
export function createRemoteStoreFactory<Api extends TInjectableSlice & { middleware: Middleware }>(
  api: Api,
  createListener: () => { middleware: Middleware },
) {
  const rootReducer = combineSlices(api);
  type State = ReturnType<typeof rootReducer>;
  return (preloadedState?: Partial<State>) =>
    configureStore({
      reducer: rootReducer,
      preloadedState: preloadedState as State | undefined,
      middleware: (getDefault) =>
        // Hundreds of customers take the development-only state checks past their 32 ms warning.
        getDefault({ immutableCheck: { warnAfter: 256 }, serializableCheck: { warnAfter: 256 } }).concat(
          api.middleware,
          createListener().middleware,
        ),
    });
}
