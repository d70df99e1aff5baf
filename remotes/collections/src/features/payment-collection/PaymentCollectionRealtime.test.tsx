import { act, screen, waitFor } from '@testing-library/react';
import { REALTIME_MESSAGE_ACTION, SHELL_REFRESH_ACTION, type TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import { renderPaymentCollection } from './renderPaymentCollection';

async function renderScreen() {
  const { loads, store } = await renderPaymentCollection();
  const dispatch = (action: { type: string; payload?: TRealtimeMessage }) => act(() => void store.dispatch(action));
  return { loads, dispatch };
}

describe('Payment collection stays live', () => {
  it('metrics_updated for customers or payments reloads the figures and the lists', async () => {
    const { loads, dispatch } = await renderScreen();
    dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'metrics_updated', data: { scopes: ['payments'] } } });
    await waitFor(() => expect(loads()).toEqual({ dashboard: 2, analysis: 2 }));
  });

  it('metrics_updated for other screens changes nothing here', async () => {
    const { loads, dispatch } = await renderScreen();
    dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'metrics_updated', data: { scopes: ['providers'] } } });
    await screen.findByText('Asha Traders');
    expect(loads()).toEqual({ dashboard: 1, analysis: 1 });
  });

  it('a finished run reloads the figures, and a list only when it shows a customer the run touched', async () => {
    const { loads, dispatch } = await renderScreen();
    dispatch({
      type: REALTIME_MESSAGE_ACTION,
      payload: { type: 'workflow_completed', data: { workflowName: 'Execute All Follow-ups', executionId: 'e1', status: 'success' } },
    });
    dispatch({
      type: REALTIME_MESSAGE_ACTION,
      payload: { type: 'metrics_updated', data: { scopes: ['dashboard', 'customers'], executionId: 'e1', customerIds: ['not-shown'] } },
    });
    await waitFor(() => expect(loads().dashboard).toBe(2));
    expect(loads().analysis).toBe(1);

    dispatch({
      type: REALTIME_MESSAGE_ACTION,
      payload: { type: 'metrics_updated', data: { scopes: ['dashboard', 'customers'], executionId: 'e1', customerIds: ['c1'] } },
    });
    await waitFor(() => expect(loads()).toEqual({ dashboard: 3, analysis: 2 }));
  });

  it('the spec’s bare workflow_completed and the header’s Refresh reload both', async () => {
    const { loads, dispatch } = await renderScreen();
    dispatch({
      type: REALTIME_MESSAGE_ACTION,
      payload: { type: 'workflow_completed', data: { workflowName: 'Execute All Follow-ups', status: 'success' } },
    });
    await waitFor(() => expect(loads()).toEqual({ dashboard: 2, analysis: 2 }));
    dispatch({ type: SHELL_REFRESH_ACTION });
    await waitFor(() => expect(loads()).toEqual({ dashboard: 3, analysis: 3 }));
  });
});
