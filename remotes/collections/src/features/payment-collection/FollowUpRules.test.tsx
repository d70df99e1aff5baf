import { act, screen, waitFor, within } from '@testing-library/react';
import { REALTIME_MESSAGE_ACTION } from '@duesflow/shared-contracts/realtime';
import { PaymentCollection } from './components/PaymentCollection';
import { renderWithProviders } from '../../test/renderWithProviders';
import { deferred, stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { trackingAnalysis, trackingDashboard } from '../../test/fixtures';
import { expectNoRequestPending } from '../../test/settled';

// The screen's polling off (RTK Query does not poll at an interval of 0): the exact request counts below
// answer what the test did, never a poll that a slow run reaches (30 s figures, 60 s lists). Polling.test.tsx
// tests the polling.
jest.mock('@duesflow/shared-contracts/payment-tracking', () => ({
  ...jest.requireActual<object>('@duesflow/shared-contracts/payment-tracking'),
  PAYMENT_TRACKING_DASHBOARD_POLL_MS: 0,
  PAYMENT_TRACKING_ANALYSIS_POLL_MS: 0,
}));

type TReply = Parameters<typeof stubFetch>[0][string];

async function renderScreen(save: TReply = ({ body }) => ({ body })) {
  let stored = 100000;
  const api = stubFetch({
    'GET /api/payment-tracking/dashboard': { body: trackingDashboard },
    'GET /api/payment-tracking/analysis': { body: trackingAnalysis },
    'GET /api/payment-tracking/settings': () => ({ body: { urgentAmountThreshold: stored } }),
    'PUT /api/payment-tracking/settings': async (call) => {
      const reply = typeof save === 'function' ? await save(call) : save;
      if ((reply.status ?? 200) < 300) stored = (call.body as { urgentAmountThreshold: number }).urgentAmountThreshold;
      return reply;
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
      settings: api.callsTo('GET /api/payment-tracking/settings').length,
    };
  };
  return { api, settledLoads, ...view };
}

async function openRules(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Follow-up rules' }));
  const dialog = await screen.findByRole('dialog', { name: 'Follow-up rules' });
  const field = await within(dialog).findByLabelText('Urgent amount threshold (₹)');
  return { dialog, field };
}

async function enter(user: ReturnType<typeof renderWithProviders>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

describe('Follow-up rules', () => {
  it('shows the stored threshold with Indian grouping', async () => {
    const { api, user } = await renderScreen();
    expect(api.callsTo('GET /api/payment-tracking/settings')).toHaveLength(0);
    const { field } = await openRules(user);
    expect(field).toHaveValue('1,00,000');
    expect(api.callsTo('GET /api/payment-tracking/settings')).toHaveLength(1);
  });

  it('saves the new threshold, toasts it in rupees and reloads the tiles and the tabs', async () => {
    const { api, user } = await renderScreen();
    const { dialog, field } = await openRules(user);
    await enter(user, field, '150000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(screen.getByText('Customers owing ₹1,50,000 or more are now urgent.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/payment-tracking/settings').map((call) => call.body)).toEqual([{ urgentAmountThreshold: 150000 }]);
    await waitFor(() => expect(api.callsTo('GET /api/payment-tracking/analysis')).toHaveLength(2));
    expect(api.callsTo('GET /api/payment-tracking/dashboard')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opened again, the dialog shows what was saved.
    const reopened = await openRules(user);
    await waitFor(() => expect(reopened.field).toHaveValue('1,50,000'));
  });

  it.each([
    ['empty', '', 'Enter the urgent amount threshold'],
    ['zero', '0', 'The threshold must be at least ₹1'],
    ['finer than a paisa', '1000.555', 'Use at most two decimals (paise)'],
  ])('sends nothing when the threshold is %s', async (_case, text, message) => {
    const { api, user } = await renderScreen();
    const { dialog, field } = await openRules(user);
    await enter(user, field, text);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/payment-tracking/settings')).toHaveLength(0);
  });

  it('toasts Settings not saved with the API’s message and keeps the dialog open', async () => {
    const { settledLoads, store, user } = await renderScreen({
      status: 400,
      body: { error: 'validation_error', message: 'urgentAmountThreshold: at most two decimals' },
    });
    const { dialog, field } = await openRules(user);
    await enter(user, field, '150000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings not saved')).toBeInTheDocument();
    expect(screen.getByText('400: urgentAmountThreshold: at most two decimals')).toBeInTheDocument();
    expect(screen.getByText('Settings not saved').closest('.ant-notification-notice')).toHaveClass('ant-notification-notice-error');
    expect(screen.getByRole('dialog', { name: 'Follow-up rules' })).toBeInTheDocument();
    // Then a change that does reload the figures and the lists (not the settings), so the test waits for a
    // state, not for time: one reload each, and the settings loaded once, once all is settled says the
    // failure reloaded nothing, not even a tick after its toast.
    act(() => {
      store.dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'metrics_updated', data: { scopes: ['payments'] } } });
    });
    await waitFor(() => expect(settledLoads()).toEqual({ dashboard: 2, analysis: 2, settings: 1 }));
    expect(screen.getByRole('dialog', { name: 'Follow-up rules' })).toBeInTheDocument();
  });

  it('disables Save while the request is pending', async () => {
    const pending = deferred();
    const { user } = await renderScreen(() => pending.reply);
    const { dialog, field } = await openRules(user);
    await enter(user, field, '150000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByRole('button', { name: /Save$/ })).toBeDisabled();
    pending.release({ body: { urgentAmountThreshold: 150000 } });
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });

  it('reloads the shown threshold when a realtime update arrives', async () => {
    const { api, user, store } = await renderScreen();
    await openRules(user);
    act(() => {
      store.dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'metrics_updated', data: { scopes: ['dashboard', 'customers'] } } });
    });
    await waitFor(() => expect(api.callsTo('GET /api/payment-tracking/settings')).toHaveLength(2));
  });
});
