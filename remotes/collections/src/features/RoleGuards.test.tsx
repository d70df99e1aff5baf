import { screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { CAPABILITY_DENIED_REASON } from '@duesflow/shared-contracts/auth';
import { TEST_COLLECTOR, TEST_VIEWER } from '@duesflow/remote-kit/testing/renderWithProviders';
import { renderWithProviders } from '../test/renderWithProviders';
import { Dashboard } from './dashboard/components/Dashboard';
import { Customers } from './customers/components/Customers';
import { PaymentCollection } from './payment-collection/components/PaymentCollection';
import { Tally } from './tally/components/Tally';
import { analysisPages, customer, customerPages, metrics, tallyStatus, trackingAnalysis, trackingDashboard } from '../test/fixtures';

const READS = {
  'GET /api/dashboard/metrics': { body: metrics },
  'GET /api/workflows/executions': { body: [] },
  'GET /api/customers': customerPages([customer()]),
  'GET /api/payment-tracking/dashboard': { body: trackingDashboard },
  'GET /api/payment-tracking/analysis': analysisPages(trackingAnalysis),
  'GET /api/tally/status': { body: tallyStatus },
  'GET /api/tally/sync-logs': { body: [] },
};

/** What a viewer may not press on each screen, by the buttons' names. */
const SCREENS = [
  {
    name: 'Dashboard',
    ui: <Dashboard />,
    route: '/',
    ready: '₹12,34,567.00',
    buttons: ['Start Payment Calls', 'Send Bulk SMS', 'Generate Payment Links'],
  },
  {
    name: 'Customers',
    ui: <Customers />,
    route: '/customers',
    ready: 'Asha Traders',
    buttons: ['Call Asha Traders', 'WhatsApp Asha Traders', 'Payment link for Asha Traders', 'Refresh Data'],
  },
  {
    name: 'Payment Collection',
    ui: <PaymentCollection />,
    route: '/payment-collection',
    ready: '₹12,34,567.50',
    buttons: ['Execute All Follow-ups', 'Follow up Asha Traders'],
  },
  { name: 'Tally', ui: <Tally />, route: '/tally', ready: 'Connected', buttons: ['Force Sync', 'Test Connection'] },
];

describe.each(SCREENS)('$name for a viewer', ({ ui, route, ready, buttons }) => {
  it('disables every send, call, link, sync and execute, saying why on hover; nothing is sent', async () => {
    const api = stubFetch(READS);
    const { user } = renderWithProviders(ui, { route, sessionUser: TEST_VIEWER });
    await screen.findAllByText(ready);

    for (const name of buttons) {
      const button = await screen.findByRole('button', { name });
      expect(button).toBeDisabled();
      await user.hover(button.parentElement!);
      await waitFor(() =>
        expect(screen.getAllByRole('tooltip').some((tip) => tip.textContent === CAPABILITY_DENIED_REASON.collect)).toBe(true),
      );
      await user.unhover(button.parentElement!);
    }
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe.each(SCREENS)('$name for a collector', ({ ui, route, ready, buttons }) => {
  it('leaves the same buttons enabled', async () => {
    stubFetch(READS);
    renderWithProviders(ui, { route, sessionUser: TEST_COLLECTOR });
    await screen.findAllByText(ready);
    for (const name of buttons) expect(await screen.findByRole('button', { name })).toBeEnabled();
  });
});
