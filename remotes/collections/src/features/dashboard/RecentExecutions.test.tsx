import { screen, within } from '@testing-library/react';
import { Dashboard } from './components/Dashboard';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch, type TRecordedCall } from '@duesflow/shared-contracts/testing/fetch-stub';
import type { TWorkflowExecution } from '@duesflow/shared-contracts/workflows';
import { execution, metrics } from '../../test/fixtures';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const executions = [
  execution({ id: 'e1', workflowName: 'Bulk SMS Campaign', status: 'success', startTime: minutesAgo(5) }),
  execution({ id: 'e2', workflowName: 'WhatsApp Reminder', status: 'running', startTime: minutesAgo(10) }),
  execution({ id: 'e3', workflowName: 'Tally Sync', status: 'failed', startTime: minutesAgo(20) }),
  execution({ id: 'e4', workflowName: 'Customer Data Refresh', status: 'queued', startTime: null }),
  execution({ id: 'e5', workflowName: 'Payment Link', status: 'success', startTime: minutesAgo(60) }),
];

/** The API: the spec's plain array without paging parameters, one page of every run with them. */
function executionsApi(list: TWorkflowExecution[]) {
  return (call: TRecordedCall) => {
    if (!call.query.has('page')) return { body: list };
    const page = Number(call.query.get('page'));
    const pageSize = Number(call.query.get('pageSize'));
    return { body: { items: list.slice((page - 1) * pageSize, page * pageSize), total: list.length, page, pageSize } };
  };
}

function renderDashboard(list = executions) {
  const api = stubFetch({ 'GET /api/dashboard/metrics': { body: metrics }, 'GET /api/workflows/executions': executionsApi(list) });
  return { api, ...renderWithProviders(<Dashboard />) };
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
    // A clear, solid green with white text (the theme's success colour), not antd's pale success tag.
    expect(badgeOf('Bulk SMS Campaign').closest('.ant-tag')).toHaveStyle({ backgroundColor: 'rgb(21, 128, 61)' });
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

  it('does not show a run that contacted nobody as a success', async () => {
    renderDashboard([
      execution({ id: 'e1', workflowName: 'Payment Follow-up Calls', status: 'success', contacted: 0, summary: '0 calls placed, 12 skipped (contacted in the last 24 hours)' }),
      execution({ id: 'e2', workflowName: 'Bulk SMS Campaign', status: 'success', contacted: 40 }),
    ]);
    const list = await screen.findByRole('list', { name: 'Recent workflow executions' });
    const itemOf = (name: string) => within(within(list).getByText(name).closest('li') as HTMLElement);
    expect(itemOf('Payment Follow-up Calls').queryByText('success')).not.toBeInTheDocument();
    expect(itemOf('Payment Follow-up Calls').getByText('nobody contacted')).toBeInTheDocument();
    expect(itemOf('Bulk SMS Campaign').getByText('success')).toBeInTheDocument();
  });

  it('View All lists every run a page at a time, with each run’s summary and link', async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      execution({ id: `r${index}`, workflowName: `Run ${index}`, startTime: minutesAgo(index), summary: `summary ${index}` }),
    );
    many[1] = { ...many[1], workflowName: 'Payment Link', paymentLink: 'https://pay.example/l/abc', summary: 'Link for Asha Traders' };
    const { api, user } = renderDashboard(many);
    await screen.findByRole('list', { name: 'Recent workflow executions' });
    await user.click(screen.getByRole('button', { name: 'View All' }));

    const dialog = await screen.findByRole('dialog', { name: 'All Workflow Executions' });
    await within(dialog).findByText('Run 0');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(dialog).getByText('summary 0')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'https://pay.example/l/abc' })).toHaveAttribute('href', 'https://pay.example/l/abc');

    await user.click(within(dialog).getByTitle('3'));
    expect(await within(dialog).findByText('Run 22')).toBeInTheDocument();
    expect(within(dialog).queryByText('Run 0')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/workflows/executions').at(-1)!.query.get('page')).toBe('3');
  });
});
