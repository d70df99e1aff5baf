import { screen } from '@testing-library/react';
import { mountHarness } from '@duesflow/remote-kit/testing/mountHarness';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { failoverRules, gatewayList, linkPage } from '../test/fixtures';
import { mount } from './mount';

const { mountInto, sockets, unmount } = mountHarness(mount);

describe('mount', () => {
  it('shows Payment Tracking by default and talks to the API on the given origin', async () => {
    stubFetch({
      'GET /api/payment-links': { body: linkPage() },
      'GET /api/customers': { body: { items: [], total: 0, page: 1, pageSize: 20 } },
    });
    mountInto({ apiBaseUrl: 'https://api.example.test/' });

    expect(await screen.findByText('Invoice INV-1001')).toBeInTheDocument();
    const urls = (globalThis.fetch as jest.Mock).mock.calls.map(([request]) => (request as Request).url);
    expect(urls.some((url) => url.startsWith('https://api.example.test/api/payment-links'))).toBe(true);
    expect(sockets()[0].url).toBe('wss://api.example.test/ws');
  });

  it('shows the Payment Gateway Manager at its route and closes its socket on unmount', async () => {
    stubFetch({ 'GET /api/gateways': { body: gatewayList() }, 'GET /api/failover-rules': { body: failoverRules } });
    mountInto({ route: '/payment-gateways' });
    expect(await screen.findByText('Payment Gateway Manager')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Razorpay' })).toBeInTheDocument();

    unmount();
    expect(sockets()[0].closed).toBe(true);
    expect(screen.queryByText('Payment Gateway Manager')).not.toBeInTheDocument();
  });
});
