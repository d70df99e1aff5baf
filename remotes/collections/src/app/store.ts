import { createRealtimeListener } from '@duesflow/remote-kit/realtimeListener';
import { createRegister } from '@duesflow/remote-kit/register';
import { createRemoteStoreFactory } from '@duesflow/remote-kit/remoteStore';
import { collectionsApi } from './baseApi';
import { tagsForRealtimeMessage } from './realtimeInvalidation';
import { TAG_TYPES } from './tags';

/** Reloads what realtime messages say has changed, and everything on the header's Refresh. */
const createCollectionsListener = () =>
  createRealtimeListener({ api: collectionsApi, tagTypes: TAG_TYPES, tagsForMessage: tagsForRealtimeMessage });

/** Plugs the collections api and its realtime listener into the host's store (idempotent). */
export const register = createRegister(collectionsApi, createCollectionsListener);

/** A store of our own, for mount() and tests; hosted screens live in the shell's store instead. */
export const createCollectionsStore = createRemoteStoreFactory(collectionsApi, createCollectionsListener);
export type TCollectionsStore = ReturnType<typeof createCollectionsStore>;
export type TCollectionsState = ReturnType<TCollectionsStore['getState']>;
