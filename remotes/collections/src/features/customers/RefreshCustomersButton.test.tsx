import { act, screen, waitFor } from '@testing-library/react';
import { REALTIME_MESSAGE_ACTION, SHELL_REFRESH_ACTION } from '@duesflow/shared-contracts/realtime';
import { Customers } from './components/Customers';
import { renderWithProviders } from '../../test/renderWithProviders';
import { deferred, stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { customer, customerPages, workflowStarted } from '../../test/fixtures';
import { expectNoRequestPending } from '../../test/settled';

type TRoutes = Parameters<typeof stubFetch>[0];

async function renderCustomers(routes: TRoutes = {}) {
  let loads = 0;
  const api = stubFetch({
    // Later loads add a customer, so a reload is visible on screen.
    'GET /api/customers': (call) =>
      customerPages(loads++ === 0 ? [customer()] : [customer(), customer({ id: 'rec2', name: 'Bharat Steel' })])(call),
    ...routes,
  });
  const view = renderWithProviders(<Customers />);
  await screen.findByText('Asha Traders');
  /** The requests so far, read once none is under way (a count read earlier may still grow). */
  const settledLoads = () => {
    expectNoRequestPending(view.store);
    return api.callsTo('GET /api/customers').length;
  };
  return { api, settledLoads, ...view };
}

describe('Refresh Data', () => {
  it('asks for a customer refresh, confirms it and reloads the list', async () => {
    const { api, user } = await renderCustomers({ 'POST /api/workflows/airtable-sync': { status: 202, body: workflowStarted } });
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));

    expect(await screen.findByText('Customer data refreshed')).toBeInTheDocument();
    expect(await screen.findByText('Bharat Steel')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workflows/airtable-sync')[0].body).toEqual({ action: 'refresh_customers' });
  });

  it('reports a failure and keeps the list', async () => {
    const { api, user } = await renderCustomers({ 'POST /api/workflows/airtable-sync': { status: 500, body: '' } });
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));

    expect(await screen.findByText('Refresh failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to sync latest customer data')).toBeInTheDocument();
    expect(api.callsTo('GET /api/customers')).toHaveLength(1);
  });

  it('is disabled while pending', async () => {
    const pending = deferred();
    const { user } = await renderCustomers({ 'POST /api/workflows/airtable-sync': () => pending.reply });
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));

    expect(screen.getByRole('button', { name: /Refresh Data$/ })).toBeDisabled();
    pending.release({ status: 202, body: workflowStarted });
    await screen.findByText('Customer data refreshed');
    // Awaited: antd's loading icon (and its "loading" name) can outlive the toast by a tick.
    expect(await screen.findByRole('button', { name: 'Refresh Data' })).toBeEnabled();
  });
});

describe('Customers stay live', () => {
  it('reload when a finished run names a customer on the page', async () => {
    const { store } = await renderCustomers();
    act(() => {
      store.dispatch({
        type: REALTIME_MESSAGE_ACTION,
        payload: { type: 'workflow_completed', data: { workflowName: 'WhatsApp Reminder', executionId: 'e1', status: 'success' } },
      });
      store.dispatch({
        type: REALTIME_MESSAGE_ACTION,
        payload: {
          type: 'metrics_updated',
          data: { scopes: ['executions', 'dashboard', 'customers'], executionId: 'e1', customerIds: ['rec1'] },
        },
      });
    });
    expect(await screen.findByText('Bharat Steel')).toBeInTheDocument();
  });

  it('stay as they are when a finished run touched only customers not on the page', async () => {
    const { settledLoads, store } = await renderCustomers();
    act(() => {
      store.dispatch({
        type: REALTIME_MESSAGE_ACTION,
        payload: {
          type: 'metrics_updated',
          data: { scopes: ['executions', 'dashboard', 'customers'], executionId: 'e1', customerIds: ['elsewhere'] },
        },
      });
      // A change that does reload the page, so the test waits for a state, not for time: messages are handled
      // in order, and one reload (not two) once all is settled says the first message reloaded nothing.
      store.dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'metrics_updated', data: { scopes: ['customers'] } } });
    });
    expect(await screen.findByText('Bharat Steel')).toBeInTheDocument();
    await waitFor(() => expect(settledLoads()).toBe(2));
  });

  it('reload when the customers scope changes', async () => {
    const { api, store } = await renderCustomers();
    act(() => {
      store.dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'metrics_updated', data: { scopes: ['customers'] } } });
    });
    expect(await screen.findByText('Bharat Steel')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/customers')).toHaveLength(2));
  });

  it("reload on the header's Refresh", async () => {
    const { store } = await renderCustomers();
    act(() => {
      store.dispatch({ type: SHELL_REFRESH_ACTION });
    });
    expect(await screen.findByText('Bharat Steel')).toBeInTheDocument();
  });
});
