import { act, screen, waitFor } from '@testing-library/react';
import { REALTIME_MESSAGE_ACTION, SHELL_REFRESH_ACTION, type TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import { renderPaymentCollection } from './renderPaymentCollection';
import { expectNoRequestPending } from '../../test/settled';

// The screen's polling off (RTK Query does not poll at an interval of 0): the exact request counts below
// answer what the test did, never a poll that a slow run reaches (30 s figures, 60 s lists). Polling.test.tsx
// tests the polling.
jest.mock('@duesflow/shared-contracts/payment-tracking', () => ({
  ...jest.requireActual<object>('@duesflow/shared-contracts/payment-tracking'),
  PAYMENT_TRACKING_DASHBOARD_POLL_MS: 0,
  PAYMENT_TRACKING_ANALYSIS_POLL_MS: 0,
}));

async function renderScreen() {
  const { loads, store } = await renderPaymentCollection();
  const dispatch = (action: { type: string; payload?: TRealtimeMessage }) => act(() => void store.dispatch(action));
  /** The requests so far, read once none is under way (a count read earlier may still grow). */
  const settledLoads = () => {
    expectNoRequestPending(store);
    return loads();
  };
  return { loads, settledLoads, dispatch };
}

describe('Payment collection stays live', () => {
  it('metrics_updated for customers or payments reloads the figures and the lists', async () => {
    const { settledLoads, dispatch } = await renderScreen();
    dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'metrics_updated', data: { scopes: ['payments'] } } });
    await waitFor(() => expect(settledLoads()).toEqual({ dashboard: 2, analysis: 2 }));
  });

  it('metrics_updated for other screens changes nothing here', async () => {
    const { settledLoads, dispatch } = await renderScreen();
    dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'metrics_updated', data: { scopes: ['providers'] } } });
    // Then a change that does reload both, so the test waits for a state, not for time: messages are handled
    // in order, and one reload each (not two) once all is settled says the first message reloaded nothing.
    dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'metrics_updated', data: { scopes: ['payments'] } } });
    await waitFor(() => expect(settledLoads()).toEqual({ dashboard: 2, analysis: 2 }));
    expect(screen.getByText('Asha Traders')).toBeInTheDocument();
  });

  it('a finished run reloads the figures, and a list only when it shows a customer the run touched', async () => {
    const { settledLoads, dispatch } = await renderScreen();
    dispatch({
      type: REALTIME_MESSAGE_ACTION,
      payload: { type: 'workflow_completed', data: { workflowName: 'Execute All Follow-ups', executionId: 'e1', status: 'success' } },
    });
    dispatch({
      type: REALTIME_MESSAGE_ACTION,
      payload: { type: 'metrics_updated', data: { scopes: ['dashboard', 'customers'], executionId: 'e1', customerIds: ['not-shown'] } },
    });
    await waitFor(() => expect(settledLoads()).toEqual({ dashboard: 2, analysis: 1 }));

    dispatch({
      type: REALTIME_MESSAGE_ACTION,
      payload: { type: 'metrics_updated', data: { scopes: ['dashboard', 'customers'], executionId: 'e1', customerIds: ['c1'] } },
    });
    await waitFor(() => expect(settledLoads()).toEqual({ dashboard: 3, analysis: 2 }));
  });

  it('the spec’s bare workflow_completed and the header’s Refresh reload both', async () => {
    const { settledLoads, dispatch } = await renderScreen();
    dispatch({
      type: REALTIME_MESSAGE_ACTION,
      payload: { type: 'workflow_completed', data: { workflowName: 'Execute All Follow-ups', status: 'success' } },
    });
    await waitFor(() => expect(settledLoads()).toEqual({ dashboard: 2, analysis: 2 }));
    dispatch({ type: SHELL_REFRESH_ACTION });
    await waitFor(() => expect(settledLoads()).toEqual({ dashboard: 3, analysis: 3 }));
  });
});
