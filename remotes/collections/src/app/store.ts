import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { collectionsApi } from './baseApi';
import { createCollectionsListener } from './listener';

const rootReducer = combineSlices(collectionsApi);
export type TCollectionsState = ReturnType<typeof rootReducer>;

/** A store of our own, for mount() and tests; hosted screens live in the shell's store instead. */
export function createCollectionsStore(preloadedState?: Partial<TCollectionsState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      // Hundreds of customers take the development-only state checks past their 32 ms warning.
      getDefault({ immutableCheck: { warnAfter: 256 }, serializableCheck: { warnAfter: 256 } }).concat(
        collectionsApi.middleware,
        createCollectionsListener().middleware,
      ),
  });
}
export type TCollectionsStore = ReturnType<typeof createCollectionsStore>;
