import type { Action } from '@reduxjs/toolkit';
import { throttledInvalidator, type TScheduler } from './throttledInvalidation';

/** A hand-driven clock: time moves only when the test says so. */
function manualScheduler() {
  let now = 1_000_000;
  const timers: { at: number; run: () => void }[] = [];
  const scheduler: TScheduler = {
    now: () => now,
    setTimeout: (run, ms) => timers.push({ at: now + ms, run }),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.splice(0).sort((a, b) => a.at - b.at)) {
      if (timer.at <= now) timer.run();
      else timers.push(timer);
    }
  };
  return { scheduler, advance, pending: () => timers.length };
}

function setup() {
  const invalidated: unknown[][] = [];
  const api = { util: { invalidateTags: (tags: unknown[]) => ({ type: 'invalidate', payload: tags }) as Action } };
  const clock = manualScheduler();
  const throttled = throttledInvalidator<'A' | 'B'>(api, 3000, clock.scheduler);
  const dispatch = (action: unknown) => {
    if (typeof action === 'function') return action(dispatch);
    invalidated.push((action as { payload: unknown[] }).payload);
    return action;
  };
  const send = (tags: ('A' | 'B')[]) => dispatch(throttled.util.invalidateTags(tags));
  return { invalidated, send, ...clock };
}

describe('live figures reload at most once every 3 s', () => {
  it('reloads the first change at once', () => {
    const { invalidated, send } = setup();
    send(['A']);
    expect(invalidated).toEqual([['A']]);
  });

  it('gathers the changes of the next 3 s into one reload when the window ends', () => {
    const { invalidated, send, advance } = setup();
    send(['A']);
    advance(500);
    send(['A']);
    send(['B']);
    advance(1000);
    send(['A']);
    expect(invalidated).toEqual([['A']]);
    advance(1499);
    expect(invalidated).toEqual([['A']]);
    advance(1);
    expect(invalidated).toEqual([['A'], ['A', 'B']]);
  });

  it('reloads at once again after a quiet 3 s', () => {
    const { invalidated, send, advance, pending } = setup();
    send(['A']);
    advance(3000);
    send(['B']);
    expect(invalidated).toEqual([['A'], ['B']]);
    expect(pending()).toBe(0);
  });
});
