import { screen, within } from '@testing-library/react';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { Customers } from '../features/customers/components/Customers';
import { PaymentCollection } from '../features/payment-collection/components/PaymentCollection';
import { renderWithProviders } from '../test/renderWithProviders';
import { analysisPages, customer, customerPages, followUpEntry, trackingAnalysis, trackingDashboard } from '../test/fixtures';

const DISPUTES = [
  { number: 'T/12', reason: 'Goods came back damaged' },
  { number: 'T/14', reason: 'Wrong rate' },
];

describe('"Invoice disputed"', () => {
  it('shows on a Customers row while any invoice is in dispute, which ones on hover', async () => {
    stubFetch({
      'GET /api/customers': customerPages([
        customer({ id: 'd1', name: 'Disputed Co', disputedInvoices: DISPUTES }),
        customer({ id: 'd2', name: 'Plain Co' }),
      ]),
    });
    const { user } = renderWithProviders(<Customers />, { route: '/customers' });
    await screen.findByText('Disputed Co');
    const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    const tag = within(row('Disputed Co')).getByText('Invoice disputed');
    expect(within(row('Plain Co')).queryByText('Invoice disputed')).not.toBeInTheDocument();
    await user.hover(tag);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('T/12: Goods came back damaged · T/14: Wrong rate');
  });

  it('shows on a Payment Collection card, the recommendation kept (the other invoices are still reminded of)', async () => {
    stubFetch({
      'GET /api/payment-tracking/dashboard': { body: trackingDashboard },
      'GET /api/payment-tracking/analysis': analysisPages({
        ...trackingAnalysis,
        urgentOverdue: [followUpEntry({ disputedInvoices: DISPUTES.slice(0, 1) })],
      }),
    });
    const { user } = renderWithProviders(<PaymentCollection />, { route: '/payment-collection' });
    await screen.findByText('Asha Traders');
    const card = within(screen.getByText('Asha Traders', { selector: '.ant-card-head-title a' }).closest('.ant-card') as HTMLElement);
    const tag = card.getByText('Invoice disputed');
    expect(card.getByText('Recommended: Urgent call')).toBeInTheDocument();
    await user.hover(tag);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('T/12: Goods came back damaged');
  });
});
