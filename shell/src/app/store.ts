import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
import type { HostStoreBridge } from '@duesflow/remote-kit/contract';
import { realtimeSlice } from '../realtime/realtimeSlice';

/**
 * The one store of the page. Remotes bring their own RTK Query apis and listeners at runtime, so the
 * reducer accepts lazily injected slices and the middleware chain can grow.
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const rootReducer = combineSlices(realtimeSlice).withLazyLoadedSlices<Record<string, unknown>>();
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });

  /** What a remote's register(bridge) gets; both calls are idempotent for the same slice/middleware. */
  const bridge: HostStoreBridge = {
    injectReducer(slice) {
      const isNew = !(slice.reducerPath in store.getState());
      rootReducer.inject({ reducerPath: slice.reducerPath, reducer: slice.reducer as Reducer });
      // Replacing the reducer makes the store initialise the new slice's state right away.
      if (isNew) store.replaceReducer(rootReducer as Reducer);
    },
    addMiddleware(...middleware: Middleware[]) {
      dynamicMiddleware.addMiddleware(...middleware);
    },
    dispatch: store.dispatch,
  };

  return Object.assign(store, { bridge });
}

export interface RootState {
  realtime: ReturnType<typeof realtimeSlice.reducer>;
  [injected: string]: unknown;
}
export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
