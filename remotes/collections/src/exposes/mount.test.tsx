import { act, screen, waitFor } from '@testing-library/react';
import { mount } from './mount';
import { setApiBase } from '../app/apiBase';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { customer, metrics, tallyStatus, trackingAnalysis, trackingDashboard } from '../test/fixtures';

/** Records the sockets mount() opens and lets the test play the server. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close() {
    this.closed = true;
  }
}

const realWebSocket = globalThis.WebSocket;
let unmount: (() => void) | undefined;

beforeEach(() => {
  FakeSocket.opened = [];
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
});

afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  globalThis.WebSocket = realWebSocket;
  setApiBase('');
  document.body.innerHTML = '';
});

function mountInto(options: Parameters<typeof mount>[1]) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  act(() => {
    unmount = mount(element, options);
  });
  return element;
}

describe('mount', () => {
  it('shows the dashboard at / and talks to the API on the given origin', async () => {
    const api = stubFetch({ 'GET /api/dashboard/metrics': { body: metrics }, 'GET /api/workflows/executions': { body: [] } });
    mountInto({ apiBaseUrl: 'https://api.example.test/', route: '/' });

    expect(await screen.findByText('₹12,34,567')).toBeInTheDocument();
    expect(api.calls[0].path).toBe('/api/dashboard/metrics');
    expect((globalThis.fetch as jest.Mock).mock.calls[0][0].url).toMatch(/^https:\/\/api\.example\.test\/api\//);
    expect(FakeSocket.opened[0].url).toBe('wss://api.example.test/ws');
  });

  it('shows the customers screen at /customers', async () => {
    stubFetch({ 'GET /api/customers/airtable': { body: [customer()] } });
    mountInto({ route: '/customers' });

    expect(await screen.findByText('Asha Traders')).toBeInTheDocument();
    expect(FakeSocket.opened[0].url).toBe('ws://localhost/ws');
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
    const api = stubFetch({ 'GET /api/customers/airtable': { body: [customer()] } });
    mountInto({ route: '/customers' });
    await screen.findByText('Asha Traders');

    act(() => {
      FakeSocket.opened[0].onmessage?.({ data: JSON.stringify({ type: 'metrics_updated', data: { scopes: ['customers'] } }) });
    });
    await waitFor(() => expect(api.callsTo('GET /api/customers/airtable')).toHaveLength(2));
  });

  it('ignores unreadable messages and closes its socket on unmount', async () => {
    const api = stubFetch({ 'GET /api/customers/airtable': { body: [customer()] } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    mountInto({ route: '/customers' });
    await screen.findByText('Asha Traders');

    act(() => FakeSocket.opened[0].onmessage?.({ data: 'not json' }));
    expect(warn).toHaveBeenCalled();
    expect(api.callsTo('GET /api/customers/airtable')).toHaveLength(1);

    act(() => unmount?.());
    unmount = undefined;
    expect(FakeSocket.opened[0].closed).toBe(true);
    expect(screen.queryByText('Asha Traders')).not.toBeInTheDocument();
  });
});
