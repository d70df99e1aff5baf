import { screen, waitFor } from '@testing-library/react';
import { Dashboard } from './components/Dashboard';
import { renderWithProviders } from '../../test/renderWithProviders';
import { deferred, stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { metrics } from '../../test/fixtures';

const refreshed = { success: true, message: 'Refreshed', metrics };

function renderDashboard(reply: Parameters<typeof stubFetch>[0][string]) {
  let metricsLoads = 0;
  const api = stubFetch({
    // The second load answers different figures, so the reload is visible on screen.
    'GET /api/dashboard/metrics': () => ({ body: metricsLoads++ === 0 ? metrics : { ...metrics, totalCollections: 2000000 } }),
    'GET /api/workflows/executions': { body: [] },
    'POST /api/dashboard/refresh': reply,
  });
  return { api, ...renderWithProviders(<Dashboard />) };
}

describe('Dashboard refresh', () => {
  it('refreshes, toasts Data refreshed and reloads the metrics', async () => {
    const { api, user } = renderDashboard({ body: refreshed });
    await screen.findByText('₹12,34,567.00');
    await user.click(screen.getByRole('button', { name: 'Refresh dashboard' }));

    expect(await screen.findByText('Data refreshed')).toBeInTheDocument();
    expect(await screen.findByText('₹20,00,000.00')).toBeInTheDocument();
    expect(api.callsTo('POST /api/dashboard/refresh')[0].body).toBeUndefined();
  });

  it('toasts Refresh failed and keeps the figures when the refresh fails', async () => {
    const { api, user } = renderDashboard({ status: 503, body: '' });
    await screen.findByText('₹12,34,567.00');
    await user.click(screen.getByRole('button', { name: 'Refresh dashboard' }));

    expect(await screen.findByText('Refresh failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to refresh dashboard data. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('₹12,34,567.00')).toBeInTheDocument();
    expect(api.callsTo('GET /api/dashboard/metrics')).toHaveLength(1);
  });

  it('is disabled while the refresh is pending', async () => {
    const pending = deferred();
    const { user } = renderDashboard(() => pending.reply);
    await screen.findByText('₹12,34,567.00');
    await user.click(screen.getByRole('button', { name: 'Refresh dashboard' }));

    expect(screen.getByRole('button', { name: 'Refresh dashboard' })).toBeDisabled();
    pending.release({ body: refreshed });
    expect(await screen.findByText('Data refreshed')).toBeInTheDocument();
    // Awaited: a button's loading state can outlive the toast by a tick.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh dashboard' })).toBeEnabled());
  });
});
