import { createListenerMiddleware, type Action, type PayloadAction } from '@reduxjs/toolkit';
import { REALTIME_MESSAGE_ACTION, SHELL_REFRESH_ACTION, type TRealtimeMessage } from '@duesflow/shared-contracts/realtime';

/** A whole tag type (every query providing it), or one id of it (e.g. one customer). */
export type TTagToInvalidate<TagType extends string> = TagType | { type: TagType; id: string | number };

/** The part of a remote's RTK Query api the listener needs: its tag invalidation. */
export interface TTagInvalidator<TagType extends string> {
  util: { invalidateTags: (tags: TTagToInvalidate<TagType>[]) => Action };
}

export interface TRealtimeListenerOptions<TagType extends string> {
  api: TTagInvalidator<TagType>;
  /** Every tag of the api: the header's Refresh makes all of them stale. */
  tagTypes: readonly TagType[];
  /**
   * The remote's own mapping: which of its tags a realtime message makes stale — whole types, or single
   * ids when the message names what changed (e.g. `{type: 'Customers', id}` for its `customerIds`).
   */
  tagsForMessage: (message: TRealtimeMessage) => TTagToInvalidate<TagType>[];
}

/**
 * Listener middleware that reloads what realtime messages (REALTIME_MESSAGE_ACTION) say has changed,
 * and everything on the header's Refresh (SHELL_REFRESH_ACTION).
 */
export function createRealtimeListener<TagType extends string>({ api, tagTypes, tagsForMessage }: TRealtimeListenerOptions<TagType>) {
  const listener = createListenerMiddleware();
  listener.startListening({
    type: REALTIME_MESSAGE_ACTION,
    effect: (action, listenerApi) => {
      const message = (action as PayloadAction<TRealtimeMessage | undefined>).payload;
      if (!message || typeof message !== 'object') return;
      const tags = tagsForMessage(message);
      if (tags.length > 0) listenerApi.dispatch(api.util.invalidateTags(tags));
    },
  });
  listener.startListening({
    type: SHELL_REFRESH_ACTION,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.invalidateTags([...tagTypes]));
    },
  });
  return listener;
}
