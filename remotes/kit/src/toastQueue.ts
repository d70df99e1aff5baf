/** What the queue needs from whatever shows a toast (antd's notification in the portal). */
export interface TToastDisplay<T> {
  /** Show `toast` under `key`; the display calls `queue.closed(key)` when it goes (timer or user). */
  open(toast: T, key: string): void;
  /** Take the toast with `key` off the screen. */
  close(key: string): void;
}

export interface TToastQueue<T> {
  /**
   * A toast about the user's own action shows at once (after at most `minReadMs` of the action toast
   * before it); a notice shows when no action toast is visible or waiting.
   */
  push(toast: T): void;
  /** The display reports that the toast with `key` has gone; the next waiting one shows. */
  closed(key: string): void;
  /** The user dismissed the visible toast (swipe): close it and show the next. */
  dismiss(): void;
  /**
   * The display is going away (its screen unmounts): forget the waiting toasts and the pending switch, so
   * no timer opens a toast after it. Pushing again later works as on a new queue.
   */
  stop(): void;
}

export interface TToastQueueOptions<T> {
  /** How many toasts of each kind may wait; beyond it the oldest waiting one is dropped. */
  maxWaiting?: number;
  /** Two toasts that read the same: the second is not queued behind the first. */
  same?: (a: T, b: T) => boolean;
  /** A notice (a realtime event), as opposed to the answer to something the user just did. */
  isNotice?: (toast: T) => boolean;
  /** How long an action's toast stays before the next action's toast replaces it. */
  minReadMs?: number;
}

/** Long enough to read a toast's title before the same user's next action replaces it. */
export const ACTION_TOAST_MIN_READ_MS = 1500;

/**
 * Spec part 1 §9: one toast visible at a time, each for its own display time. Two lines, so that what the
 * user just did is never answered late:
 * - a toast about the user's own action shows at once: a visible notice gives way (it goes back to the
 *   front of the notices and shows again, in full, afterwards), and a visible action toast is replaced by
 *   the newer one once it has been up `minReadMs` ("Playing script preview" → "Preview completed" at 3 s);
 * - notices (realtime events) wait while an action toast is visible or waiting, then show in turn.
 * At most `maxWaiting` of each wait, and a toast equal to the one visible or last waiting is not queued twice.
 */
export function createToastQueue<T>(display: TToastDisplay<T>, options: TToastQueueOptions<T> = {}): TToastQueue<T> {
  const { maxWaiting = 4, same = (a: T, b: T) => a === b, isNotice = () => false, minReadMs = ACTION_TOAST_MIN_READ_MS } = options;
  const actions: T[] = [];
  const notices: T[] = [];
  let visible: { key: string; toast: T; notice: boolean; since: number } | undefined;
  let counter = 0;
  let switchTimer: ReturnType<typeof setTimeout> | undefined;

  function open(toast: T, notice: boolean) {
    counter += 1;
    visible = { key: `toast-${counter}`, toast, notice, since: Date.now() };
    display.open(toast, visible.key);
  }

  /** Takes the visible toast off the screen without showing the next (the caller decides what is next). */
  function takeDown() {
    if (!visible) return;
    const { key } = visible;
    visible = undefined;
    display.close(key);
  }

  function showNext() {
    if (visible) return;
    const action = actions.shift();
    if (action !== undefined) open(action, false);
    else {
      const notice = notices.shift();
      if (notice !== undefined) open(notice, true);
    }
  }

  /** An action toast is waiting: make room for it now, or once the visible action toast has been read. */
  function makeRoomForAction() {
    if (!visible) return showNext();
    if (visible.notice) {
      notices.unshift(visible.toast);
      takeDown();
      return showNext();
    }
    if (switchTimer !== undefined) return;
    const wait = visible.since + minReadMs - Date.now();
    if (wait <= 0) {
      takeDown();
      return showNext();
    }
    switchTimer = setTimeout(() => {
      switchTimer = undefined;
      if (actions.length === 0) return;
      makeRoomForAction();
    }, wait);
  }

  function enqueue(line: T[], toast: T) {
    const visibleOfLine = visible && visible.notice === (line === notices) ? visible.toast : undefined;
    const last = line.length > 0 ? line[line.length - 1] : visibleOfLine;
    if (last !== undefined && same(last, toast)) return false;
    line.push(toast);
    if (line.length > maxWaiting) line.shift();
    return true;
  }

  const queue: TToastQueue<T> = {
    push(toast) {
      if (isNotice(toast)) {
        if (enqueue(notices, toast) && !visible && actions.length === 0) showNext();
        return;
      }
      if (enqueue(actions, toast)) makeRoomForAction();
    },
    closed(key) {
      if (!visible || visible.key !== key) return;
      visible = undefined;
      if (switchTimer !== undefined) {
        clearTimeout(switchTimer);
        switchTimer = undefined;
      }
      showNext();
      // A second action toast may still be waiting behind the one just shown.
      if (actions.length > 0) makeRoomForAction();
    },
    dismiss() {
      if (!visible) return;
      const { key } = visible;
      display.close(key);
      queue.closed(key);
    },
    stop() {
      if (switchTimer !== undefined) {
        clearTimeout(switchTimer);
        switchTimer = undefined;
      }
      actions.length = 0;
      notices.length = 0;
      visible = undefined;
    },
  };
  return queue;
}
