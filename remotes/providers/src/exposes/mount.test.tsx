import { screen } from '@testing-library/react';
import { mount } from './mount';
import { mountHarness } from '@duesflow/remote-kit/testing/mountHarness';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { businessStatus, provider } from '../test/fixtures';

const { mountInto, sockets, unmount } = mountHarness(mount);

describe('mount', () => {
  it('shows Provider settings by default and talks to the API on the given origin', async () => {
    stubFetch({
      'GET /api/providers': { body: [provider()] },
      'GET /api/providers/channels': { body: [{ channel: 'sms', enabled: true, activeProviders: 1 }] },
      'GET /api/providers/comparison': { body: [] },
    });
    mountInto({ apiBaseUrl: 'https://api.example.test/' });

    expect(await screen.findByText('Provider Settings')).toBeInTheDocument();
    expect(await screen.findByText('Twilio SMS')).toBeInTheDocument();
    expect((globalThis.fetch as jest.Mock).mock.calls[0][0].url).toMatch(/^https:\/\/api\.example\.test\/api\/providers/);
    expect(sockets()[0].url).toBe('wss://api.example.test/ws');
  });

  it('shows Business data configuration at its route and closes its socket on unmount', async () => {
    stubFetch({ 'GET /api/business-data/status': { body: businessStatus() } });
    mountInto({ route: '/business-data-config' });
    expect(await screen.findByText('Business Data Configuration')).toBeInTheDocument();

    unmount();
    expect(sockets()[0].closed).toBe(true);
    expect(screen.queryByText('Business Data Configuration')).not.toBeInTheDocument();
  });
});
