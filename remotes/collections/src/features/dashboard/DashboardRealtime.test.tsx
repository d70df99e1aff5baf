import { act, screen, waitFor } from '@testing-library/react';
import { REALTIME_MESSAGE_ACTION, SHELL_REFRESH_ACTION, type TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import { Dashboard } from './components/Dashboard';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { execution, metrics } from '../../test/fixtures';

async function renderDashboard() {
  const api = stubFetch({
    'GET /api/dashboard/metrics': { body: metrics },
    'GET /api/workflows/executions': { body: [execution()] },
  });
  const view = renderWithProviders(<Dashboard />);
  await screen.findByText('₹12,34,567.00');
  await screen.findByText('Payment Follow-up Calls');
  const loads = () => ({
    metrics: api.callsTo('GET /api/dashboard/metrics').length,
    executions: api.callsTo('GET /api/workflows/executions').length,
  });
  expect(loads()).toEqual({ metrics: 1, executions: 1 });
  const dispatch = (action: { type: string; payload?: TRealtimeMessage }) => act(() => void view.store.dispatch(action));
  return { loads, dispatch };
}

describe('Dashboard stays live', () => {
  it('metrics_updated for the dashboard scope reloads only the metrics', async () => {
    const { loads, dispatch } = await renderDashboard();
    dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'metrics_updated', data: { scopes: ['dashboard'] } } });
    await waitFor(() => expect(loads()).toEqual({ metrics: 2, executions: 1 }));
  });

  it('metrics_updated for the executions scope reloads the executions', async () => {
    const { loads, dispatch } = await renderDashboard();
    dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'metrics_updated', data: { scopes: ['executions', 'payments'] } } });
    await waitFor(() => expect(loads()).toEqual({ metrics: 1, executions: 2 }));
  });

  it('workflow_completed reloads the executions, and its metrics_updated the metrics', async () => {
    const { loads, dispatch } = await renderDashboard();
    dispatch({
      type: REALTIME_MESSAGE_ACTION,
      payload: { type: 'workflow_completed', data: { workflowName: 'Bulk SMS Campaign', executionId: 'e1', status: 'success' } },
    });
    await waitFor(() => expect(loads()).toEqual({ metrics: 1, executions: 2 }));
    dispatch({
      type: REALTIME_MESSAGE_ACTION,
      payload: { type: 'metrics_updated', data: { scopes: ['dashboard', 'customers'], executionId: 'e1', customerIds: ['c1'] } },
    });
    await waitFor(() => expect(loads()).toEqual({ metrics: 2, executions: 2 }));
  });

  it("the header's Refresh reloads everything shown", async () => {
    const { loads, dispatch } = await renderDashboard();
    dispatch({ type: SHELL_REFRESH_ACTION });
    await waitFor(() => expect(loads()).toEqual({ metrics: 2, executions: 2 }));
  });
});
