import { act, screen, waitFor, within } from '@testing-library/react';
import { REALTIME_MESSAGE_ACTION, type TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import type { TSyncLog } from '@duesflow/shared-contracts/tally';
import { Tally } from './components/Tally';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { syncLog, tallyStatus } from '../../test/fixtures';

function renderTally(logs: TSyncLog[]) {
  const api = stubFetch({ 'GET /api/tally/status': { body: tallyStatus }, 'GET /api/tally/sync-logs': { body: logs } });
  return { api, ...renderWithProviders(<Tally />, { route: '/tally' }) };
}

const minutesAfter = (minutes: number) => new Date(Date.parse('2026-11-22T10:00:00Z') + minutes * 60_000).toISOString();

describe('Recent Sync Activity', () => {
  it('shows the latest 10 logs, newest first', async () => {
    const logs = Array.from({ length: 12 }, (_, index) =>
      syncLog({ id: `s${index}`, tallyRecordId: `TL-${index}`, lastSyncAt: minutesAfter(index) }),
    );
    renderTally(logs);
    const list = await screen.findByRole('list', { name: 'Recent sync activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Record TL-11');
    expect(items[9]).toHaveTextContent('Record TL-2');
  });

  it('shows status, direction, record, time and the error of each log', async () => {
    renderTally([
      syncLog({
        id: 'a',
        syncStatus: 'failed',
        tallyRecordId: 'TV-42',
        errorMessage: 'Party "X" has no name',
        lastSyncAt: minutesAfter(2),
      }),
      syncLog({ id: 'b', syncStatus: 'pending', syncDirection: 'airtable_to_tally', tallyRecordId: null, lastSyncAt: minutesAfter(1) }),
      syncLog({ id: 'c', syncStatus: 'success', lastSyncAt: minutesAfter(0) }),
    ]);
    const list = await screen.findByRole('list', { name: 'Recent sync activity' });
    const [failed, pending, success] = within(list).getAllByRole('listitem');

    expect(within(failed).getByText('failed').closest('.ant-tag')).toHaveClass('ant-tag-error');
    expect(within(failed).getByText('From Tally')).toBeInTheDocument();
    expect(within(failed).getByText('Record TV-42')).toBeInTheDocument();
    expect(within(failed).getByText('Party "X" has no name')).toBeInTheDocument();
    expect(within(failed).getByText(/22 Nov 2026/)).toBeInTheDocument();

    expect(within(pending).getByText('pending').closest('.ant-tag')).toHaveClass('ant-tag-warning');
    expect(within(pending).getByText('To Tally')).toBeInTheDocument();
    expect(within(pending).queryByText(/^Record/)).not.toBeInTheDocument();

    expect(within(success).getByText('success').closest('.ant-tag')).toHaveClass('ant-tag-success');
  });

  it('says so when nothing has synced yet', async () => {
    renderTally([]);
    expect(await screen.findByText('No sync activity yet')).toBeInTheDocument();
  });

  it('reloads status and activity on realtime news about Tally', async () => {
    const { api, store } = renderTally([]);
    await screen.findByText('No sync activity yet');
    await screen.findByText('Connected');
    const dispatch = (payload: TRealtimeMessage) => act(() => void store.dispatch({ type: REALTIME_MESSAGE_ACTION, payload }));

    dispatch({ type: 'metrics_updated', data: { scopes: ['tally'] } });
    await waitFor(() => expect(api.callsTo('GET /api/tally/sync-logs')).toHaveLength(2));
    expect(api.callsTo('GET /api/tally/status')).toHaveLength(2);

    // A finished sync: its workflow_completed, then the metrics_updated naming what it changed.
    dispatch({ type: 'workflow_completed', data: { workflowName: 'Tally Sync', executionId: 'e1', status: 'success' } });
    dispatch({ type: 'metrics_updated', data: { scopes: ['executions', 'dashboard', 'tally'], executionId: 'e1' } });
    await waitFor(() => expect(api.callsTo('GET /api/tally/sync-logs')).toHaveLength(3));
  });
});
