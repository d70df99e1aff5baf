import { act, screen, waitFor } from '@testing-library/react';
import { createHostStore, renderInHost } from '@duesflow/remote-kit/testing/hostStore';
import { REALTIME_MESSAGE_ACTION, SHELL_REFRESH_ACTION } from '@duesflow/shared-contracts/realtime';
import ProviderManagement, { register } from '../exposes/ProviderManagement';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { dashboard, provider } from '../test/fixtures';

describe('register', () => {
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
