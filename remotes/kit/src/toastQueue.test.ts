import { createToastQueue } from './toastQueue';

function recordingQueue(options?: Parameters<typeof createToastQueue<string>>[1]) {
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
    options,
  );
  return { queue, shown, keys, closedByQueue, lastKey: () => keys[keys.length - 1] };
}

describe('the toast queue', () => {
  it('shows one toast at a time and the next when the visible one closes', () => {
    const { queue, shown, lastKey } = recordingQueue();
    queue.push('Payment follow-up initiated');
    queue.push('Workflow completed');
    expect(shown).toEqual(['Payment follow-up initiated']);

    queue.closed(lastKey());
    expect(shown).toEqual(['Payment follow-up initiated', 'Workflow completed']);
  });

  it('ignores a close report for a toast that is no longer visible', () => {
    const { queue, shown, keys } = recordingQueue();
    queue.push('a');
    queue.push('b');
    queue.push('c');
    queue.closed(keys[0]);
    queue.closed(keys[0]);
    expect(shown).toEqual(['a', 'b']);
  });

  it('dismiss closes the visible toast and shows the next', () => {
    const { queue, shown, keys, closedByQueue } = recordingQueue();
    queue.push('a');
    queue.push('b');
    queue.dismiss();
    expect(closedByQueue).toEqual([keys[0]]);
    expect(shown).toEqual(['a', 'b']);
  });

  it('does not queue a toast equal to the last one, and keeps at most maxWaiting', () => {
    const { queue, shown, lastKey } = recordingQueue({ maxWaiting: 2 });
    queue.push('a');
    queue.push('a');
    queue.push('b');
    queue.push('c');
    queue.push('d');
    queue.closed(lastKey());
    queue.closed(lastKey());
    queue.closed(lastKey());
    expect(shown).toEqual(['a', 'c', 'd']);
  });
});
