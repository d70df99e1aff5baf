import { createRealtimeListener } from '@duesflow/remote-kit/realtimeListener';
import { createRegister } from '@duesflow/remote-kit/register';
import { createRemoteStoreFactory } from '@duesflow/remote-kit/remoteStore';
import { communicationsApi } from './baseApi';
import { tagsForRealtimeMessage } from './realtimeInvalidation';
import { TAG_TYPES } from './tags';

/** Reloads what realtime messages say has changed, and everything on the header's Refresh. */
const createListener = () => createRealtimeListener({ api: communicationsApi, tagTypes: TAG_TYPES, tagsForMessage: tagsForRealtimeMessage });

/** Plugs the communications api and its realtime listener into the host's store (idempotent). */
export const register = createRegister(communicationsApi, createListener);

/** A store of our own, for mount() and tests; hosted screens live in the shell's store instead. */
export const createCommunicationsStore = createRemoteStoreFactory(communicationsApi, createListener);
export type TCommunicationsStore = ReturnType<typeof createCommunicationsStore>;
export type TCommunicationsState = ReturnType<TCommunicationsStore['getState']>;
