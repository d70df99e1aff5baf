import { screen, waitFor } from '@testing-library/react';
import { Tally } from './components/Tally';
import { renderWithProviders } from '../../test/renderWithProviders';
import { deferred, stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { tallyStatus } from '../../test/fixtures';

type TRoutes = Parameters<typeof stubFetch>[0];

async function renderTally(routes: TRoutes) {
  const api = stubFetch({ 'GET /api/tally/status': { body: tallyStatus }, 'GET /api/tally/sync-logs': { body: [] }, ...routes });
  const view = renderWithProviders(<Tally />, { route: '/tally' });
  await screen.findByText('Connected');
  await screen.findByText('No sync activity yet');
  const loads = () => ({
    status: api.callsTo('GET /api/tally/status').length,
    logs: api.callsTo('GET /api/tally/sync-logs').length,
  });
  return { api, loads, ...view };
}

const isDestructive = (title: string) =>
  expect(screen.getByText(title).closest('.ant-notification-notice')).toHaveClass('ant-notification-notice-error');

describe('Test Connection', () => {
  it('toasts Connection successful with the message and reloads the status', async () => {
    const { api, loads, user } = await renderTally({
      'POST /api/tally/test-connection': { body: { connected: true, message: 'TallyPrime answered at localhost:9000' } },
    });
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));

    expect(await screen.findByText('Connection successful')).toBeInTheDocument();
    expect(screen.getByText('TallyPrime answered at localhost:9000')).toBeInTheDocument();
    expect(api.callsTo('POST /api/tally/test-connection')[0].body).toBeUndefined();
    await waitFor(() => expect(loads().status).toBe(2));
  });

  it('toasts Connection failed when Tally is not connected', async () => {
    const { user } = await renderTally({
      'POST /api/tally/test-connection': { body: { connected: false, message: 'connect ECONNREFUSED' } },
    });
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));

    expect(await screen.findByText('Connection failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to connect to Tally ERP. Check configuration.')).toBeInTheDocument();
    isDestructive('Connection failed');
  });

  it('toasts Connection failed when the call fails', async () => {
    const { user } = await renderTally({ 'POST /api/tally/test-connection': { status: 500, body: 'boom' } });
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));

    expect(await screen.findByText('Connection failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to connect to Tally ERP. Check configuration.')).toBeInTheDocument();
  });

  it('is disabled while pending', async () => {
    const pending = deferred();
    const { user } = await renderTally({ 'POST /api/tally/test-connection': () => pending.reply });
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));

    expect(screen.getByRole('button', { name: /Test Connection$/ })).toBeDisabled();
    pending.release({ body: { connected: true, message: 'ok' } });
    await screen.findByText('Connection successful');
    // Awaited: antd's loading icon (and its "loading" name) can outlive the toast by a tick.
    expect(await screen.findByRole('button', { name: 'Test Connection' })).toBeEnabled();
  });
});

describe('Force Sync', () => {
  it('toasts Sync initiated with the message and reloads status and activity', async () => {
    const { api, loads, user } = await renderTally({
      'POST /api/tally/force-sync': { status: 202, body: { success: true, message: 'Tally sync started', executionId: 'e1' } },
    });
    await user.click(screen.getByRole('button', { name: 'Force Sync' }));

    expect(await screen.findByText('Sync initiated')).toBeInTheDocument();
    expect(screen.getByText('Tally sync started')).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/tally/force-sync');
    expect(call.body).toBeUndefined();
    expect(call.headers.get('Idempotency-Key')).toMatch(/.{16,}/);
    await waitFor(() => expect(loads()).toEqual({ status: 2, logs: 2 }));
  });

  it('toasts Sync failed when the sync cannot start', async () => {
    const { loads, user } = await renderTally({ 'POST /api/tally/force-sync': { status: 503, body: '' } });
    await user.click(screen.getByRole('button', { name: 'Force Sync' }));

    expect(await screen.findByText('Sync failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to trigger Tally synchronization. Check N8N workflow status.')).toBeInTheDocument();
    isDestructive('Sync failed');
    expect(loads()).toEqual({ status: 1, logs: 1 });
  });

  it('shows only the spec’s Sync failed toast when no Tally is configured, never the API’s detail', async () => {
    const detail = 'Tally is not connected: set TALLY_URL and restart duesflow';
    const { user } = await renderTally({
      'POST /api/tally/force-sync': { status: 503, body: { error: 'tally_not_connected', message: detail } },
    });
    await user.click(screen.getByRole('button', { name: 'Force Sync' }));

    expect(await screen.findByText('Sync failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to trigger Tally synchronization. Check N8N workflow status.')).toBeInTheDocument();
    expect(screen.queryByText(/TALLY_URL/)).not.toBeInTheDocument();
    expect(screen.queryByText('Sync initiated')).not.toBeInTheDocument();
  });
});
