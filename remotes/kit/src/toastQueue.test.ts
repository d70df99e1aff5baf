import { ACTION_TOAST_MIN_READ_MS, createToastQueue, type TToastQueueOptions } from './toastQueue';

/** Toasts are strings here; those starting with "notice:" are realtime notices. */
function recordingQueue(options?: TToastQueueOptions<string>) {
  const shown: string[] = [];
  const keys: string[] = [];
  const closedByQueue: string[] = [];
  const queue = createToastQueue<string>(
    {
      open: (toast, key) => {
        shown.push(toast);
        keys.push(key);
      },
      close: (key) => closedByQueue.push(key),
    },
    { isNotice: (toast) => toast.startsWith('notice:'), ...options },
  );
  return { queue, shown, keys, closedByQueue, lastKey: () => keys[keys.length - 1] };
}

describe('the toast queue', () => {
  afterEach(() => jest.useRealTimers());

  it('shows one notice at a time and the next when the visible one closes', () => {
    const { queue, shown, lastKey } = recordingQueue();
    queue.push('notice:Workflow completed');
    queue.push('notice:File processed');
    expect(shown).toEqual(['notice:Workflow completed']);

    queue.closed(lastKey());
    expect(shown).toEqual(['notice:Workflow completed', 'notice:File processed']);
  });

  it("shows an action's toast at once over realtime notices, which follow it in full", () => {
    const { queue, shown, keys, closedByQueue, lastKey } = recordingQueue();
    queue.push('notice:Workflow completed');
    queue.push('notice:File processed');
    queue.push('Payment link copied');
    // The visible notice gives way at once; nothing of the action waits behind the notices.
    expect(shown).toEqual(['notice:Workflow completed', 'Payment link copied']);
    expect(closedByQueue).toEqual([keys[0]]);
    // The display's late report that the notice closed changes nothing.
    queue.closed(keys[0]);
    expect(shown).toHaveLength(2);

    queue.closed(lastKey());
    expect(shown[2]).toBe('notice:Workflow completed');
    queue.closed(lastKey());
    expect(shown[3]).toBe('notice:File processed');
  });

  it('keeps notices waiting while an action toast is visible', () => {
    const { queue, shown, lastKey } = recordingQueue();
    queue.push('Payment follow-up initiated');
    queue.push('notice:Workflow completed');
    expect(shown).toEqual(['Payment follow-up initiated']);
    queue.closed(lastKey());
    expect(shown).toEqual(['Payment follow-up initiated', 'notice:Workflow completed']);
  });

  it("replaces an action's toast by the next action's once it has been up long enough to read", () => {
    jest.useFakeTimers();
    const { queue, shown, closedByQueue, keys } = recordingQueue();
    queue.push('Playing script preview');
    jest.advanceTimersByTime(3000);
    queue.push('Preview completed');
    // Spec part 2: 'Preview completed' after 3 seconds, not when the first toast's 5 seconds are over.
    expect(shown).toEqual(['Playing script preview', 'Preview completed']);
    expect(closedByQueue).toEqual([keys[0]]);
  });

  it('lets an action toast be read for a moment before a second one from the same click replaces it', () => {
    jest.useFakeTimers();
    const { queue, shown } = recordingQueue();
    queue.push('Payment link generated');
    queue.push('Payment link copied');
    expect(shown).toEqual(['Payment link generated']);
    jest.advanceTimersByTime(ACTION_TOAST_MIN_READ_MS - 1);
    expect(shown).toEqual(['Payment link generated']);
    jest.advanceTimersByTime(1);
    expect(shown).toEqual(['Payment link generated', 'Payment link copied']);
  });

  it('shows a waiting action toast at once when the visible one closes early, and forgets its timer', () => {
    jest.useFakeTimers();
    const { queue, shown, keys } = recordingQueue();
    queue.push('a');
    queue.push('b');
    queue.push('c');
    queue.closed(keys[0]);
    expect(shown).toEqual(['a', 'b']);
    // 'c' waits its moment behind 'b' from when 'b' showed.
    jest.advanceTimersByTime(ACTION_TOAST_MIN_READ_MS - 1);
    expect(shown).toEqual(['a', 'b']);
    jest.advanceTimersByTime(1);
    expect(shown).toEqual(['a', 'b', 'c']);
  });

  it('ignores a close report for a toast that is no longer visible', () => {
    const { queue, shown, keys } = recordingQueue();
    queue.push('notice:a');
    queue.push('notice:b');
    queue.push('notice:c');
    queue.closed(keys[0]);
    queue.closed(keys[0]);
    expect(shown).toEqual(['notice:a', 'notice:b']);
  });

  it('dismiss closes the visible toast and shows the next', () => {
    const { queue, shown, keys, closedByQueue } = recordingQueue();
    queue.push('notice:a');
    queue.push('notice:b');
    queue.dismiss();
    expect(closedByQueue).toEqual([keys[0]]);
    expect(shown).toEqual(['notice:a', 'notice:b']);
  });

  it('does not queue a toast equal to the last one, and keeps at most maxWaiting', () => {
    const { queue, shown, lastKey } = recordingQueue({ maxWaiting: 2 });
    queue.push('notice:a');
    queue.push('notice:a');
    queue.push('notice:b');
    queue.push('notice:c');
    queue.push('notice:d');
    queue.closed(lastKey());
    queue.closed(lastKey());
    queue.closed(lastKey());
    expect(shown).toEqual(['notice:a', 'notice:c', 'notice:d']);
  });

  it('does not show a double click twice', () => {
    jest.useFakeTimers();
    const { queue, shown } = recordingQueue();
    queue.push('Copied');
    queue.push('Copied');
    jest.advanceTimersByTime(ACTION_TOAST_MIN_READ_MS * 2);
    expect(shown).toEqual(['Copied']);
  });
  it('stopped, opens nothing more: not the action toast waiting for its turn, nor a notice', () => {
    jest.useFakeTimers();
    const { queue, shown } = recordingQueue();
    queue.push('Payment link generated');
    queue.push('Payment link copied');
    queue.push('notice:Workflow completed');
    queue.stop();
    jest.advanceTimersByTime(10 * ACTION_TOAST_MIN_READ_MS);
    expect(shown).toEqual(['Payment link generated']);
    expect(jest.getTimerCount()).toBe(0);
    // A queue used again afterwards starts from nothing.
    queue.push('Settings saved');
    expect(shown).toEqual(['Payment link generated', 'Settings saved']);
  });
});
