import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { providersApi } from './baseApi';
import { createProvidersListener } from './listener';

const rootReducer = combineSlices(providersApi);
export type TProvidersState = ReturnType<typeof rootReducer>;

/** A store of our own, for mount() and tests; hosted screens live in the shell's store instead. */
export function createProvidersStore(preloadedState?: Partial<TProvidersState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(providersApi.middleware, createProvidersListener().middleware),
  });
}
export type TProvidersStore = ReturnType<typeof createProvidersStore>;
