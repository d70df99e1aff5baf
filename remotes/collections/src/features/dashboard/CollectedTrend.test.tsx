import { screen, within } from '@testing-library/react';
import { Dashboard } from './components/Dashboard';
import { renderWithProviders } from '../../test/renderWithProviders';
import { deferred, stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { metrics } from '../../test/fixtures';

const point = (date: string, collected: number) => ({ date, label: date.slice(5), collected, invoiced: 0, payments: collected ? 1 : 0 });
const trend = [point('2026-10-28', 0), point('2026-10-29', 12500.5), point('2026-11-26', 250000)];

function card() {
  return screen.getByText('Collected, last 30 days').closest('.ant-card') as HTMLElement;
}

describe('Dashboard trend', () => {
  it('asks for the last 30 days and shows their total and dates, the figures first', async () => {
    const summary = deferred();
    const api = stubFetch({
      'GET /api/dashboard/metrics': { body: metrics },
      'GET /api/workflows/executions': { body: [] },
      'GET /api/analytics/summary': () => summary.reply,
    });
    renderWithProviders(<Dashboard />);

    // The metrics do not wait for the trend; its card holds its place meanwhile.
    expect(await screen.findByText('₹12,34,567.00')).toBeInTheDocument();
    expect(within(card()).getByLabelText('Loading the collection trend')).toBeInTheDocument();
    expect(api.callsTo('GET /api/analytics/summary')[0]?.query.get('range')).toBe('30d');

    summary.release({ body: { trend } });
    expect(await within(card()).findByText('₹2,62,500.50')).toBeInTheDocument();
    expect(within(card()).getByText('28 Oct 2026 – 26 Nov 2026')).toBeInTheDocument();
  });

  it('says why when the trend cannot be loaded, the rest of the dashboard unaffected', async () => {
    stubFetch({
      'GET /api/dashboard/metrics': { body: metrics },
      'GET /api/workflows/executions': { body: [] },
      'GET /api/analytics/summary': { status: 503, body: 'Service Unavailable' },
    });
    renderWithProviders(<Dashboard />);
    expect(await within(card()).findByText('Unable to load the collection trend')).toBeInTheDocument();
    expect(within(card()).getByText('503: Service Unavailable')).toBeInTheDocument();
    expect(screen.getByText('₹12,34,567.00')).toBeInTheDocument();
  });
});
