import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REALTIME_MESSAGE_ACTION } from '@duesflow/shared-contracts/realtime';
import { PaymentCollection } from './components/PaymentCollection';
import { renderWithProviders } from '../../test/renderWithProviders';
import { deferred, stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { sendPreview, trackingAnalysis, trackingDashboard } from '../../test/fixtures';
import { expectNoRequestPending } from '../../test/settled';

// The screen's polling off (RTK Query does not poll at an interval of 0): the exact request counts below
// answer what the test did, never a poll that a slow run reaches (30 s figures, 60 s lists). Polling.test.tsx
// tests the polling.
jest.mock('@duesflow/shared-contracts/payment-tracking', () => ({
  ...jest.requireActual<object>('@duesflow/shared-contracts/payment-tracking'),
  PAYMENT_TRACKING_DASHBOARD_POLL_MS: 0,
  PAYMENT_TRACKING_ANALYSIS_POLL_MS: 0,
}));

const executed = {
  message: '12 follow-ups scheduled',
  executionId: 'e7',
  scheduled: 12,
  skipped: [{ customerId: 'c2', customerName: 'Bharat Steel', reason: 'no phone number' }],
  replayed: false,
};

async function renderScreen(reply: Parameters<typeof stubFetch>[0][string]) {
  const api = stubFetch({
    'GET /api/payment-tracking/dashboard': { body: trackingDashboard },
    'GET /api/payment-tracking/analysis': { body: trackingAnalysis },
    'POST /api/payment-tracking/execute-followups': reply,
    'POST /api/payment-tracking/execute-followups/preview': {
      body: sendPreview({ total: 40, now: 30, waiting: { total: 0, until: null, byChannel: {} } }),
    },
  });
  const view = renderWithProviders(<PaymentCollection />);
  await screen.findByText('Asha Traders');
  await screen.findByText('₹12,34,567.50');
  /** The requests so far, read once none is under way (a count read earlier may still grow). */
  const settledLoads = () => {
    expectNoRequestPending(view.store);
    return {
      dashboard: api.callsTo('GET /api/payment-tracking/dashboard').length,
      analysis: api.callsTo('GET /api/payment-tracking/analysis').length,
    };
  };
  return { api, settledLoads, ...view };
}

/** Answers the confirmation the button opens with its OK. */
async function confirm(user: { click: (element: Element) => Promise<void> }) {
  const [title] = await screen.findAllByText('Follow up 40 customers?');
  await user.click(within(title.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Execute' }));
}

describe('Execute All Follow-ups', () => {
  it('asks first with the dry run and contacts nobody on Cancel', async () => {
    const { api, user } = await renderScreen({ status: 202, body: executed });
    await user.click(screen.getByRole('button', { name: 'Execute All Follow-ups' }));

    const [title] = await screen.findAllByText('Follow up 40 customers?');
    const dialog = within(title.closest('.ant-modal') as HTMLElement);
    expect(dialog.getByText('30 go now')).toBeInTheDocument();
    expect(dialog.getByText('27 skipped: 20 open dispute, 7 no phone number')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryAllByText('Follow up 40 customers?')).toHaveLength(0));
    expect(api.callsTo('POST /api/payment-tracking/execute-followups')).toHaveLength(0);
  });

  it('posts without a body, toasts the API message with the skipped count and reloads the lists', async () => {
    const { api, user } = await renderScreen({ status: 202, body: executed });
    await user.click(screen.getByRole('button', { name: 'Execute All Follow-ups' }));
    await confirm(user);

    expect(await screen.findByText('Follow-ups Executed')).toBeInTheDocument();
    expect(screen.getByText('12 follow-ups scheduled 1 skipped (1 no phone number).')).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/payment-tracking/execute-followups');
    expect(call.body).toBeUndefined();
    expect(call.headers.get('Idempotency-Key')).toMatch(/.{16,}/);
    await waitFor(() => expect(api.callsTo('GET /api/payment-tracking/analysis')).toHaveLength(2));
    expect(api.callsTo('GET /api/payment-tracking/dashboard')).toHaveLength(2);
  });

  it('toasts Follow-ups Failed with the error and reloads nothing', async () => {
    const { settledLoads, store, user } = await renderScreen({
      status: 409,
      body: { error: 'conflict', message: 'No customers to follow up' },
    });
    await user.click(screen.getByRole('button', { name: 'Execute All Follow-ups' }));
    await confirm(user);

    expect(await screen.findByText('Follow-ups Failed')).toBeInTheDocument();
    expect(screen.getByText('409: No customers to follow up')).toBeInTheDocument();
    expect(screen.getByText('Follow-ups Failed').closest('.ant-notification-notice')).toHaveClass('ant-notification-notice-error');
    // Then a change that does reload both, so the test waits for a state, not for time: one reload each (not
    // two) once all is settled says the failure reloaded nothing, not even a tick after its toast.
    act(() => {
      store.dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'metrics_updated', data: { scopes: ['payments'] } } });
    });
    await waitFor(() => expect(settledLoads()).toEqual({ dashboard: 2, analysis: 2 }));
  });

  it('is disabled while its request is pending', async () => {
    const pending = deferred();
    const { user } = await renderScreen(() => pending.reply);
    await user.click(screen.getByRole('button', { name: 'Execute All Follow-ups' }));
    await confirm(user);

    // The confirmation stays open (its OK loading) until the request settles, hiding the page behind it.
    expect(screen.getByRole('button', { name: /Execute All Follow-ups$/, hidden: true })).toBeDisabled();
    pending.release({ status: 202, body: { ...executed, skipped: [] } });
    expect(await screen.findByText('12 follow-ups scheduled')).toBeInTheDocument();
    // Awaited: antd's loading icon (and its "loading" name) can outlive the toast by a tick.
    expect(await screen.findByRole('button', { name: 'Execute All Follow-ups' })).toBeEnabled();
  });

  it('sends one request and shows one toast when pressed twice at once', async () => {
    const pending = deferred();
    const { api, user } = await renderScreen(() => pending.reply);
    const button = screen.getByRole('button', { name: 'Execute All Follow-ups' });
    // Two clicks in the same moment, before the screen re-renders the button as disabled.
    fireEvent.click(button);
    fireEvent.click(button);
    await confirm(user);
    expect(api.callsTo('POST /api/payment-tracking/execute-followups/preview')).toHaveLength(1);
    pending.release({ status: 202, body: { ...executed, skipped: [] } });

    expect(await screen.findByText('Follow-ups Executed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Execute All Follow-ups' })).toBeEnabled());
    expect(api.callsTo('POST /api/payment-tracking/execute-followups')).toHaveLength(1);
    expect(screen.getAllByText('Follow-ups Executed')).toHaveLength(1);
  });
});
