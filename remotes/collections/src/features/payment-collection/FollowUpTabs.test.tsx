import { screen, within } from '@testing-library/react';
import { PaymentCollection } from './components/PaymentCollection';
import { renderWithProviders } from '../../test/renderWithProviders';
import { deferred, stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { analysisPages, followUpEntry, trackingAnalysis, trackingDashboard } from '../../test/fixtures';
import type { TPaymentTrackingAnalysis } from '@duesflow/shared-contracts/payment-tracking';

function renderScreen(analysis: TPaymentTrackingAnalysis = trackingAnalysis) {
  const api = stubFetch({
    'GET /api/payment-tracking/dashboard': { body: trackingDashboard },
    'GET /api/payment-tracking/analysis': analysisPages(analysis),
  });
  return { api, ...renderWithProviders(<PaymentCollection />, { route: '/payment-collection' }) };
}

function card(name: string) {
  return screen.getByText(name, { selector: '.ant-card-head-title a' }).closest('.ant-card') as HTMLElement;
}

describe('Follow-up tabs', () => {
  it('names the four lists with their counts, Urgent Overdue first', async () => {
    renderScreen();
    await screen.findByText('Asha Traders');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Urgent Overdue 2',
      'Recent Overdue 1',
      'Due Soon 1',
      'Follow-up Required 0',
    ]);
    expect(screen.getByRole('tab', { name: 'Urgent Overdue 2' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows each customer card with its figures and recommended action', async () => {
    renderScreen();
    await screen.findByText('Asha Traders');
    const list = screen.getByRole('list', { name: 'Urgent Overdue customers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const asha = within(card('Asha Traders'));
    expect(asha.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(asha.getByText('urgent')).toBeInTheDocument();
    expect(asha.getByText('₹85,000.00')).toBeInTheDocument();
    expect(asha.getByText('32 days overdue')).toBeInTheDocument();
    expect(asha.getByText('Last contacted 4 days ago')).toBeInTheDocument();
    expect(asha.getByText('Recommended: Urgent call')).toBeInTheDocument();
    // The name opens the customer's page.
    expect(asha.getByRole('link', { name: 'Asha Traders' })).toHaveAttribute('href', `/customers/${followUpEntry().customerId}`);

    const bharat = within(card('Bharat Steel'));
    expect(bharat.getByText('No phone')).toBeInTheDocument();
    expect(bharat.getByText('high')).toBeInTheDocument();
    expect(bharat.getByText('₹2,50,000.75')).toBeInTheDocument();
    expect(bharat.getByText('Never contacted')).toBeInTheDocument();
    expect(bharat.getByText('Recommended: AI call')).toBeInTheDocument();
  });

  it('shows the other lists on their tabs, with days until due for Due Soon', async () => {
    const { user } = renderScreen();
    await screen.findByText('Asha Traders');

    await user.click(screen.getByRole('tab', { name: 'Due Soon 1' }));
    const deepa = within(card('Deepa Textiles'));
    expect(deepa.getByText('Due in 2 days')).toBeInTheDocument();
    expect(deepa.getByText('low')).toBeInTheDocument();
    expect(deepa.getByText('Recommended: SMS')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Recent Overdue 1' }));
    expect(within(card('Chetan Stores')).getByText('Recommended: WhatsApp')).toBeInTheDocument();
  });

  it('reads a Due Soon entry with 0 days as due within 3 days', async () => {
    const dueSoon = [
      followUpEntry({ customerId: 'c5', customerName: 'Esha Foods', priority: 'low', daysOverdue: 0, recommendedAction: 'sms' }),
    ];
    const { user } = renderScreen({ ...trackingAnalysis, dueSoon });
    await screen.findByText('Asha Traders');
    await user.click(screen.getByRole('tab', { name: 'Due Soon 1' }));
    expect(within(card('Esha Foods')).getByText('Due within 3 days')).toBeInTheDocument();
  });

  it('says so when a list is empty', async () => {
    const { user } = renderScreen();
    await screen.findByText('Asha Traders');
    await user.click(screen.getByRole('tab', { name: 'Follow-up Required 0' }));
    expect(screen.getByText('No customers in this list')).toBeVisible();
  });

  it('asks the API for 12 cards at a time and counts the whole tab', async () => {
    const many = Array.from({ length: 13 }, (_, index) =>
      followUpEntry({ customerId: `c${index}`, customerName: `Customer ${index + 1}` }),
    );
    const { api, user } = renderScreen({ ...trackingAnalysis, urgentOverdue: many });
    const list = await screen.findByRole('list', { name: 'Urgent Overdue customers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByRole('tab', { name: /Urgent Overdue/ })).toHaveTextContent('Urgent Overdue 13');
    expect(Object.fromEntries(api.callsTo('GET /api/payment-tracking/analysis')[0].query)).toEqual({ limit: '12', offset: '0' });

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Customer 13')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Urgent Overdue customers' })).getAllByRole('listitem')).toHaveLength(1);
    expect(api.callsTo('GET /api/payment-tracking/analysis').at(-1)!.query.get('offset')).toBe('12');
  });

  it('shows a placeholder while loading, then an error with Retry', async () => {
    const pending = deferred();
    let attempts = 0;
    stubFetch({
      'GET /api/payment-tracking/dashboard': { body: trackingDashboard },
      'GET /api/payment-tracking/analysis': () => (++attempts === 1 ? pending.reply : { body: trackingAnalysis }),
    });
    const { user } = renderWithProviders(<PaymentCollection />);

    expect(screen.getByLabelText('Loading follow-up lists')).toBeInTheDocument();
    pending.release({ status: 500, body: { error: 'internal', message: 'Database unavailable' } });
    expect(await screen.findByText('Unable to load follow-up lists')).toBeInTheDocument();
    expect(screen.getByText('500: Database unavailable')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Asha Traders')).toBeInTheDocument();
  });

  it('shows a promise or dispute on the card instead of recommending a call', async () => {
    renderScreen({
      ...trackingAnalysis,
      urgentOverdue: [
        followUpEntry({ contactHold: { kind: 'disputed', until: null, note: 'Goods damaged' } }),
        followUpEntry({ customerId: 'c5', customerName: 'Esha Foods', contactHold: { kind: 'promised', until: '2026-11-29', note: null } }),
      ],
    });
    await screen.findByText('Asha Traders');
    const asha = within(card('Asha Traders'));
    expect(asha.getByText('Open dispute')).toBeInTheDocument();
    expect(asha.getByText('On hold: Open dispute')).toBeInTheDocument();
    expect(asha.queryByText(/^Recommended:/)).not.toBeInTheDocument();
    expect(asha.queryByText('urgent')).not.toBeInTheDocument();
    expect(asha.getByRole('button', { name: 'Follow up Asha Traders' })).not.toHaveClass('ant-btn-primary');
    const esha = within(card('Esha Foods'));
    expect(esha.getByText('Promised until 29 Nov 2026')).toBeInTheDocument();
    expect(esha.queryByText(/^Recommended:/)).not.toBeInTheDocument();
  });

  it('shows "Promise broken" on the card of a customer whose latest promise broke', async () => {
    const { user } = renderScreen({
      ...trackingAnalysis,
      urgentOverdue: [followUpEntry({ brokenPromise: { promisedDate: '2026-12-06', amount: 7_845.17 } })],
    });
    await screen.findByText('Asha Traders');
    const asha = within(card('Asha Traders'));
    await user.hover(asha.getByText('Promise broken'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Promised ₹7,845.17 by 6 Dec 2026');
    // Reminders go again after a broken promise: the card still recommends the next step.
    expect(asha.getByText(/^Recommended:/)).toBeInTheDocument();
  });

  describe('where a row of four tabs does not fit (a phone)', () => {
    const wide = window.matchMedia;
    // A 375 px screen: only antd's `xs` query (max-width) matches.
    beforeEach(() => {
      window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width') });
    });
    afterEach(() => {
      window.matchMedia = wide;
    });

    it('stacks the four lists with their counts, all in view, and shows the chosen one', async () => {
      const { user } = renderScreen();
      await screen.findByText('Asha Traders');
      expect(screen.queryAllByRole('tab')).toHaveLength(0);
      const lists = screen.getByRole('radiogroup', { name: 'Follow-up lists' });
      expect(
        within(lists)
          .getAllByRole('radio')
          .map((option) => option.closest('label')?.textContent),
      ).toEqual(['Urgent Overdue 2', 'Recent Overdue 1', 'Due Soon 1', 'Follow-up Required 0']);
      await user.click(within(lists).getByText('Due Soon'));
      expect(await screen.findByText('Deepa Textiles')).toBeInTheDocument();
      expect(screen.queryByText('Asha Traders')).not.toBeInTheDocument();
    });
  });
});
