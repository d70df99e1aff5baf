import { act, screen, waitFor, within } from '@testing-library/react';
import { BusinessDataConfig } from './components/BusinessDataConfig';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { businessStatus } from '../../test/fixtures';

describe('Current configuration', () => {
  it('shows the store, deployment, connection and table mapping', async () => {
    stubFetch({ 'GET /api/business-data/status': { body: businessStatus() } });
    renderWithProviders(<BusinessDataConfig />);
    expect(await screen.findByText('PostgreSQL')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Business Data Configuration' })).toBeInTheDocument();
    expect(screen.getByText('On premise')).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    const mapping = screen.getByRole('list', { name: 'Table mapping' });
    expect(
      within(mapping)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['customers → customers', 'invoices → invoices']);
  });

  it("names duesflow's own database as such, with no way back offered", async () => {
    stubFetch({ 'GET /api/business-data/status': { body: businessStatus({ deploymentType: 'embedded' }) } });
    renderWithProviders(<BusinessDataConfig />);
    expect(await screen.findByText('duesflow database')).toBeInTheDocument();
    expect(screen.getByText('Embedded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use duesflow database' })).not.toBeInTheDocument();
  });

  it('switches back to the duesflow database from an external store', async () => {
    let status = businessStatus({ provider: 'airtable', deploymentType: 'cloud' });
    const api = stubFetch({
      'GET /api/business-data/status': () => ({ body: status }),
      'POST /api/business-data/switch/default': () => {
        status = businessStatus({ deploymentType: 'embedded' });
        return { body: { success: true, message: 'Switched to the duesflow database', status } };
      },
    });
    const { user } = renderWithProviders(<BusinessDataConfig />);
    await screen.findByText('Airtable', { selector: 'td *, td' });
    await user.click(screen.getByRole('button', { name: 'Use duesflow database' }));

    // It asks first, saying what will happen; nothing is switched until confirmed.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Switch to the duesflow database?');
    expect(within(dialog).getByText(/Every screen switches from Airtable to duesflow's own database, for everyone/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/business-data/switch/default')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));

    expect(await screen.findByText('Switched to duesflow database')).toBeInTheDocument();
    expect(api.callsTo('POST /api/business-data/switch/default')[0].body).toBeUndefined();
    expect(await screen.findByText('duesflow database')).toBeInTheDocument();
  });

  it('switches nothing when the confirmation is cancelled', async () => {
    const api = stubFetch({ 'GET /api/business-data/status': { body: businessStatus({ provider: 'airtable', deploymentType: 'cloud' }) } });
    const { user } = renderWithProviders(<BusinessDataConfig />);
    await screen.findByText('Airtable', { selector: 'td *, td' });
    await user.click(screen.getByRole('button', { name: 'Use duesflow database' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/business-data/switch/default')).toHaveLength(0);
  });

  it('shows Disconnected, and names a store it does not know in words', async () => {
    stubFetch({
      'GET /api/business-data/status': { body: businessStatus({ provider: 'app_database', deploymentType: 'cloud', connected: false }) },
    });
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
