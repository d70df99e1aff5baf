import { act, screen, waitFor } from '@testing-library/react';
import { createHostStore, renderInHost } from '@duesflow/remote-kit/testing/hostStore';
import { REALTIME_MESSAGE_ACTION } from '@duesflow/shared-contracts/realtime';
import Dashboard, { register } from '../exposes/Dashboard';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { metrics } from '../test/fixtures';

describe('register', () => {
  it('lets the exposed screen load and stay live inside a host store', async () => {
    const api = stubFetch({ 'GET /api/dashboard/metrics': { body: metrics }, 'GET /api/workflows/executions': { body: [] } });
    const { store, bridge } = createHostStore();
    register(bridge);
    register({ ...bridge });

    renderInHost(store, <Dashboard />);
    expect(await screen.findByText('₹12,34,567.00')).toBeInTheDocument();
    expect(store.getState()).toHaveProperty('collectionsApi');

    act(() => {
      store.dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'metrics_updated', data: { scopes: ['dashboard'] } } });
    });
    await waitFor(() => expect(api.callsTo('GET /api/dashboard/metrics')).toHaveLength(2));
  });

  it("starts the Dashboard's first queries when registered, before it renders, and asks each once", async () => {
    const api = stubFetch({
      'GET /api/dashboard/metrics': { body: metrics },
      'GET /api/workflows/executions': { body: [] },
      'GET /api/auth/me': { body: { id: 'u1', email: 'admin@duesflow.test', name: 'Admin', role: 'admin' } },
    });
    const { store, bridge } = createHostStore();
    register(bridge);
    await waitFor(() => expect(api.callsTo('GET /api/dashboard/metrics')).toHaveLength(1));
    expect(api.callsTo('GET /api/workflows/executions')).toHaveLength(1);
    expect(api.callsTo('GET /api/auth/me')).toHaveLength(1);

    // A host without dispatch (an older shell) still registers; the first render then asks.
    const { store: older, bridge: olderBridge } = createHostStore();
    register({ injectReducer: olderBridge.injectReducer, addMiddleware: olderBridge.addMiddleware });
    expect(older.getState()).toHaveProperty('collectionsApi');

    renderInHost(store, <Dashboard />);
    expect(await screen.findByText('₹12,34,567.00')).toBeInTheDocument();
    expect(api.callsTo('GET /api/dashboard/metrics')).toHaveLength(1);
    expect(api.callsTo('GET /api/workflows/executions')).toHaveLength(1);
  });
});
