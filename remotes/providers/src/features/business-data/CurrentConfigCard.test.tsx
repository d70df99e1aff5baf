import { act, screen, within } from '@testing-library/react';
import { BusinessDataConfig } from './components/BusinessDataConfig';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch } from '../../test/fetchStub';
import { businessStatus } from '../../test/fixtures';

describe('Current configuration', () => {
  it('shows the store, deployment, connection and table mapping', async () => {
    stubFetch({ 'GET /api/business-data/status': { body: businessStatus() } });
    renderWithProviders(<BusinessDataConfig />);
    expect(await screen.findByText('PostgreSQL')).toBeInTheDocument();
    expect(screen.getByText('On premise')).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    const mapping = screen.getByRole('list', { name: 'Table mapping' });
    expect(within(mapping).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'customers → customers',
      'invoices → invoices',
    ]);
  });

  it('shows Disconnected, and names a store it does not know in words', async () => {
    stubFetch({ 'GET /api/business-data/status': { body: businessStatus({ provider: 'app_database', deploymentType: 'embedded', connected: false }) } });
    renderWithProviders(<BusinessDataConfig />);
    expect(await screen.findByText('App database')).toBeInTheDocument();
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
  });

  describe('polling', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('reloads the status every 10 seconds and stops when the screen closes', async () => {
      const api = stubFetch({ 'GET /api/business-data/status': { body: businessStatus() } });
      const { unmount } = renderWithProviders(<BusinessDataConfig />);
      await screen.findByText('PostgreSQL');
      expect(api.callsTo('GET /api/business-data/status')).toHaveLength(1);

      await act(() => jest.advanceTimersByTimeAsync(9_000));
      expect(api.callsTo('GET /api/business-data/status')).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      expect(api.callsTo('GET /api/business-data/status')).toHaveLength(2);
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(api.callsTo('GET /api/business-data/status')).toHaveLength(3);

      unmount();
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(api.callsTo('GET /api/business-data/status')).toHaveLength(3);
    });
  });
});

describe('Test Connection', () => {
  it("toasts 'Connection successful' with the store's message; the POST has no body", async () => {
    const api = stubFetch({
      'GET /api/business-data/status': { body: businessStatus() },
      'POST /api/business-data/test-connection': { body: { connected: true, message: 'Connected to PostgreSQL 16.4 at db.local' } },
    });
    const { user } = renderWithProviders(<BusinessDataConfig />);
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));

    expect(await screen.findByText('Connection successful')).toBeInTheDocument();
    expect(screen.getByText('Connected to PostgreSQL 16.4 at db.local')).toBeInTheDocument();
    expect(api.callsTo('POST /api/business-data/test-connection')[0].body).toBeUndefined();
  });

  it("toasts 'Connection Test Failed' when the store cannot be reached", async () => {
    stubFetch({
      'GET /api/business-data/status': { body: businessStatus() },
      'POST /api/business-data/test-connection': { body: { connected: false, message: 'password authentication failed' } },
    });
    const { user } = renderWithProviders(<BusinessDataConfig />);
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));

    expect(await screen.findByText('Connection Test Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to test database connection')).toBeInTheDocument();
    expect(screen.getByText('password authentication failed')).toBeInTheDocument();
    expect(screen.getByText('Connection Test Failed').closest('.ant-notification-notice')).toHaveClass('ant-notification-notice-error');
  });

  it("toasts 'Connection Test Failed' / 'Unable to test database connection' when the call fails", async () => {
    stubFetch({
      'GET /api/business-data/status': { body: businessStatus() },
      'POST /api/business-data/test-connection': { status: 500, body: 'boom' },
    });
    const { user } = renderWithProviders(<BusinessDataConfig />);
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));

    expect(await screen.findByText('Connection Test Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to test database connection')).toBeInTheDocument();
  });
});
