import { screen, within } from '@testing-library/react';
import { Dashboard } from './components/Dashboard';
import { renderWithProviders } from '../../test/renderWithProviders';
import { deferred, stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { metrics } from '../../test/fixtures';

describe('Dashboard metric cards', () => {
  it('shows exactly four placeholder cards while the metrics load', async () => {
    const pending = deferred();
    stubFetch({ 'GET /api/dashboard/metrics': () => pending.reply, 'GET /api/workflows/executions': { body: [] } });
    renderWithProviders(<Dashboard />);

    // The cards already hold their titles (nothing moves when the figures come); the figures are placeholders.
    expect(screen.getAllByLabelText('Loading metric')).toHaveLength(4);
    expect(screen.getByText('Total Collections')).toBeInTheDocument();
    expect(screen.queryByText('₹12,34,567.00')).not.toBeInTheDocument();

    pending.release({ body: metrics });
    expect(await screen.findByText('₹12,34,567.00')).toBeInTheDocument();
    expect(screen.queryAllByLabelText('Loading metric')).toHaveLength(0);
  });

  it('shows "—" for the success rate until a run has finished, not 0.0%', async () => {
    stubFetch({
      'GET /api/dashboard/metrics': { body: { ...metrics, successRate: 0, finishedWorkflows: 0 } },
      'GET /api/workflows/executions': { body: [] },
    });
    renderWithProviders(<Dashboard />);
    await screen.findByText('₹12,34,567.00');
    const card = screen.getByText('Success Rate').closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('—')).toBeInTheDocument();
    expect(screen.queryByText('0.0%')).not.toBeInTheDocument();
  });

  it('formats each figure the Indian way', async () => {
    stubFetch({ 'GET /api/dashboard/metrics': { body: metrics }, 'GET /api/workflows/executions': { body: [] } });
    renderWithProviders(<Dashboard />);

    expect(await screen.findByText('₹12,34,567.00')).toBeInTheDocument();
    expect(screen.getByText('87.5%')).toBeInTheDocument();
    expect(screen.getByText('Active Workflows')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Pending Actions')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('Success Rate')).toBeInTheDocument();
  });

  it('shows Total Collections with exactly two decimals in Indian grouping', async () => {
    stubFetch({
      'GET /api/dashboard/metrics': { body: { ...metrics, totalCollections: 20774117.2 } },
      'GET /api/workflows/executions': { body: [] },
    });
    renderWithProviders(<Dashboard />);
    expect(await screen.findByText('₹2,07,74,117.20')).toBeInTheDocument();
  });

  it('sends the session cookies with every call', async () => {
    const api = stubFetch({ 'GET /api/dashboard/metrics': { body: metrics }, 'GET /api/workflows/executions': { body: [] } });
    renderWithProviders(<Dashboard />);

    await screen.findByText('₹12,34,567.00');
    expect(api.calls.length).toBeGreaterThan(0);
    for (const call of api.calls) expect(call.credentials).toBe('include');
  });

  it('keeps each card with its own fixed caption', async () => {
    stubFetch({ 'GET /api/dashboard/metrics': { body: metrics }, 'GET /api/workflows/executions': { body: [] } });
    renderWithProviders(<Dashboard />);

    const card = (await screen.findByText('Total Collections')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Payments received to date')).toBeInTheDocument();
  });
});
