import { ANALYTICS_MIN_REFRESH_MS } from '@duesflow/shared-contracts/analytics';
import type { Action, Dispatch } from '@reduxjs/toolkit';
import type { TTagInvalidator, TTagToInvalidate } from '@duesflow/remote-kit/realtimeListener';

export interface TScheduler {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
}

const realScheduler: TScheduler = { now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms) };

function tagKey(tag: TTagToInvalidate<string>): string {
  return typeof tag === 'string' ? tag : `${tag.type}:${tag.id}`;
}

/**
 * The api's tag invalidation, at most once per `minIntervalMs`: the first change reloads at once, the
 * changes that arrive within the window are gathered and reload together when it ends. During a long
 * send the API publishes `metrics_updated` about once a second; the screens' figures are whole-table
 * aggregates, so reloading them on every message would only load the API.
 *
 * Handed to the kit's realtime listener in place of the api: its `invalidateTags` returns a thunk (the
 * portal's and our own stores run redux-thunk), so the listener's dispatch goes through the throttle.
 */
export function throttledInvalidator<TagType extends string>(
  api: TTagInvalidator<TagType>,
  minIntervalMs: number = ANALYTICS_MIN_REFRESH_MS,
  scheduler: TScheduler = realScheduler,
): TTagInvalidator<TagType> {
  let lastRun = Number.NEGATIVE_INFINITY;
  let waiting: Map<string, TTagToInvalidate<TagType>> | undefined;

  const run = (dispatch: Dispatch, tags: TTagToInvalidate<TagType>[]) => {
    lastRun = scheduler.now();
    dispatch(api.util.invalidateTags(tags));
  };

  const invalidateTags = (tags: TTagToInvalidate<TagType>[]) =>
    ((dispatch: Dispatch) => {
      const wait = lastRun + minIntervalMs - scheduler.now();
      if (wait <= 0 && !waiting) {
        run(dispatch, tags);
        return;
      }
      if (waiting) {
        for (const tag of tags) waiting.set(tagKey(tag), tag);
        return;
      }
      waiting = new Map(tags.map((tag) => [tagKey(tag), tag]));
      scheduler.setTimeout(
        () => {
          const gathered = [...(waiting?.values() ?? [])];
          waiting = undefined;
          run(dispatch, gathered);
        },
        Math.max(wait, 0),
      );
    }) as unknown as Action;

  return { util: { invalidateTags } };
}
