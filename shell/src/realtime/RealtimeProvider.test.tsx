import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Middleware } from '@reduxjs/toolkit';
import { REALTIME_MESSAGE_ACTION } from '@duesflow/shared-contracts/realtime';
import { renderShell } from '../test/renderShell';
import { fakeSocketFactory } from '@duesflow/remote-kit/testing/fakeSocket';

jest.mock('../remotes/federationRuntime', () => ({
  registerRemoteTargets: jest.fn(),
  // The screen never arrives: these tests are about the connection, not the main area.
  loadRemoteModule: jest.fn(() => new Promise(() => {})),
}));

async function connectedShell() {
  const factory = fakeSocketFactory();
  const rendered = await renderShell({ route: '/', createSocket: factory.create });
  const received: unknown[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    const { type, payload } = action as { type: string; payload?: unknown };
    if (type === REALTIME_MESSAGE_ACTION) received.push(payload);
    return next(action);
  };
  rendered.store.bridge.addMiddleware(recorder);
  act(() => factory.latest().serverOpens());
  const send = (data: unknown) => act(() => factory.latest().serverSends(data));
  return { ...rendered, factory, received, send };
}

const status = () => screen.getByTestId('connection-status');

describe('the realtime connection in the shell', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows Connecting, Connected, then Disconnected and Connecting again after 3 seconds', async () => {
    jest.useFakeTimers();
    const factory = fakeSocketFactory();
    await renderShell({ createSocket: factory.create });
    expect(status()).toHaveTextContent('Connecting');
    expect(factory.latest().url).toBe('ws://localhost/ws');

    act(() => factory.latest().serverOpens());
    expect(status()).toHaveTextContent('Connected');

    act(() => factory.latest().serverCloses());
    expect(status()).toHaveTextContent('Disconnected');

    act(() => jest.advanceTimersByTime(3000));
    expect(status()).toHaveTextContent('Connecting');
    expect(factory.sockets).toHaveLength(2);
  });

  it('toasts a completed workflow and forwards the message to the store', async () => {
    const { send, received } = await connectedShell();
    const message = {
      type: 'workflow_completed',
      data: { workflowName: 'Payment Follow-up', executionId: 'exe_1', status: 'success' },
    };
    send(message);

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('Workflow completed')).toBeInTheDocument();
    expect(within(region).getByText('Payment Follow-up completed successfully')).toBeInTheDocument();
    expect(received).toEqual([message]);
  });

  it('toasts a failed workflow as a failure with its error', async () => {
    const { send } = await connectedShell();
    send({
      type: 'workflow_completed',
      data: { workflowName: 'Bulk SMS', executionId: 'exe_2', status: 'failed', error: 'Provider rejected the batch' },
    });

    expect(await screen.findByText('Workflow failed')).toBeInTheDocument();
    expect(screen.getByText('Bulk SMS failed: Provider rejected the batch')).toBeInTheDocument();
    expect(screen.queryByText('Workflow completed')).not.toBeInTheDocument();
  });

  it('toasts a processed file', async () => {
    const { send } = await connectedShell();
    send({ type: 'file_processed', data: { filename: 'tally-export.json' } });

    expect(await screen.findByText('File processed')).toBeInTheDocument();
    expect(screen.getByText('tally-export.json has been processed')).toBeInTheDocument();
  });

  it('tells staff of a broken promise, and of a kept one nothing', async () => {
    const { send } = await connectedShell();
    const promise = { customerId: 'c1', customerName: 'Kavita Nair', promisedDate: '2026-12-06', amount: 2_000 };
    send({ type: 'promise_settled', data: { ...promise, status: 'kept' } });
    send({ type: 'promise_settled', data: { ...promise, status: 'broken' } });

    expect(await screen.findByText('Promise broken')).toBeInTheDocument();
    expect(screen.getByText('Kavita Nair promised ₹2,000.00 by 6 Dec 2026. Reminders have resumed.')).toBeInTheDocument();
    expect(screen.getAllByText(/Kavita Nair promised/)).toHaveLength(1);
  });

  it("tells only the owning collector of their customer's broken promise, with a link to the Worklist", async () => {
    const { send } = await connectedShell();
    const promise = { customerId: 'c2', promisedDate: '2026-12-06', amount: 2_000, status: 'broken' };
    send({ type: 'promise_settled', data: { ...promise, customerName: 'Ravi Kumar', ownerId: 'u-someone-else' } });
    send({ type: 'promise_settled', data: { ...promise, customerName: 'Kavita Nair', ownerId: 'u-admin' } });

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(
      await within(region).findByText('Kavita Nair promised ₹2,000.00 by 6 Dec 2026. Reminders have resumed. It is on your Worklist.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ravi Kumar promised/)).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Open worklist' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'View Kavita Nair' })).toHaveAttribute('href', '/customers/c2');
  });

  it('tells staff of a reply with a link to its conversation; a reply in a conversation assigned to someone else, only them', async () => {
    const { send } = await connectedShell();
    const reply = { replyId: 'r-1', customerId: 'c-7', intent: 'promise', channel: 'whatsapp' };
    // Toasts show one at a time: had the first been for this user, it would show first.
    send({ type: 'reply_received', data: { ...reply, customerName: 'Ravi Kumar', assigneeId: 'u-someone-else' } });
    send({ type: 'reply_received', data: { ...reply, customerName: 'Kavita Nair', assigneeId: null } });

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('Reply from Kavita Nair: Promised')).toBeInTheDocument();
    expect(within(region).getByText('WhatsApp reply waiting in the Inbox.')).toBeInTheDocument();
    expect(screen.queryByText(/Reply from Ravi Kumar/)).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'View Kavita Nair' })).toHaveAttribute('href', '/customers/c-7');
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Open conversation' }));
    // The Inbox's route (the remote never arrives in these tests): the header names it.
    await waitFor(() => expect(document.title).toBe('Inbox · duesflow'));
  });

  it("links a reply's toast to the customer's page too", async () => {
    const { send } = await connectedShell();
    send({
      type: 'reply_received',
      data: { replyId: 'r-2', customerId: 'c-9', customerName: 'Asha Traders', intent: 'paid_claim', channel: 'sms', assigneeId: null },
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await userEvent.setup().click(await within(region).findByRole('link', { name: 'View Asha Traders' }));
    await waitFor(() => expect(document.title).toBe('Customer · duesflow'));
  });

  it('tells staff of a payment received with a link to the customer; one for a customer assigned to someone else, only them', async () => {
    const { send } = await connectedShell();
    const payment = { customerId: 'c-3', amount: 2_000, paymentLinkId: 'l-1' };
    send({ type: 'payment_received', data: { ...payment, customerName: 'Ravi Kumar', assigneeId: 'u-someone-else' } });
    send({ type: 'payment_received', data: { ...payment, customerName: 'Asha Traders', assigneeId: null } });

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('Payment received: ₹2,000.00 from Asha Traders')).toBeInTheDocument();
    expect(screen.queryByText(/from Ravi Kumar/)).not.toBeInTheDocument();
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Open customer' }));
    await waitFor(() => expect(document.title).toBe('Customer · duesflow'));
  });

  it('forwards metrics updates to the store without a toast', async () => {
    const { send, received } = await connectedShell();
    send({ type: 'metrics_updated', data: { scopes: ['dashboard'] } });
    expect(received).toEqual([{ type: 'metrics_updated', data: { scopes: ['dashboard'] } }]);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeEmptyDOMElement();
  });

  it('only logs unknown message types and unparseable frames', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { send, received } = await connectedShell();

    send({ type: 'server_restarted', data: {} });
    send('not json at all');

    expect(log).toHaveBeenCalledWith(expect.any(String), 'server_restarted');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('unparseable'), 'not json at all', expect.anything());
    expect(received).toEqual([]);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeEmptyDOMElement();
  });

  it('keeps one toast visible at a time: the next waits its turn', async () => {
    const { send } = await connectedShell();
    send({ type: 'file_processed', data: { filename: 'first.json' } });
    send({ type: 'file_processed', data: { filename: 'second.json' } });

    expect(await screen.findByText('first.json has been processed')).toBeInTheDocument();
    expect(screen.queryByText('second.json has been processed')).not.toBeInTheDocument();
  });

  it("toasts the spec's workflow_completed shape, and says so when a run contacted nobody", async () => {
    const { send } = await connectedShell();
    send({ type: 'workflow_completed', data: { workflowName: 'Payment Follow-up' } });
    expect(await screen.findByText('Payment Follow-up completed successfully')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    send({ type: 'workflow_completed', data: { workflowName: 'Bulk SMS', status: 'success', contacted: 0 } });
    expect(await screen.findByText('Bulk SMS contacted nobody')).toBeInTheDocument();
    expect(screen.queryByText('Bulk SMS completed successfully')).not.toBeInTheDocument();
  });

  it('never says "completed successfully" for a send that sent nothing or only in part', async () => {
    const { send } = await connectedShell();
    send({
      type: 'workflow_completed',
      data: {
        workflowName: 'SMS Campaign',
        status: 'success',
        outcome: 'nothing_sent',
        summary: 'Nobody was contacted: skipped 94 (open dispute)',
      },
    });
    expect(await screen.findByText('Nobody was contacted: skipped 94 (open dispute)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    send({
      type: 'workflow_completed',
      data: { workflowName: 'Bulk SMS', status: 'success', contacted: 3, outcome: 'partial', summary: '3 sent, 2 failed' },
    });
    expect(await screen.findByText('3 sent, 2 failed')).toBeInTheDocument();
    expect(screen.queryByText(/completed successfully/)).not.toBeInTheDocument();
  });
});
