import { REALTIME_MESSAGE_ACTION, type TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import type { PayloadAction } from '@reduxjs/toolkit';
import { createRealtimeListener } from '@duesflow/remote-kit/realtimeListener';
import { createRegister } from '@duesflow/remote-kit/register';
import { createRemoteStoreFactory } from '@duesflow/remote-kit/remoteStore';
import { communicationsApi } from './baseApi';
import { campaignProgressPatch } from '../campaigns/progress';
import { tagsForRealtimeMessage } from './realtimeInvalidation';
import { TAG_TYPES } from './tags';

/** Reloads what realtime messages say has changed (everything on the header's Refresh), and follows campaign progress. */
const createListener = () => {
  const listener = createRealtimeListener({ api: communicationsApi, tagTypes: TAG_TYPES, tagsForMessage: tagsForRealtimeMessage });
  listener.startListening({
    type: REALTIME_MESSAGE_ACTION,
    effect: (action, listenerApi) => {
      const message = (action as PayloadAction<TRealtimeMessage | undefined>).payload;
      if (message?.type === 'campaign_progress') listenerApi.dispatch(campaignProgressPatch(message.data));
    },
  });
  return listener;
};

/** Plugs the communications api and its realtime listener into the host's store (idempotent). */
export const register = createRegister(communicationsApi, createListener);

/** A store of our own, for mount() and tests; hosted screens live in the shell's store instead. */
export const createCommunicationsStore = createRemoteStoreFactory(communicationsApi, createListener);
export type TCommunicationsStore = ReturnType<typeof createCommunicationsStore>;
export type TCommunicationsState = ReturnType<TCommunicationsStore['getState']>;
