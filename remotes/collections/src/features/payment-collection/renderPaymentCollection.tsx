import { screen } from '@testing-library/react';
import { PaymentCollection } from './components/PaymentCollection';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { trackingAnalysis, trackingDashboard } from '../../test/fixtures';

/**
 * For tests: the Payment Collection screen over the fixtures' figures and lists, once both have loaded;
 * `loads()` counts the requests for each so far.
 */
export async function renderPaymentCollection() {
  const api = stubFetch({
    'GET /api/payment-tracking/dashboard': { body: trackingDashboard },
    'GET /api/payment-tracking/analysis': { body: trackingAnalysis },
  });
  const view = renderWithProviders(<PaymentCollection />);
  await screen.findByText('Asha Traders');
  await screen.findByText('₹12,34,567.50');
  const loads = () => ({
    dashboard: api.callsTo('GET /api/payment-tracking/dashboard').length,
    analysis: api.callsTo('GET /api/payment-tracking/analysis').length,
  });
  return { loads, ...view };
}
