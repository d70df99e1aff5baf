import { act, render, screen } from '@testing-library/react';
import { QueuedToasts } from './QueuedToasts';
import { useToast } from './toast';
import { ACTION_TOAST_MIN_READ_MS } from './toastQueue';

function TwoActions() {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => {
        toast.success('Payment link generated');
        toast.success('Payment link copied');
      }}
    >
      Generate
    </button>
  );
}

describe('QueuedToasts', () => {
  afterEach(() => jest.useRealTimers());

  it('taken off the page, opens no toast that was waiting for its turn', () => {
    jest.useFakeTimers();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { unmount } = render(
        <QueuedToasts config={{ duration: 5 }}>
          <TwoActions />
        </QueuedToasts>,
      );
      act(() => screen.getByRole('button', { name: 'Generate' }).click());
      // The second toast waits for the first to have been up ACTION_TOAST_MIN_READ_MS.
      expect(jest.getTimerCount()).toBeGreaterThan(0);
      unmount();
      act(() => jest.advanceTimersByTime(10 * ACTION_TOAST_MIN_READ_MS));
      expect(screen.queryByText('Payment link copied')).toBeNull();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
