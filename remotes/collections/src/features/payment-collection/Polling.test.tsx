import { act, screen, waitFor } from '@testing-library/react';
import { PAYMENT_TRACKING_ANALYSIS_POLL_MS, PAYMENT_TRACKING_DASHBOARD_POLL_MS } from '@duesflow/shared-contracts/payment-tracking';
import { PaymentCollection } from './components/PaymentCollection';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { trackingAnalysis, trackingDashboard } from '../../test/fixtures';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

async function renderScreen() {
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

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('Payment collection polling', () => {
  it('reloads the figures every 30 seconds and the lists every 60 seconds', async () => {
    expect(PAYMENT_TRACKING_DASHBOARD_POLL_MS).toBe(30_000);
    expect(PAYMENT_TRACKING_ANALYSIS_POLL_MS).toBe(60_000);
    const { loads } = await renderScreen();
    expect(loads()).toEqual({ dashboard: 1, analysis: 1 });

    await advance(PAYMENT_TRACKING_DASHBOARD_POLL_MS);
    await waitFor(() => expect(loads()).toEqual({ dashboard: 2, analysis: 1 }));

    await advance(PAYMENT_TRACKING_DASHBOARD_POLL_MS);
    await waitFor(() => expect(loads()).toEqual({ dashboard: 3, analysis: 2 }));
  });

  it('stops polling when the screen is left', async () => {
    const { loads, unmount } = await renderScreen();
    unmount();
    await advance(5 * PAYMENT_TRACKING_ANALYSIS_POLL_MS);
    expect(loads()).toEqual({ dashboard: 1, analysis: 1 });
  });
});
