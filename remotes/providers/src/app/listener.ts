import { createListenerMiddleware, type PayloadAction } from '@reduxjs/toolkit';
import { REALTIME_MESSAGE_ACTION, SHELL_REFRESH_ACTION, type TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import { providersApi } from './baseApi';
import { tagsForRealtimeMessage } from './realtimeInvalidation';
import { TAG_TYPES } from './tags';

/** Reloads what realtime messages say has changed, and everything on the header's Refresh. */
export function createProvidersListener() {
  const listener = createListenerMiddleware();
  listener.startListening({
    type: REALTIME_MESSAGE_ACTION,
    effect: (action, api) => {
      const message = (action as PayloadAction<TRealtimeMessage | undefined>).payload;
      if (!message || typeof message !== 'object') return;
      const tags = tagsForRealtimeMessage(message);
      if (tags.length > 0) api.dispatch(providersApi.util.invalidateTags(tags));
    },
  });
  listener.startListening({
    type: SHELL_REFRESH_ACTION,
    effect: (_action, api) => {
      api.dispatch(providersApi.util.invalidateTags([...TAG_TYPES]));
    },
  });
  return listener;
}
