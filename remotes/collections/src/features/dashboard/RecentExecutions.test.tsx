import { screen, within } from '@testing-library/react';
import { Dashboard } from './components/Dashboard';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch, type TRecordedCall } from '@duesflow/shared-contracts/testing/fetch-stub';
import type { TWorkflowExecution } from '@duesflow/shared-contracts/workflows';
import { execution, metrics } from '../../test/fixtures';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Five runs, their start times counted back from the moment of the call (the render), not from when the file loaded. */
const recentExecutions = () => [
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

function renderDashboard(list = recentExecutions()) {
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
      execution({
        id: 'e1',
        workflowName: 'Payment Follow-up Calls',
        status: 'success',
        contacted: 0,
        summary: '0 calls placed, 12 skipped (contacted in the last 24 hours)',
      }),
      execution({ id: 'e2', workflowName: 'Bulk SMS Campaign', status: 'success', contacted: 40 }),
    ]);
    const list = await screen.findByRole('list', { name: 'Recent workflow executions' });
    const itemOf = (name: string) => within(within(list).getByText(name).closest('li') as HTMLElement);
    expect(itemOf('Payment Follow-up Calls').queryByText('success')).not.toBeInTheDocument();
    expect(itemOf('Payment Follow-up Calls').getByText('nobody contacted')).toBeInTheDocument();
    expect(itemOf('Bulk SMS Campaign').getByText('success')).toBeInTheDocument();
  });

  it('gives a send its own outcome: nothing sent, partly sent, waiting until when, unknown', async () => {
    const skipped = { total: 94, byReason: { disputed: 94 }, recipients: [], cooldownHours: 24, cooldownChannels: [] };
    renderDashboard([
      execution({ id: 'e1', workflowName: 'SMS Campaign', status: 'success', contacted: 0, outcome: 'nothing_sent', skipped }),
      execution({
        id: 'e2',
        workflowName: 'Bulk SMS Campaign',
        status: 'running',
        outcome: 'waiting',
        waiting: { total: 12, until: '2030-01-02T03:30:00.000Z', byChannel: { sms: 12 } },
      }),
      execution({ id: 'e3', workflowName: 'Execute All Follow-ups', status: 'success', contacted: 5, outcome: 'partial' }),
      execution({ id: 'e4', workflowName: 'Payment Follow-up Calls', status: 'success', contacted: 5, outcome: 'unknown' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Recent workflow executions' });
    const itemOf = (name: string) => within(within(list).getByText(name).closest('li') as HTMLElement);
    expect(itemOf('SMS Campaign').getByText('nothing sent').closest('.ant-tag')).toHaveClass('ant-tag-volcano');
    expect(itemOf('SMS Campaign').queryByText('success')).not.toBeInTheDocument();
    expect(itemOf('Bulk SMS Campaign').getByText('waiting')).toBeInTheDocument();
    expect(itemOf('Bulk SMS Campaign').getByText('12 wait for the sending window, 2 Jan 2030, 09:00 IST')).toBeInTheDocument();
    expect(itemOf('Execute All Follow-ups').getByText('partly sent')).toBeInTheDocument();
    expect(itemOf('Payment Follow-up Calls').getByText('unknown — check')).toBeInTheDocument();
  });

  it('View All shows why a run skipped people, what waits, and its cost', async () => {
    const { user } = renderDashboard([
      execution({
        id: 'e1',
        workflowName: 'SMS Campaign',
        status: 'success',
        contacted: 0,
        outcome: 'nothing_sent',
        summary: 'Nobody was contacted',
        skipped: { total: 94, byReason: { disputed: 90, no_phone: 4 }, recipients: [], cooldownHours: 24, cooldownChannels: [] },
        cost: { amount: 0.0225, currency: 'USD' },
      }),
    ]);
    await screen.findByRole('list', { name: 'Recent workflow executions' });
    await user.click(screen.getByRole('button', { name: 'View All' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Workflow Executions' });
    expect(await within(dialog).findByText('94 skipped: 90 open dispute, 4 no phone number')).toBeInTheDocument();
    expect(within(dialog).getByText('Cost: $0.0225')).toBeInTheDocument();
    expect(within(dialog).getByText('nothing sent')).toBeInTheDocument();
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
