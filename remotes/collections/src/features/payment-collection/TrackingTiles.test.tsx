import { notYetDueText } from './components/TrackingTiles';
import { screen, within } from '@testing-library/react';
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

function tile(title: string) {
  return screen.getByText(title).closest('.ant-card') as HTMLElement;
}

describe('Payment collection tiles', () => {
  it('shows four placeholders while the figures load', async () => {
    const pending = deferred();
    stubFetch({
      'GET /api/payment-tracking/dashboard': () => pending.reply,
      'GET /api/payment-tracking/analysis': { body: trackingAnalysis },
    });
    renderWithProviders(<PaymentCollection />);

    expect(screen.getAllByLabelText('Loading figure')).toHaveLength(4);
    pending.release({ body: trackingDashboard });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.queryAllByLabelText('Loading figure')).toHaveLength(0);
  });

  it('shows each figure with Indian grouping, the outstanding amount in rupees', async () => {
    stubFetch({
      'GET /api/payment-tracking/dashboard': { body: trackingDashboard },
      'GET /api/payment-tracking/analysis': { body: trackingAnalysis },
    });
    renderWithProviders(<PaymentCollection />);

    await screen.findByText('1,234');
    expect(within(tile('Customers with Dues')).getByText('1,234')).toBeInTheDocument();
    expect(within(tile('Total Outstanding')).getByText('₹12,34,567.50')).toBeInTheDocument();
    expect(within(tile('Urgent Follow-ups')).getByText('17')).toBeInTheDocument();
    expect(within(tile('Scheduled Follow-ups')).getByText('42')).toBeInTheDocument();
  });

  it('explains customers with dues who are in no tab yet', async () => {
    stubFetch({
      'GET /api/payment-tracking/dashboard': { body: { ...trackingDashboard, totalCustomersWithDues: 244, customersNotYetDue: 34 } },
      'GET /api/payment-tracking/analysis': { body: trackingAnalysis },
    });
    renderWithProviders(<PaymentCollection />);

    expect(
      await screen.findByText(
        '34 customers with dues are not yet due: nothing is overdue and nothing falls due within 3 days, so they are in no tab. They join Due Soon 3 days before their due date.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing more when every customer with dues is in a tab', async () => {
    stubFetch({
      'GET /api/payment-tracking/dashboard': { body: { ...trackingDashboard, customersNotYetDue: 0 } },
      'GET /api/payment-tracking/analysis': { body: trackingAnalysis },
    });
    renderWithProviders(<PaymentCollection />);
    await screen.findByText('1,234');
    expect(screen.queryByText(/not yet due/)).not.toBeInTheDocument();
  });

  it('lays the tiles out by the width the screen has, not by the window, each wide enough for a crore with its paise', async () => {
    stubFetch({
      'GET /api/payment-tracking/dashboard': { body: trackingDashboard },
      'GET /api/payment-tracking/analysis': { body: trackingAnalysis },
    });
    renderWithProviders(<PaymentCollection />);
    await screen.findByText('1,234');
    const row = tile('Customers with Dues').parentElement!.parentElement as HTMLElement;
    expect(row).toHaveStyle({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' });
  });

  it('shows an error with Retry that loads the figures again', async () => {
    let attempts = 0;
    const api = stubFetch({
      'GET /api/payment-tracking/dashboard': () => (++attempts === 1 ? { status: 502, body: 'Bad gateway' } : { body: trackingDashboard }),
      'GET /api/payment-tracking/analysis': { body: trackingAnalysis },
    });
    const { user } = renderWithProviders(<PaymentCollection />);

    expect(await screen.findByText('Unable to load collection figures')).toBeInTheDocument();
    expect(screen.getByText('502: Bad gateway')).toBeInTheDocument();
    // The follow-up lists load on their own.
    expect(await screen.findByText('Asha Traders')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('₹12,34,567.50')).toBeInTheDocument();
    expect(api.callsTo('GET /api/payment-tracking/dashboard')).toHaveLength(2);
  });

  it('counts one customer in the singular, in Indian grouping above that', () => {
    expect(notYetDueText(1)).toMatch(/^1 customer with dues is not yet due:/);
    expect(notYetDueText(120000)).toMatch(/^1,20,000 customers with dues are not yet due:/);
  });
});
