/** What the queue needs from whatever shows a toast (antd's notification in the portal). */
export interface TToastDisplay<T> {
  /** Show `toast` under `key`; the display calls `queue.closed(key)` when it goes (timer or user). */
  open(toast: T, key: string): void;
  /** Take the toast with `key` off the screen. */
  close(key: string): void;
}

export interface TToastQueue<T> {
  /** Show now when nothing is visible, otherwise after the toasts already waiting. */
  push(toast: T): void;
  /** The display reports that the toast with `key` has gone; the next waiting one shows. */
  closed(key: string): void;
  /** The user dismissed the visible toast (swipe): close it and show the next. */
  dismiss(): void;
}

/**
 * Spec part 1 §9: one toast visible at a time, each for its display time. A toast that arrives while
 * another is visible waits its turn instead of replacing it, so an action's own toast and a realtime
 * toast that follows it are both readable. At most `maxWaiting` wait (the oldest waiting one is dropped
 * beyond that), and a toast equal to the one visible or last waiting is not queued twice.
 */
export function createToastQueue<T>(
  display: TToastDisplay<T>,
  { maxWaiting = 4, same = (a: T, b: T) => a === b }: { maxWaiting?: number; same?: (a: T, b: T) => boolean } = {},
): TToastQueue<T> {
  const waiting: T[] = [];
  let visible: { key: string; toast: T } | undefined;
  let counter = 0;

  function showNext() {
    const next = waiting.shift();
    if (next === undefined) return;
    counter += 1;
    visible = { key: `toast-${counter}`, toast: next };
    display.open(next, visible.key);
  }

  const queue: TToastQueue<T> = {
    push(toast) {
      const last = waiting.length > 0 ? waiting[waiting.length - 1] : visible?.toast;
      if (last !== undefined && same(last, toast)) return;
      waiting.push(toast);
      if (waiting.length > maxWaiting) waiting.shift();
      if (!visible) showNext();
    },
    closed(key) {
      if (!visible || visible.key !== key) return;
      visible = undefined;
      showNext();
    },
    dismiss() {
      if (!visible) return;
      const { key } = visible;
      display.close(key);
      queue.closed(key);
    },
  };
  return queue;
}
