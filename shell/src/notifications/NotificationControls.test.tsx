import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { useToast } from '@duesflow/remote-kit/toast';
import { renderWithProviders } from '../test/renderWithProviders';

function ToastButton() {
  const toast = useToast();
  return <Button onClick={() => toast.success('Data refreshed', 'All figures are current')}>Show toast</Button>;
}

async function showToast() {
  renderWithProviders(<ToastButton />);
  await userEvent.click(screen.getByRole('button', { name: 'Show toast' }));
  return screen.findByText('Data refreshed');
}

function swipe(element: Element, fromX: number, toX: number) {
  fireEvent.pointerDown(element, { pointerId: 7, clientX: fromX });
  fireEvent.pointerMove(element, { pointerId: 7, clientX: toX });
  fireEvent.pointerUp(element, { pointerId: 7, clientX: toX });
}

describe('notification controls', () => {
  it('moves focus to the notification region on F8', async () => {
    await showToast();
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).not.toHaveFocus();
    const focus = jest.spyOn(region, 'focus');
    await userEvent.keyboard('{F8}');
    expect(region).toHaveFocus();
    // The region is at the end of the page: focusing it must leave the page where the user is.
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('dismisses the toast on a right swipe of more than 50 px', async () => {
    const title = await showToast();
    act(() => swipe(title, 100, 151));
    await waitFor(() => expect(screen.queryByText('Data refreshed')).not.toBeInTheDocument());
  });

  it('keeps the toast after a short or leftward swipe', async () => {
    const title = await showToast();
    act(() => swipe(title, 100, 150));
    act(() => swipe(title, 200, 100));
    expect(screen.getByText('Data refreshed')).toBeInTheDocument();
  });
});
