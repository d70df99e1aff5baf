import { createRealtimeListener } from '@duesflow/remote-kit/realtimeListener';
import { createRegister } from '@duesflow/remote-kit/register';
import { createRemoteStoreFactory } from '@duesflow/remote-kit/remoteStore';
import { providersApi } from './baseApi';
import { tagsForRealtimeMessage } from './realtimeInvalidation';
import { TAG_TYPES } from './tags';

/** Reloads what realtime messages say has changed, and everything on the header's Refresh. */
const createProvidersListener = () =>
  createRealtimeListener({ api: providersApi, tagTypes: TAG_TYPES, tagsForMessage: tagsForRealtimeMessage });

/** Plugs the providers api and its realtime listener into the host's store (idempotent). */
export const register = createRegister(providersApi, createProvidersListener);

/** A store of our own, for mount() and tests; hosted screens live in the shell's store instead. */
export const createProvidersStore = createRemoteStoreFactory(providersApi, createProvidersListener);
export type TProvidersStore = ReturnType<typeof createProvidersStore>;
export type TProvidersState = ReturnType<TProvidersStore['getState']>;
