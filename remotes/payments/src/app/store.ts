import { createRealtimeListener } from '@duesflow/remote-kit/realtimeListener';
import { createRegister } from '@duesflow/remote-kit/register';
import { createRemoteStoreFactory } from '@duesflow/remote-kit/remoteStore';
import { paymentsApi } from './baseApi';
import { tagsForRealtimeMessage } from './realtimeInvalidation';
import { TAG_TYPES } from './tags';

/** Reloads what realtime messages say has changed, and everything on the header's Refresh. */
const createListener = () => createRealtimeListener({ api: paymentsApi, tagTypes: TAG_TYPES, tagsForMessage: tagsForRealtimeMessage });

/** Plugs the payments api and its realtime listener into the host's store (idempotent). */
export const register = createRegister(paymentsApi, createListener);

/** A store of our own, for mount() and tests; hosted screens live in the shell's store instead. */
export const createPaymentsStore = createRemoteStoreFactory(paymentsApi, createListener);
export type TPaymentsStore = ReturnType<typeof createPaymentsStore>;
export type TPaymentsState = ReturnType<TPaymentsStore['getState']>;
