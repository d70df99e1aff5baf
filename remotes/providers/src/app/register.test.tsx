import { act, screen, waitFor } from '@testing-library/react';
import { createHostStore, renderInHost } from '@duesflow/remote-kit/testing/hostStore';
import { REALTIME_MESSAGE_ACTION, SHELL_REFRESH_ACTION } from '@duesflow/shared-contracts/realtime';
import ProviderManagement, { register } from '../exposes/ProviderManagement';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { dashboard, provider } from '../test/fixtures';

describe('register', () => {
  it('injects the api and listener once, however often it is called', () => {
    const bridge = { injectReducer: jest.fn(), addMiddleware: jest.fn() };
    register(bridge);
    register(bridge);
    expect(bridge.injectReducer).toHaveBeenCalledTimes(1);
    expect(bridge.injectReducer).toHaveBeenCalledWith(expect.objectContaining({ reducerPath: 'providersApi' }));
    expect(bridge.addMiddleware).toHaveBeenCalledTimes(1);
    expect(bridge.addMiddleware.mock.calls[0]).toHaveLength(2);
  });

  it('lets the exposed screen load inside a host store and reload on realtime and Refresh', async () => {
    const api = stubFetch({
      'GET /api/providers/dashboard': { body: dashboard },
      'GET /api/providers': { body: [provider()] },
    });
    const { store, bridge } = createHostStore();
    register(bridge);
    register({ ...bridge });
    renderInHost(store, <ProviderManagement />);
    expect(await screen.findByText('Twilio SMS')).toBeInTheDocument();
    expect(store.getState()).toHaveProperty('providersApi');

    act(() => {
      store.dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'metrics_updated', data: { scopes: ['providers'] } } });
    });
    await waitFor(() => expect(api.callsTo('GET /api/providers')).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET /api/providers/dashboard')).toHaveLength(2));

    act(() => {
      store.dispatch({ type: SHELL_REFRESH_ACTION });
    });
    await waitFor(() => expect(api.callsTo('GET /api/providers')).toHaveLength(3));
  });
});
