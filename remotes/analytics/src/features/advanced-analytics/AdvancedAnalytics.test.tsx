import { act, screen, waitFor, within } from '@testing-library/react';
import { REALTIME_MESSAGE_ACTION } from '@duesflow/shared-contracts/realtime';
import type { TAdvancedAnalytics } from '@duesflow/shared-contracts/analytics';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { AdvancedAnalytics } from './components/AdvancedAnalytics';
import { renderWithProviders } from '../../test/renderWithProviders';
import { advancedToday } from '../../test/fixtures';

const advancedWeek: TAdvancedAnalytics = {
  ...advancedToday,
  period: 'week',
  from: '2026-11-17',
  generatedAt: '2026-11-23T09:16:00.000Z',
  today: { ...advancedToday.today, callsMade: 70, smssSent: 800, contactsMade: 870, paymentsReceived: 41, totalAmount: 456789 },
};

function stubAdvanced(answers: Partial<Record<string, TAdvancedAnalytics[]>> = {}) {
  const queue = { today: [advancedToday], week: [advancedWeek], ...answers } as Record<string, TAdvancedAnalytics[]>;
  return stubFetch({
    'GET /api/analytics/advanced': (call) => {
      const list = queue[call.query.get('period') ?? ''];
      if (!list) return { status: 400, body: { error: 'unknown period' } };
      // Each load takes the next answer; the last one repeats.
      return { body: list.length > 1 ? list.shift() : list[0] };
    },
  });
}

const card = (name: string) => screen.getByRole('generic', { name });

describe('Advanced Analytics', () => {
  it('opens on today with the Live Overview figures from the API', async () => {
    const api = stubAdvanced();
    renderWithProviders(<AdvancedAnalytics />, { route: '/advanced-analytics' });

    expect(await screen.findByText('14 calls + 120 SMS today')).toBeInTheDocument();
    expect(api.callsTo('GET /api/analytics/advanced')[0].query.get('period')).toBe('today');
    expect(within(card('Contacts Made')).getByText('134')).toBeInTheDocument();
    expect(within(card('Payments Received')).getByText('9')).toBeInTheDocument();
    expect(within(card('Payments Received')).getByText('₹87,650.50 today')).toBeInTheDocument();
    expect(within(card('Success Rate')).getByText('27.4%')).toBeInTheDocument();
    expect(within(card('Active Calls')).getByText('3')).toBeInTheDocument();
    expect(within(card('Active Calls')).getByText('2 payments in the last hour')).toBeInTheDocument();
    expect(screen.getByText(/Live · updated 23 Nov 2026, 14:45 IST/)).toBeInTheDocument();

    const activity = screen.getByRole('list', { name: 'Live Activity' });
    expect(within(activity).getByText('Payment of ₹12,500.00 from Asha Traders (upi)', { exact: false })).toBeInTheDocument();
    expect(within(activity).getByText('SMS to Kaveri Agro: delivered', { exact: false })).toBeInTheDocument();

    const quick = card('Quick Statistics');
    expect(within(quick).getByText('64.2%')).toBeInTheDocument();
    expect(within(quick).getByText('₹9,738.94')).toBeInTheDocument();
    expect(within(quick).getByText('4.5 min')).toBeInTheDocument();
    expect(within(quick).getByText('6.7%')).toBeInTheDocument();
  });

  it('a period switch reloads the figures for that period', async () => {
    const api = stubAdvanced();
    const { user } = renderWithProviders(<AdvancedAnalytics />);
    await screen.findByText('14 calls + 120 SMS today');

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByTitle('Week'));
    expect(await screen.findByText('70 calls + 800 SMS in the last 7 days')).toBeInTheDocument();
    expect(within(card('Payments Received')).getByText('₹4,56,789.00 in the last 7 days')).toBeInTheDocument();
    expect(api.callsTo('GET /api/analytics/advanced').map((call) => call.query.get('period'))).toEqual(['today', 'week']);
  });

  it('a payment arriving over the realtime socket moves the open Live Overview, no reload of the page', async () => {
    const paid: TAdvancedAnalytics = {
      ...advancedToday,
      generatedAt: '2026-11-23T09:16:45.000Z',
      today: { ...advancedToday.today, paymentsReceived: 10, totalAmount: 97650.5, successRate: 28.1 },
    };
    stubAdvanced({ today: [advancedToday, paid] });
    const { store } = renderWithProviders(<AdvancedAnalytics />);
    await screen.findByText('₹87,650.50 today');

    act(() => void store.dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'metrics_updated', data: { scopes: ['payments'] } } }));
    expect(await screen.findByText('₹97,650.50 today')).toBeInTheDocument();
    expect(within(card('Payments Received')).getByText('10')).toBeInTheDocument();
    expect(within(card('Success Rate')).getByText('28.1%')).toBeInTheDocument();
    expect(screen.getByText(/Live · updated 23 Nov 2026, 14:46 IST/)).toBeInTheDocument();
  });

  it('shows a card per channel with the Channel stats fields', async () => {
    stubAdvanced();
    const { user } = renderWithProviders(<AdvancedAnalytics />);
    await screen.findByText('14 calls + 120 SMS today');
    await user.click(screen.getByRole('tab', { name: 'Channel Performance' }));

    const sms = await screen.findByRole('generic', { name: 'SMS performance' });
    for (const text of ['Sandbox SMS', '4.6%', '120', '6', '₹0.64', '₹12.75', '5.1 min', '10:00–11:00', '60.0%', '₹76.50']) {
      expect(within(sms).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('generic', { name: 'WhatsApp performance' })).toBeInTheDocument();
  });

  it('shows the last days with amounts in thousands and an arrow against the day before', async () => {
    stubAdvanced();
    const { user } = renderWithProviders(<AdvancedAnalytics />);
    await screen.findByText('14 calls + 120 SMS today');
    await user.click(screen.getByRole('tab', { name: 'Trends & Patterns' }));

    const row = (await screen.findByRole('cell', { name: '22 Nov 2026' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('₹50.0K')).toBeInTheDocument();
    expect(within(row).getAllByLabelText('up on the day before')).toHaveLength(2);
    expect(within(row).getAllByLabelText('down on the day before')).toHaveLength(2);
    expect(screen.getByText('₹87.7K')).toBeInTheDocument();
  });

  it('shows success by hour, language and overdue segment, the ageing table and the promise-kept rate', async () => {
    stubAdvanced();
    const { user } = renderWithProviders(<AdvancedAnalytics />);
    await screen.findByText('14 calls + 120 SMS today');
    await user.click(screen.getByRole('tab', { name: 'Customer Insights' }));

    expect(await screen.findByText('10:00–11:00')).toBeInTheDocument();
    expect(screen.getByText('Hindi')).toBeInTheDocument();
    // The overdue segments come before the ageing table, which has a 31–60 days row too.
    const segment = screen.getAllByRole('cell', { name: '31–60 days' })[0].closest('tr') as HTMLElement;
    expect(within(segment).getByText('45 days')).toBeInTheDocument();
    expect(within(segment).getByText('WhatsApp')).toBeInTheDocument();
    const over90 = screen.getByRole('cell', { name: '90+ days' }).closest('tr') as HTMLElement;
    expect(within(over90).getByText('₹12,34,567.00')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '₹2,50,000.25' })).toBeInTheDocument();
    expect(within(card('Promises to Pay')).getByText('62.5%')).toBeInTheDocument();
    expect(
      within(card('Promises to Pay')).getByText('5 of 8 promises kept, 3 broken (promises dated in the period that came due)'),
    ).toBeInTheDocument();
  });

  it("shows the customer's page over the period beside the promise-kept rate: who opened it, visits and the actions there", async () => {
    stubAdvanced();
    const { user } = renderWithProviders(<AdvancedAnalytics />);
    await screen.findByText('14 calls + 120 SMS today');
    await user.click(screen.getByRole('tab', { name: 'Customer Insights' }));

    const page = within(await screen.findByRole('generic', { name: "Customer's Page" }));
    const figure = (title: string) => page.getByText(title).closest('.ant-statistic') as HTMLElement;
    expect(within(figure('Customers who opened it')).getByText('14')).toBeInTheDocument();
    expect(within(figure('Visits')).getByText('1,234')).toBeInTheDocument();
    expect(within(figure('Promises made')).getByText('5')).toBeInTheDocument();
    expect(within(figure('Disputes raised')).getByText('2')).toBeInTheDocument();
    expect(within(figure('Payments claimed')).getByText('3')).toBeInTheDocument();
    expect(within(figure('Opt-outs')).getByText('1')).toBeInTheDocument();
  });

  it('shows spend, cost per payment, ROI as a multiple, cost per rupee collected and the efficiency ranking', async () => {
    stubAdvanced();
    const { user } = renderWithProviders(<AdvancedAnalytics />);
    await screen.findByText('14 calls + 120 SMS today');
    await user.click(screen.getByRole('tab', { name: 'Cost Analysis' }));

    expect(within(await screen.findByRole('generic', { name: 'Total Spend' })).getByText('₹77.75')).toBeInTheDocument();
    expect(within(card('Cost per Payment')).getByText('₹8.64')).toBeInTheDocument();
    expect(within(card('ROI')).getByText('1,127.3x')).toBeInTheDocument();
    expect(within(card('Cost per Rupee Collected')).getByText('₹0.0009')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['WhatsApp', 'Voice', 'SMS']);
    expect(within(rows[0]).getByText('Excellent')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Good')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Average')).toBeInTheDocument();
  });

  it('leaves ROI out below ₹100 of spend and says why, rather than a ratio over a few rupees of SMS', async () => {
    const tiny: TAdvancedAnalytics = { ...advancedToday, cost: { ...advancedToday.cost, totalSpend: 1.9, roi: null, roiLabel: '—' } };
    stubAdvanced({ today: [tiny] });
    const { user } = renderWithProviders(<AdvancedAnalytics />);
    await screen.findByText('14 calls + 120 SMS today');
    await user.click(screen.getByRole('tab', { name: 'Cost Analysis' }));
    const roi = within(await screen.findByRole('generic', { name: 'ROI' }));
    expect(roi.getByText('—')).toBeInTheDocument();
    expect(roi.getByText('Shown once spend reaches ₹100: over a few rupees the ratio says nothing.')).toBeInTheDocument();
  });

  it('draws success by hour and the ageing as charts, their figures kept in tables for screen readers', async () => {
    stubAdvanced();
    const { user } = renderWithProviders(<AdvancedAnalytics />);
    await screen.findByText('14 calls + 120 SMS today');
    await user.click(screen.getByRole('tab', { name: 'Customer Insights' }));
    const hours = (await screen.findByText('10:00–11:00')).closest('table') as HTMLElement;
    // The table is there for assistive technology, hidden from sight; the chart beside it is hidden from them.
    expect(hours.parentElement?.closest('[style*="clip"]')).not.toBeNull();
    expect(within(hours).getByText('31.5%')).toBeInTheDocument();
    const ageing = screen.getByRole('cell', { name: '90+ days' }).closest('table') as HTMLElement;
    expect(ageing.parentElement?.closest('[style*="clip"]')).not.toBeNull();
    const hourCard = screen.getByText('Success by Hour').closest('.ant-card') as HTMLElement;
    expect(hourCard.querySelector('.ant-card-body > [aria-hidden="true"]')).toHaveStyle({ height: '240px' });
  });
});

describe('Collectors', () => {
  it('shows each collector’s calls, right-party contacts, promises, collected and worklist completion for the period', async () => {
    const api = stubFetch({
      'GET /api/analytics/advanced': { body: advancedToday },
      'GET /api/analytics/collectors': {
        body: {
          period: 'today',
          from: '2026-11-23',
          to: '2026-11-23',
          generatedAt: '2026-11-23T09:15:30.000Z',
          collectors: [
            {
              collectorId: 'c1',
              name: 'Chetan Kulkarni',
              role: 'collector',
              portfolio: 120,
              calls: 25,
              rightPartyContacts: 15,
              rightPartyRate: 60,
              promisesTaken: 6,
              promisesKept: 3,
              promisesBroken: 1,
              promiseKeptRate: 75,
              collected: 125000.5,
              owing: 80,
              worked: 20,
              worklistCompletion: 25,
            },
          ],
        },
      },
    });
    const { user } = renderWithProviders(<AdvancedAnalytics />);
    await screen.findByText('14 calls + 120 SMS today');
    await user.click(screen.getByRole('tab', { name: 'Collectors' }));

    const row = (await screen.findByText('Chetan Kulkarni')).closest('tr') as HTMLElement;
    expect(api.callsTo('GET /api/analytics/collectors')[0].query.get('period')).toBe('today');
    expect(within(row).getByText('15 (60.0%)')).toBeInTheDocument();
    expect(within(row).getByText('75.0% (3 kept, 1 broken)')).toBeInTheDocument();
    expect(within(row).getByText('₹1,25,000.50')).toBeInTheDocument();
    expect(within(row).getByText('25.0% (20 of 80)')).toBeInTheDocument();
  });
});

describe('Export', () => {
  const created: Blob[] = [];
  let clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    created.length = 0;
    clicked = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return `blob:analytics-${created.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['CSV', 'csv'],
    ['Excel', 'xlsx'],
  ])('downloads the chosen period’s %s with the session', async (label, format) => {
    const file = format === 'csv' ? '\uFEFFSection,Figure,Value\r\nLive Overview,Contacts made,870\r\n' : 'PK-workbook-bytes';
    const api = stubFetch({
      'GET /api/analytics/advanced': (call) => ({ body: call.query.get('period') === 'week' ? advancedWeek : advancedToday }),
      'GET /api/analytics/export': { body: file },
    });
    const { user } = renderWithProviders(<AdvancedAnalytics />);
    await screen.findByText('14 calls + 120 SMS today');
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByTitle('Week'));
    await screen.findByText('70 calls + 800 SMS in the last 7 days');

    await user.click(screen.getByRole('button', { name: `Export ${label}` }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const [call] = api.callsTo('GET /api/analytics/export');
    expect(call.query.get('period')).toBe('week');
    expect(call.query.get('format')).toBe(format);
    expect(call.credentials).toBe('include');
    expect(clicked[0].download).toBe(`duesflow-analytics-week.${format}`);
    // Saved byte for byte: the CSV keeps its byte-order mark (EF BB BF), which Excel needs to read ₹.
    expect(Buffer.from(await created[0].arrayBuffer())).toEqual(Buffer.from(file, 'utf8'));
    expect(await screen.findByText('Export ready')).toBeInTheDocument();
  });

  it('says why an export failed', async () => {
    stubFetch({
      'GET /api/analytics/advanced': { body: advancedToday },
      'GET /api/analytics/export': { status: 503, statusText: 'Service Unavailable', body: '' },
    });
    const { user } = renderWithProviders(<AdvancedAnalytics />);
    await screen.findByText('14 calls + 120 SMS today');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('503: Service Unavailable')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });
});
