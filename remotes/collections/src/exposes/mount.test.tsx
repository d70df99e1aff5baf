import { act, screen, waitFor } from '@testing-library/react';
import { mount } from './mount';
import { mountHarness } from '@duesflow/remote-kit/testing/mountHarness';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { customer, customerPages, metrics, tallyStatus, trackingAnalysis, trackingDashboard } from '../test/fixtures';

const { mountInto, sockets, unmount } = mountHarness(mount);

describe('mount', () => {
  it('shows the dashboard at / and talks to the API on the given origin', async () => {
    const api = stubFetch({ 'GET /api/dashboard/metrics': { body: metrics }, 'GET /api/workflows/executions': { body: [] } });
    mountInto({ apiBaseUrl: 'https://api.example.test/', route: '/' });

    expect(await screen.findByText('₹12,34,567.00')).toBeInTheDocument();
    expect(api.calls[0].path).toBe('/api/dashboard/metrics');
    expect((globalThis.fetch as jest.Mock).mock.calls[0][0].url).toMatch(/^https:\/\/api\.example\.test\/api\//);
    expect(sockets()[0].url).toBe('wss://api.example.test/ws');
  });

  it('shows the customers screen at /customers', async () => {
    stubFetch({ 'GET /api/customers': customerPages([customer()]) });
    mountInto({ route: '/customers' });

    expect(await screen.findByText('Asha Traders')).toBeInTheDocument();
    expect(sockets()[0].url).toBe('ws://localhost/ws');
  });

  it('shows the payment collection screen at /payment-collection', async () => {
    stubFetch({
      'GET /api/payment-tracking/dashboard': { body: trackingDashboard },
      'GET /api/payment-tracking/analysis': { body: trackingAnalysis },
    });
    mountInto({ route: '/payment-collection' });

    expect(await screen.findByRole('button', { name: 'Follow up Asha Traders' })).toBeInTheDocument();
    expect(await screen.findByText('₹12,34,567.50')).toBeInTheDocument();
  });

  it('shows the Tally screen at /tally', async () => {
    stubFetch({ 'GET /api/tally/status': { body: tallyStatus }, 'GET /api/tally/sync-logs': { body: [] } });
    mountInto({ route: '/tally' });

    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Force Sync' })).toBeInTheDocument();
  });

  it('reloads what a realtime message says has changed', async () => {
    const api = stubFetch({ 'GET /api/customers': customerPages([customer()]) });
    mountInto({ route: '/customers' });
    await screen.findByText('Asha Traders');

    act(() => {
      sockets()[0].serverSends({ type: 'metrics_updated', data: { scopes: ['customers'] } });
    });
    await waitFor(() => expect(api.callsTo('GET /api/customers')).toHaveLength(2));
  });

  it('ignores unreadable messages and closes its socket on unmount', async () => {
    const api = stubFetch({ 'GET /api/customers': customerPages([customer()]) });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    mountInto({ route: '/customers' });
    await screen.findByText('Asha Traders');

    act(() => sockets()[0].serverSends('not json'));
    expect(logged).toHaveBeenCalled();
    expect(api.callsTo('GET /api/customers')).toHaveLength(1);

    unmount();
    expect(sockets()[0].closed).toBe(true);
    expect(screen.queryByText('Asha Traders')).not.toBeInTheDocument();
  });
});
