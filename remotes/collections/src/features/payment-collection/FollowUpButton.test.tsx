import { screen, waitFor } from '@testing-library/react';
import { PaymentCollection } from './components/PaymentCollection';
import { renderWithProviders } from '../../test/renderWithProviders';
import { deferred, stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { trackingAnalysis, trackingDashboard } from '../../test/fixtures';

// The screen's polling off (RTK Query does not poll at an interval of 0): the exact request counts below
// answer what the test did, never a poll that a slow run reaches (30 s figures, 60 s lists). Polling.test.tsx
// tests the polling.
jest.mock('@duesflow/shared-contracts/payment-tracking', () => ({
  ...jest.requireActual<object>('@duesflow/shared-contracts/payment-tracking'),
  PAYMENT_TRACKING_DASHBOARD_POLL_MS: 0,
  PAYMENT_TRACKING_ANALYSIS_POLL_MS: 0,
}));

const triggered = {
  message: 'Urgent call to Asha Traders started',
  action: 'urgent_call',
  customer: { id: 'c1', name: 'Asha Traders', phone: '+91 98765 43210' },
  executionId: 'e8',
};

async function renderScreen(reply: Parameters<typeof stubFetch>[0][string]) {
  const api = stubFetch({
    'GET /api/payment-tracking/dashboard': { body: trackingDashboard },
    'GET /api/payment-tracking/analysis': { body: trackingAnalysis },
    'POST /api/payment-tracking/followup/c1': reply,
    'POST /api/payment-tracking/followup/c3': reply,
  });
  const view = renderWithProviders(<PaymentCollection />);
  await screen.findByText('Asha Traders');
  return { api, ...view };
}

describe('A customer card’s follow-up', () => {
  it('posts the recommended action, toasts the response message and reloads the lists', async () => {
    const { api, user } = await renderScreen({ status: 202, body: triggered });
    await user.click(screen.getByRole('button', { name: 'Follow up Asha Traders' }));

    expect(await screen.findByText('Follow-up Triggered')).toBeInTheDocument();
    expect(screen.getByText('Urgent call to Asha Traders started')).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/payment-tracking/followup/c1');
    expect(call.body).toEqual({ action: 'urgent_call' });
    expect(call.headers.get('Idempotency-Key')).toMatch(/.{16,}/);
    await waitFor(() => expect(api.callsTo('GET /api/payment-tracking/analysis')).toHaveLength(2));
  });

  it('says when a follow-up held for the call window goes', async () => {
    const waiting = { total: 1, until: '2030-01-02T02:30:00.000Z', byChannel: { voice: 1 } };
    const { user } = await renderScreen({ status: 202, body: { ...triggered, waiting } });
    await user.click(screen.getByRole('button', { name: 'Follow up Asha Traders' }));

    expect(
      await screen.findByText('Urgent call to Asha Traders started. It goes at 2 Jan 2030, 08:00 IST, when the call window opens.'),
    ).toBeInTheDocument();
  });

  it('keeps the send gate’s reason when it refuses the customer', async () => {
    const { user } = await renderScreen({ status: 409, body: { error: 'disputed', message: 'Not sent to Asha Traders: open dispute' } });
    await user.click(screen.getByRole('button', { name: 'Follow up Asha Traders' }));

    expect(await screen.findByText('Follow-up Failed')).toBeInTheDocument();
    expect(screen.getByText('409: Not sent to Asha Traders: open dispute')).toBeInTheDocument();
  });

  it('sends each card’s own recommended action', async () => {
    const { api, user } = await renderScreen({ status: 202, body: { ...triggered, action: 'whatsapp' } });
    await user.click(screen.getByRole('tab', { name: 'Recent Overdue 1' }));
    await user.click(screen.getByRole('button', { name: 'Follow up Chetan Stores' }));

    await screen.findByText('Follow-up Triggered');
    expect(api.callsTo('POST /api/payment-tracking/followup/c3')[0].body).toEqual({ action: 'whatsapp' });
  });

  it('toasts Follow-up Failed with the error message', async () => {
    const { user } = await renderScreen({ status: 404, body: { error: 'not_found', message: 'Customer not found' } });
    await user.click(screen.getByRole('button', { name: 'Follow up Asha Traders' }));

    expect(await screen.findByText('Follow-up Failed')).toBeInTheDocument();
    expect(screen.getByText('404: Customer not found')).toBeInTheDocument();
    expect(screen.getByText('Follow-up Failed').closest('.ant-notification-notice')).toHaveClass('ant-notification-notice-error');
  });

  it('is disabled for a customer without a phone', async () => {
    await renderScreen({ status: 202, body: triggered });
    expect(screen.getByRole('button', { name: 'Follow up Bharat Steel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Follow up Asha Traders' })).toBeEnabled();
  });

  it('is disabled while pending, for that customer only', async () => {
    const pending = deferred();
    const { user } = await renderScreen(() => pending.reply);
    await user.click(screen.getByRole('button', { name: 'Follow up Asha Traders' }));

    expect(screen.getByLabelText('Follow up Asha Traders')).toBeDisabled();
    // Awaited: antd's loading icon (and its "loading" name) can outlive the toast by a tick.
    expect(await screen.findByRole('button', { name: 'Execute All Follow-ups' })).toBeEnabled();
    pending.release({ status: 202, body: triggered });
    await screen.findByText('Follow-up Triggered');
    // Awaited: a button's loading state can outlive the toast by a tick.
    await waitFor(() => expect(screen.getByLabelText('Follow up Asha Traders')).toBeEnabled());
  });
});
