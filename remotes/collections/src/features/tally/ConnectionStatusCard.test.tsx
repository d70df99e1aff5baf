import { screen, within } from '@testing-library/react';
import { Tally } from './components/Tally';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { tallyStatus } from '../../test/fixtures';
import { formatSyncTime } from './syncText';

function renderTally(status: Parameters<typeof stubFetch>[0][string]) {
  const api = stubFetch({ 'GET /api/tally/status': status, 'GET /api/tally/sync-logs': { body: [] } });
  return { api, ...renderWithProviders(<Tally />, { route: '/tally' }) };
}

/** The value next to a label in the status card. */
function field(label: string) {
  const card = screen.getByText('Connection Status').closest('.ant-card') as HTMLElement;
  const labelCell = within(card).getByText(label);
  return (labelCell.closest('.ant-descriptions-item-container') ?? labelCell.closest('tr')) as HTMLElement;
}

describe('Tally connection status', () => {
  it('shows connection, records synced, workflow, errors and the sync times', async () => {
    renderTally({ body: tallyStatus });
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(within(field('Records synced')).getByText('12,345')).toBeInTheDocument();
    expect(within(field('Sync workflow')).getByText('Active')).toBeInTheDocument();
    expect(within(field('Sync errors')).getByText('2')).toBeInTheDocument();
    expect(within(field('Last sync')).getByText(formatSyncTime(tallyStatus.lastSync, 'Never'))).toBeInTheDocument();
    expect(
      within(field('Next scheduled sync')).getByText(formatSyncTime(tallyStatus.nextScheduledSync, 'Not scheduled')),
    ).toBeInTheDocument();
    expect(within(field('Last sync')).getByText(/2026, .* IST$/)).toBeInTheDocument();
    expect(within(field('Next scheduled sync')).getByText(/ IST$/)).toBeInTheDocument();
  });

  it('says Disconnected, Inactive, Never and Not scheduled when nothing has synced', async () => {
    renderTally({
      body: {
        ...tallyStatus,
        connected: false,
        n8nWorkflowStatus: 'paused',
        recordsProcessed: 0,
        errorCount: 0,
        lastSync: null,
        nextScheduledSync: null,
      },
    });
    expect(await screen.findByText('Disconnected')).toBeInTheDocument();
    expect(within(field('Sync workflow')).getByText('Inactive')).toBeInTheDocument();
    expect(within(field('Last sync')).getByText('Never')).toBeInTheDocument();
    expect(within(field('Next scheduled sync')).getByText('Not scheduled')).toBeInTheDocument();
    // No schedule: the card does not promise one.
    expect(screen.queryByText(/Sync runs automatically/)).not.toBeInTheDocument();
    expect(screen.getByText(/Automatic sync is off/)).toBeInTheDocument();
  });

  it('lists the automatic sync types and the 2-hour schedule', async () => {
    renderTally({ body: tallyStatus });
    const types = screen.getByRole('list', { name: 'Automatic sync types' });
    expect(
      within(types)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Customer/party data', 'Sales invoices', 'Payment receipts']);
    expect(await screen.findByText(/Sync runs automatically every 2 hours\./)).toBeInTheDocument();
  });

  it('shows an error with Retry when the status cannot be loaded', async () => {
    let attempts = 0;
    const { user } = renderTally(() => (++attempts === 1 ? { status: 503, body: '' } : { body: tallyStatus }));
    expect(await screen.findByText('Unable to load Tally status')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Connected')).toBeInTheDocument();
  });
});
