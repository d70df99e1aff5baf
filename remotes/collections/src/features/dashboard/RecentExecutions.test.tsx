import { screen, within } from '@testing-library/react';
import { Dashboard } from './components/Dashboard';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { execution, metrics } from '../../test/fixtures';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const executions = [
  execution({ id: 'e1', workflowName: 'Bulk SMS Campaign', status: 'success', startTime: minutesAgo(5) }),
  execution({ id: 'e2', workflowName: 'WhatsApp Reminder', status: 'running', startTime: minutesAgo(10) }),
  execution({ id: 'e3', workflowName: 'Tally Sync', status: 'failed', startTime: minutesAgo(20) }),
  execution({ id: 'e4', workflowName: 'Customer Data Refresh', status: 'queued', startTime: null }),
  execution({ id: 'e5', workflowName: 'Payment Link', status: 'success', startTime: minutesAgo(60) }),
];

function renderDashboard(list = executions) {
  stubFetch({ 'GET /api/dashboard/metrics': { body: metrics }, 'GET /api/workflows/executions': { body: list } });
  return renderWithProviders(<Dashboard />);
}

describe('Recent Workflow Executions', () => {
  it('lists only the first 4 executions', async () => {
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Recent workflow executions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).queryByText('Payment Link')).not.toBeInTheDocument();
  });

  it('shows the relative start time, or Unknown time when there is none', async () => {
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Recent workflow executions' });
    expect(within(list).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(list).getByText('Unknown time')).toBeInTheDocument();
  });

  it('colours the status badge by status', async () => {
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Recent workflow executions' });
    const badgeOf = (name: string) =>
      within(within(list).getByText(name).closest('li') as HTMLElement).getByText(/success|running|failed|queued/);
    expect(badgeOf('Bulk SMS Campaign').closest('.ant-tag')).toHaveClass('ant-tag-success');
    const running = badgeOf('WhatsApp Reminder').closest('.ant-tag') as HTMLElement;
    expect(running).toHaveClass('ant-tag-warning');
    expect(running.querySelector('.ant-badge-status-processing')).not.toBeNull();
    expect(badgeOf('Tally Sync').closest('.ant-tag')).toHaveClass('ant-tag-error');
    const neutral = badgeOf('Customer Data Refresh').closest('.ant-tag') as HTMLElement;
    expect(neutral).not.toHaveClass('ant-tag-success', 'ant-tag-warning', 'ant-tag-error');
  });

  it('says so when there are no executions', async () => {
    renderDashboard([]);
    expect(await screen.findByText('No workflow executions found')).toBeInTheDocument();
  });

  it('View All opens every execution, newest first', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('list', { name: 'Recent workflow executions' });
    await user.click(screen.getByRole('button', { name: 'View All' }));

    const dialog = await screen.findByRole('dialog', { name: 'All Workflow Executions' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'Bulk SMS Campaign',
      'WhatsApp Reminder',
      'Tally Sync',
      'Payment Link',
      'Customer Data Refresh',
    ]);
  });
});
