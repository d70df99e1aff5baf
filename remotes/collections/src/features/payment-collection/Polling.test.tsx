import { act, waitFor } from '@testing-library/react';
import { PAYMENT_TRACKING_ANALYSIS_POLL_MS, PAYMENT_TRACKING_DASHBOARD_POLL_MS } from '@duesflow/shared-contracts/payment-tracking';
import { renderPaymentCollection } from './renderPaymentCollection';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('Payment collection polling', () => {
  it('reloads the figures every 30 seconds and the lists every 60 seconds', async () => {
    expect(PAYMENT_TRACKING_DASHBOARD_POLL_MS).toBe(30_000);
    expect(PAYMENT_TRACKING_ANALYSIS_POLL_MS).toBe(60_000);
    const { loads } = await renderPaymentCollection();
    expect(loads()).toEqual({ dashboard: 1, analysis: 1 });

    await advance(PAYMENT_TRACKING_DASHBOARD_POLL_MS);
    await waitFor(() => expect(loads()).toEqual({ dashboard: 2, analysis: 1 }));

    await advance(PAYMENT_TRACKING_DASHBOARD_POLL_MS);
    await waitFor(() => expect(loads()).toEqual({ dashboard: 3, analysis: 2 }));
  });

  it('stops polling when the screen is left', async () => {
    const { loads, unmount } = await renderPaymentCollection();
    unmount();
    await advance(5 * PAYMENT_TRACKING_ANALYSIS_POLL_MS);
    expect(loads()).toEqual({ dashboard: 1, analysis: 1 });
  });
});
