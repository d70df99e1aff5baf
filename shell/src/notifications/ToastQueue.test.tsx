import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { useToast } from '@duesflow/remote-kit/toast';
import { fakeSocketFactory } from '@duesflow/remote-kit/testing/fakeSocket';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import { renderWithProviders } from '../test/renderWithProviders';

/** A screen's action: toasts its own outcome, as the Customers screen's Call button does. */
function CallButton() {
  const toast = useToast();
  return <Button onClick={() => toast.success('Payment follow-up initiated', 'Customer will be contacted via phone call')}>Call</Button>;
}

function region() {
  return within(screen.getByRole('region', { name: 'Notifications (F8)' }));
}

function swipeRight(element: Element) {
  act(() => {
    element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerId: 3, clientX: 100 }));
    element.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 3, clientX: 200 }));
  });
}

async function portalWithSocket() {
  const factory = fakeSocketFactory();
  renderWithProviders(
    <RealtimeProvider createSocket={factory.create}>
      <CallButton />
    </RealtimeProvider>,
  );
  act(() => factory.latest().serverOpens());
  const completed = (workflowName: string) =>
    act(() => factory.latest().serverSends({ type: 'workflow_completed', data: { workflowName } }));
  return { completed };
}

describe('toasts from actions and from realtime', () => {
  afterEach(() => jest.useRealTimers());

  it("queue instead of replacing: the action's toast stays readable, the completion follows when it closes", async () => {
    const { completed } = await portalWithSocket();
    await userEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(await region().findByText('Payment follow-up initiated')).toBeInTheDocument();

    completed('Payment Follow-up');
    expect(region().getByText('Payment follow-up initiated')).toBeInTheDocument();
    expect(region().queryByText('Workflow completed')).not.toBeInTheDocument();

    await userEvent.click(region().getByRole('button', { name: 'Close' }));
    expect(await region().findByText('Workflow completed')).toBeInTheDocument();
    expect(region().getByText('Payment Follow-up completed successfully')).toBeInTheDocument();
    await waitFor(() => expect(region().queryByText('Payment follow-up initiated')).not.toBeInTheDocument());
  });

  it("shows an action's toast at once while realtime notices show; they follow it", async () => {
    const { completed } = await portalWithSocket();
    completed('Bulk SMS');
    completed('Tally Sync');
    expect(await region().findByText('Bulk SMS completed successfully')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(await region().findByText('Payment follow-up initiated')).toBeInTheDocument();
    await waitFor(() => expect(region().queryByText('Bulk SMS completed successfully')).not.toBeInTheDocument());

    await userEvent.click(region().getByRole('button', { name: 'Close' }));
    expect(await region().findByText('Bulk SMS completed successfully')).toBeInTheDocument();
  });

  it('a right swipe dismisses the visible toast and shows the next', async () => {
    const { completed } = await portalWithSocket();
    completed('Bulk SMS');
    completed('Tally Sync');
    expect(await region().findByText('Bulk SMS completed successfully')).toBeInTheDocument();

    swipeRight(region().getByText('Bulk SMS completed successfully'));
    expect(await region().findByText('Tally Sync completed successfully')).toBeInTheDocument();
    await waitFor(() => expect(region().queryByText('Bulk SMS completed successfully')).not.toBeInTheDocument());
  });

  it('shows the next toast once the visible one has had its 5 seconds', async () => {
    jest.useFakeTimers();
    const { completed } = await portalWithSocket();
    completed('Bulk SMS');
    completed('Tally Sync');
    act(() => jest.advanceTimersByTime(100));
    expect(region().getByText('Bulk SMS completed successfully')).toBeInTheDocument();
    expect(region().queryByText('Tally Sync completed successfully')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(4800));
    expect(region().queryByText('Tally Sync completed successfully')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1500));
    expect(region().getByText('Tally Sync completed successfully')).toBeInTheDocument();
  });
});
