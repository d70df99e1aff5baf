import { screen, within } from '@testing-library/react';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { Customers } from '../features/customers/components/Customers';
import { PaymentCollection } from '../features/payment-collection/components/PaymentCollection';
import { renderWithProviders } from '../test/renderWithProviders';
import { analysisPages, customer, customerPages, followUpEntry, trackingAnalysis, trackingDashboard } from '../test/fixtures';

// 10:15 am in India.
const VISIT = { lastVisitedAt: '2026-11-26T04:45:00.000Z', visits: 3 };

describe('"Opened page"', () => {
  it('shows on a Customers row while the customer opened their page lately, when and how often on hover', async () => {
    stubFetch({
      'GET /api/customers': customerPages([
        customer({ id: 'v1', name: 'Visited Co', recentPageVisit: VISIT }),
        customer({ id: 'v2', name: 'Plain Co' }),
      ]),
    });
    const { user } = renderWithProviders(<Customers />, { route: '/customers' });
    await screen.findByText('Visited Co');
    const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    const tag = within(row('Visited Co')).getByText('Opened page');
    expect(within(row('Plain Co')).queryByText('Opened page')).not.toBeInTheDocument();
    await user.hover(tag);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Last opened 26 Nov 2026, 10:15 am IST · 3 times');
  });

  it('shows on a Payment Collection card, "1 time" for one visit', async () => {
    stubFetch({
      'GET /api/payment-tracking/dashboard': { body: trackingDashboard },
      'GET /api/payment-tracking/analysis': analysisPages({
        ...trackingAnalysis,
        urgentOverdue: [followUpEntry({ recentPageVisit: { ...VISIT, visits: 1 } })],
      }),
    });
    const { user } = renderWithProviders(<PaymentCollection />, { route: '/payment-collection' });
    await screen.findByText('Asha Traders');
    const card = within(screen.getByText('Asha Traders', { selector: '.ant-card-head-title a' }).closest('.ant-card') as HTMLElement);
    await user.hover(card.getByText('Opened page'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Last opened 26 Nov 2026, 10:15 am IST · 1 time');
  });
});
