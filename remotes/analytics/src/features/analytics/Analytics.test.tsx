import { act, screen, waitFor, within } from '@testing-library/react';
import { REALTIME_MESSAGE_ACTION } from '@duesflow/shared-contracts/realtime';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { Analytics } from './components/Analytics';
import { renderWithProviders } from '../../test/renderWithProviders';
import { summary30d, summary7d, summary90d } from '../../test/fixtures';

function stubSummary() {
  return stubFetch({
    'GET /api/analytics/summary': (call) => {
      const range = call.query.get('range');
      if (range === '30d') return { body: summary30d };
      if (range === '7d') return { body: summary7d };
      if (range === '90d') return { body: summary90d };
      return { status: 400, body: { error: `Unknown range ${range}` } };
    },
  });
}

const tile = (title: string) => screen.getByRole('generic', { name: title });

describe('Collection Analytics', () => {
  it('opens on 30d and shows the four KPI tiles with their change against the previous 30 days', async () => {
    const api = stubSummary();
    renderWithProviders(<Analytics />, { route: '/analytics' });

    expect(await screen.findByText('₹12,34,567.50')).toBeInTheDocument();
    expect(api.callsTo('GET /api/analytics/summary')[0].query.get('range')).toBe('30d');
    expect(within(tile('Amount Collected')).getByLabelText('up +23.5% vs previous 30d')).toBeInTheDocument();
    expect(within(tile('Collection Rate')).getByText('42.3%')).toBeInTheDocument();
    expect(within(tile('Collection Rate')).getByLabelText('down -6.2% vs previous 30d')).toBeInTheDocument();
    expect(within(tile('DSO (count-back)')).getByText('38 days')).toBeInTheDocument();
    expect(within(tile('Collection Effectiveness (CEI)')).getByText('71.2%')).toBeInTheDocument();
    expect(within(tile('Collection Effectiveness (CEI)')).getByText('— vs previous 30d')).toBeInTheDocument();
    expect(screen.getByText('25 Oct 2026 – 23 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('compared with 25 Sep 2026 – 24 Oct 2026')).toBeInTheDocument();
  });

  it('shows each workflow with its runs, success rate and health', async () => {
    stubSummary();
    renderWithProviders(<Analytics />);
    const bulk = await screen.findByRole('listitem', { name: 'Bulk SMS' });
    expect(within(bulk).getByText('12 runs · 91.7% success')).toBeInTheDocument();
    expect(within(bulk).getByText('active')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Payment Follow-up Call' })).getByText('warning')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Tally Sync' })).getByText('error')).toBeInTheDocument();
  });

  it('shows communication metrics per channel and the voice / SMS / WhatsApp split', async () => {
    stubSummary();
    renderWithProviders(<Analytics />);
    const sms = (await screen.findByRole('cell', { name: 'SMS' })).closest('tr') as HTMLElement;
    expect(within(sms).getByText('1,200')).toBeInTheDocument();
    expect(within(sms).getByText('1,100 (91.7%)')).toBeInTheDocument();
    expect(within(sms).getByText('55 (4.6%)')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Voice share')).getByText('5.1% · 80 contacts')).toBeInTheDocument();
    expect(within(screen.getByLabelText('WhatsApp share')).getByText('19.0% · 300 contacts')).toBeInTheDocument();
    expect(screen.getByLabelText('Collection trends chart')).toBeInTheDocument();
  });

  it('marks the partial last week of 90d in words and keeps every point readable for screen readers', async () => {
    stubSummary();
    renderWithProviders(<Analytics />, { route: '/analytics?range=90d' });
    expect(
      await screen.findByText(
        'Per week. The last point covers 6 of 7 days (up to today), so it is drawn dashed: it is partial, not a fall.',
      ),
    ).toBeInTheDocument();
    const last = screen.getByRole('rowheader', { name: '18 Nov 2026 – 23 Nov 2026 (partial: 6 of 7 days)' }).closest('tr') as HTMLElement;
    expect(within(last).getByText('₹1,20,000.00')).toBeInTheDocument();
    expect(within(last).getByText('8 payments')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '4 Nov 2026 – 10 Nov 2026' })).toBeInTheDocument();
  });

  it('exports what the screen shows for the range, as CSV or Excel', async () => {
    const saved: HTMLAnchorElement[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:summary');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    const api = stubFetch({
      'GET /api/analytics/summary': (call) => ({ body: call.query.get('range') === '7d' ? summary7d : summary30d }),
      'GET /api/analytics/summary/export': { body: 'x' },
    });
    const { user } = renderWithProviders(<Analytics />);
    await screen.findByText('₹12,34,567.50');
    await user.click(screen.getByText('7d'));
    await screen.findByText('₹2,50,000.00');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const calls = api.callsTo('GET /api/analytics/summary/export');
    expect(calls.map((call) => [call.query.get('range'), call.query.get('format'), call.credentials])).toEqual([
      ['7d', 'xlsx', 'include'],
      ['7d', 'csv', 'include'],
    ]);
    expect(saved.map((link) => link.download)).toEqual(['duesflow-collection-analytics-7d.xlsx', 'duesflow-collection-analytics-7d.csv']);
    click.mockRestore();
  });

  it('a range switch reloads every figure for that range', async () => {
    const api = stubSummary();
    const { user } = renderWithProviders(<Analytics />);
    await screen.findByText('₹12,34,567.50');

    await user.click(screen.getByText('7d'));
    expect(await screen.findByText('₹2,50,000.00')).toBeInTheDocument();
    expect(screen.queryByText('₹12,34,567.50')).not.toBeInTheDocument();
    expect(within(tile('Amount Collected')).getByLabelText('up +25.0% vs previous 7d')).toBeInTheDocument();
    expect(api.callsTo('GET /api/analytics/summary').map((call) => call.query.get('range'))).toEqual(['30d', '7d']);
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/');
  });

  it('reloads when a payment or a run changes the figures', async () => {
    const api = stubSummary();
    const { store } = renderWithProviders(<Analytics />);
    await screen.findByText('₹12,34,567.50');
    act(() => void store.dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'metrics_updated', data: { scopes: ['payments'] } } }));
    await waitFor(() => expect(api.callsTo('GET /api/analytics/summary')).toHaveLength(2));
  });

  it('says why the figures could not be loaded, with Retry', async () => {
    stubFetch({ 'GET /api/analytics/summary': { status: 500, statusText: 'Internal Server Error', body: '' } });
    renderWithProviders(<Analytics />);
    expect(await screen.findByText('Unable to load analytics')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
