import { createRealtimeListener } from '@duesflow/remote-kit/realtimeListener';
import { createRegister } from '@duesflow/remote-kit/register';
import { createRemoteStoreFactory } from '@duesflow/remote-kit/remoteStore';
import { analyticsApi } from './baseApi';
import { tagsForRealtimeMessage } from './realtimeInvalidation';
import { TAG_TYPES } from './tags';
import { throttledInvalidator } from './throttledInvalidation';

/**
 * Reloads what realtime messages say has changed, and everything on the header's Refresh, at most once
 * every 3 s (the spec's live cadence as a maximum). Each store gets its own throttle.
 */
const createListener = () =>
  createRealtimeListener({ api: throttledInvalidator(analyticsApi), tagTypes: TAG_TYPES, tagsForMessage: tagsForRealtimeMessage });

/** Plugs the analytics api and its realtime listener into the host's store (idempotent). */
export const register = createRegister(analyticsApi, createListener);

/** A store of our own, for mount() and tests; hosted screens live in the shell's store instead. */
export const createAnalyticsStore = createRemoteStoreFactory(analyticsApi, createListener);
export type TAnalyticsStore = ReturnType<typeof createAnalyticsStore>;
export type TAnalyticsState = ReturnType<TAnalyticsStore['getState']>;
