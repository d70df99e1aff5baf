import { screen, waitFor, within } from '@testing-library/react';
import { TEST_ADMIN, TEST_COLLECTOR, TEST_VIEWER } from '@duesflow/remote-kit/testing/renderWithProviders';
import { CAPABILITY_DENIED_REASON } from '@duesflow/shared-contracts/roles';
import { REALTIME_MESSAGE_ACTION } from '@duesflow/shared-contracts/realtime';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { PaymentGateways } from './components/PaymentGateways';
import { renderWithProviders } from '../../test/renderWithProviders';
import { GATEWAY_IDS, failoverRules, gatewayAnalytics, gatewayList } from '../../test/fixtures';

type TRoutes = Parameters<typeof stubFetch>[0];

function renderManager(routes: TRoutes = {}, options: Parameters<typeof renderWithProviders>[1] = {}) {
  const api = stubFetch({
    'GET /api/gateways': { body: gatewayList() },
    'GET /api/failover-rules': { body: failoverRules },
    'GET /api/gateways/analytics': { body: gatewayAnalytics },
    ...routes,
  });
  return { api, ...renderWithProviders(<PaymentGateways />, { route: '/payment-gateways', ...options }) };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('Payment Gateway Manager: Overview', () => {
  it('shows the four summary cards and one card per gateway in priority order with every field', async () => {
    const list = gatewayList();
    // The API answers in priority order; the screen orders them itself too.
    renderManager({ 'GET /api/gateways': { body: { ...list, gateways: [list.gateways[2], list.gateways[0], list.gateways[1]] } } });
    await screen.findByRole('region', { name: 'Razorpay' });

    // The screen's title sits under the header's <h1>.
    expect(screen.getByRole('heading', { level: 2, name: 'Payment Gateway Manager' })).toBeInTheDocument();
    // India's time, labelled, whatever the browser's zone: 10:00 UTC is 3:30 pm IST.
    expect(screen.getByText('Last updated: 23 Nov 2026, 3:30:00 pm IST')).toBeInTheDocument();
    expect(within(region('Gateways Online')).getByText('1/3')).toBeInTheDocument();
    expect(within(region('Avg Success Rate')).getByText('96.8%')).toBeInTheDocument();
    expect(within(region('Total Transactions')).getByText('4,321')).toBeInTheDocument();
    // Short, in lakh and crore like every other amount: never '₹12.35M'.
    expect(within(region('Total Volume')).getByText('₹1.23 Cr')).toBeInTheDocument();

    const cards = ['Razorpay', 'Cashfree', 'PayU'].map((name) => region(name));
    expect(cards[0].compareDocumentPosition(cards[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cards[1].compareDocumentPosition(cards[2]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const razorpay = within(cards[0]);
    expect(razorpay.getByLabelText('Priority 1')).toHaveTextContent('#1');
    expect(razorpay.getByText('healthy')).toBeInTheDocument();
    expect(razorpay.getByLabelText('Uptime 99.5%')).toBeInTheDocument();
    // Links paid ÷ decided, the same figure as on the Analytics tab.
    expect(razorpay.getByLabelText('Success Rate 98.7%')).toBeInTheDocument();
    expect(razorpay.getByText('245ms')).toBeInTheDocument();
    expect(razorpay.getByText('2% per payment')).toBeInTheDocument();
    expect(razorpay.getByText('₹2,00,000')).toBeInTheDocument();
    expect(razorpay.getByText('1,520')).toBeInTheDocument();
    expect(razorpay.getByText('Last checked: 23 Nov 2026, 3:30:00 pm IST')).toBeInTheDocument();
    expect(razorpay.getByRole('switch', { name: 'Active: Razorpay' })).toBeChecked();

    expect(within(cards[1]).getByText('2.3% + ₹2.00 per payment')).toBeInTheDocument();
    expect(within(cards[1]).getByLabelText('Success Rate —')).toBeInTheDocument();
    expect(within(cards[1]).getByText('degraded')).toBeInTheDocument();
    expect(within(cards[2]).getByText('1.8% + ₹5.00 per payment')).toBeInTheDocument();
    expect(within(cards[2]).getByText('down')).toBeInTheDocument();
    expect(within(cards[2]).getByText('Last checked: Never')).toBeInTheDocument();
    expect(within(cards[2]).getByText('Timed out after 5000 ms')).toBeInTheDocument();
  });

  it('disables up at priority 1 and down at the last', async () => {
    renderManager();
    await screen.findByRole('region', { name: 'Razorpay' });
    expect(within(region('Razorpay')).getByRole('button', { name: 'Move Razorpay up' })).toBeDisabled();
    expect(within(region('Razorpay')).getByRole('button', { name: 'Move Razorpay down' })).toBeEnabled();
    expect(within(region('Cashfree')).getByRole('button', { name: 'Move Cashfree up' })).toBeEnabled();
    expect(within(region('PayU')).getByRole('button', { name: 'Move PayU down' })).toBeDisabled();
  });

  it('lists only the active failover rules', async () => {
    renderManager();
    const rules = await screen.findByText('Active Failover Rules');
    const card = rules.closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('High amount failover')).toBeInTheDocument();
    expect(within(card).getByText('Amount above ₹50,000: Razorpay → Cashfree')).toBeInTheDocument();
    expect(within(card).queryByText('Failure rate failover')).not.toBeInTheDocument();
  });

  it('turns a gateway off: Gateway Disabled, and reloads', async () => {
    const { api, user } = renderManager({ [`PUT /api/gateways/${GATEWAY_IDS.razorpay}`]: { body: gatewayList().gateways[0] } });
    await screen.findByRole('region', { name: 'Razorpay' });
    await user.click(within(region('Razorpay')).getByRole('switch', { name: 'Active: Razorpay' }));

    expect(await screen.findByText('Gateway Disabled')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/gateways/${GATEWAY_IDS.razorpay}`)[0].body).toEqual({ isActive: false });
    await waitFor(() => expect(api.callsTo('GET /api/gateways')).toHaveLength(2));
  });

  it('turns a gateway on: Gateway Enabled', async () => {
    const list = gatewayList();
    list.gateways[1].isActive = false;
    const { api, user } = renderManager({
      'GET /api/gateways': { body: list },
      [`PUT /api/gateways/${GATEWAY_IDS.cashfree}`]: { body: list.gateways[1] },
    });
    await screen.findByRole('region', { name: 'Cashfree' });
    await user.click(within(region('Cashfree')).getByRole('switch', { name: 'Active: Cashfree' }));

    expect(await screen.findByText('Gateway Enabled')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/gateways/${GATEWAY_IDS.cashfree}`)[0].body).toEqual({ isActive: true });
    await waitFor(() => expect(api.callsTo('GET /api/gateways')).toHaveLength(2));
  });

  it('moves a gateway down: Priority Updated, and the list reloads in its new order', async () => {
    let moved = false;
    const { api, user } = renderManager({
      'GET /api/gateways': () => {
        const list = gatewayList();
        if (moved) {
          list.gateways[0].priority = 2;
          list.gateways[1].priority = 1;
        }
        return { body: list };
      },
      [`POST /api/gateways/${GATEWAY_IDS.razorpay}/move`]: () => {
        moved = true;
        return { body: gatewayList() };
      },
    });
    await screen.findByRole('region', { name: 'Razorpay' });
    await user.click(within(region('Razorpay')).getByRole('button', { name: 'Move Razorpay down' }));

    expect(await screen.findByText('Priority Updated')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/gateways/${GATEWAY_IDS.razorpay}/move`)[0].body).toEqual({ direction: 'down' });
    await waitFor(() => expect(within(region('Cashfree')).getByLabelText('Priority 1')).toBeInTheDocument());
    expect(region('Cashfree').compareDocumentPosition(region('Razorpay')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(region('Cashfree')).getByRole('button', { name: 'Move Cashfree up' })).toBeDisabled();
  });

  it('shows a refused change', async () => {
    const { user } = renderManager({
      [`POST /api/gateways/${GATEWAY_IDS.cashfree}/move`]: {
        status: 409,
        body: { error: 'conflict', message: 'The order changed meanwhile' },
      },
    });
    await screen.findByRole('region', { name: 'Cashfree' });
    await user.click(within(region('Cashfree')).getByRole('button', { name: 'Move Cashfree up' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('409: The order changed meanwhile')).toBeInTheDocument();
    expect(screen.queryByText('Priority Updated')).not.toBeInTheDocument();
  });

  it('updates live when a probe changes the figures', async () => {
    let probed = false;
    const { store } = renderManager({
      'GET /api/gateways': () => {
        const list = gatewayList();
        if (probed) list.gateways[0].status = 'down';
        return { body: list };
      },
    });
    await screen.findByRole('region', { name: 'Razorpay' });
    expect(within(region('Razorpay')).getByText('healthy')).toBeInTheDocument();
    probed = true;
    store.dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'gateways_updated', data: { reason: 'probe' } } });
    expect(await within(region('Razorpay')).findByText('down')).toBeInTheDocument();
  });

  it('lets a collector see the gateways and probe them, but change nothing', async () => {
    renderManager({}, { sessionUser: TEST_COLLECTOR });
    await screen.findByRole('region', { name: 'Razorpay' });
    expect(within(region('Razorpay')).getByRole('switch', { name: 'Active: Razorpay' })).toBeDisabled();
    expect(within(region('Cashfree')).getByRole('button', { name: 'Move Cashfree up' })).toBeDisabled();
  });

  // The roles POST /api/gateways/refresh-status lets through (docs/security.md): admin and collector.
  it.each([
    ['an admin', TEST_ADMIN],
    ['a collector', TEST_COLLECTOR],
  ])('lets %s refresh the status: every gateway probed, Status Refreshed, the list reloaded', async (_who, sessionUser) => {
    const { api, user } = renderManager({ 'POST /api/gateways/refresh-status': { body: gatewayList() } }, { sessionUser });
    await screen.findByRole('region', { name: 'Razorpay' });
    const refresh = screen.getByRole('button', { name: 'Refresh Status' });
    expect(refresh).toBeEnabled();
    await user.click(refresh);
    expect(await screen.findByText('Status Refreshed')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 gateways are healthy.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/gateways/refresh-status')).toHaveLength(1);
    expect(api.callsTo('POST /api/gateways/refresh-status')[0].body).toBeUndefined();
    await waitFor(() => expect(api.callsTo('GET /api/gateways')).toHaveLength(2));
  });

  it('keeps Refresh Status from a viewer, saying why', async () => {
    const { api, user } = renderManager({}, { sessionUser: TEST_VIEWER });
    await screen.findByRole('region', { name: 'Razorpay' });
    const refresh = screen.getByRole('button', { name: 'Refresh Status' });
    expect(refresh).toBeDisabled();
    await user.hover(refresh.parentElement!);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(CAPABILITY_DENIED_REASON.collect));
    expect(api.callsTo('POST /api/gateways/refresh-status')).toHaveLength(0);
  });

  it('shows why the gateways could not be loaded, with Retry', async () => {
    let attempts = 0;
    const { user } = renderManager({
      'GET /api/gateways': () => (++attempts === 1 ? { status: 500, body: 'Boom' } : { body: gatewayList() }),
    });
    expect(await screen.findByText('Unable to load payment gateways')).toBeInTheDocument();
    // Nothing read yet: no time, rather than 'Never' (which says no probe ever ran).
    expect(screen.getByText('Last updated: —')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Razorpay' })).toBeInTheDocument();
  });
});

describe('Payment Gateway Manager: Failover Rules and Analytics', () => {
  it('shows each rule with its badge, condition, threshold and gateways; the toggle really changes it', async () => {
    let active = true;
    const rule = failoverRules[0];
    const { api, user } = renderManager({
      'GET /api/failover-rules': () => ({ body: [{ ...rule, isActive: active }, failoverRules[1]] }),
      [`PUT /api/failover-rules/${rule.id}`]: (call) => {
        active = (call.body as { isActive: boolean }).isActive;
        return { body: { ...rule, isActive: active } };
      },
    });
    await screen.findByRole('region', { name: 'Razorpay' });
    await user.click(screen.getByRole('tab', { name: 'Failover Rules' }));

    const card = await screen.findByRole('region', { name: 'High amount failover' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Amount threshold')).toBeInTheDocument();
    expect(within(card).getByText('₹50,000')).toBeInTheDocument();
    expect(within(card).getByText('Razorpay')).toBeInTheDocument();
    expect(within(card).getByText('Cashfree')).toBeInTheDocument();
    const other = region('Failure rate failover');
    expect(within(other).getByText('Inactive')).toBeInTheDocument();
    expect(within(other).getByText('5%')).toBeInTheDocument();

    await user.click(within(card).getByRole('switch', { name: 'Active: High amount failover' }));
    await waitFor(() => expect(within(region('High amount failover')).getByText('Inactive')).toBeInTheDocument());
    expect(api.callsTo(`PUT /api/failover-rules/${rule.id}`)[0].body).toEqual({ isActive: false });
  });

  it('shows per gateway success rate, volume, successful and failed counts and average amount', async () => {
    const { user } = renderManager();
    await screen.findByRole('region', { name: 'Razorpay' });
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));

    const card = await screen.findByRole('region', { name: 'Razorpay analytics' });
    expect(within(card).getByText('98.7%')).toBeInTheDocument();
    expect(within(card).getByText('₹45,00,000.00')).toBeInTheDocument();
    expect(within(card).getByText('1,500')).toBeInTheDocument();
    expect(within(card).getByText('20')).toBeInTheDocument();
    expect(within(card).getByText('₹3,000.00')).toBeInTheDocument();
    // Nothing decided on Cashfree yet: no rate, rather than a made-up 100%.
    const cashfree = screen.getByRole('region', { name: 'Cashfree analytics' });
    expect(within(cashfree).getByText('—')).toBeInTheDocument();
    expect(within(cashfree).queryByText(/%$/)).not.toBeInTheDocument();
  });
});
