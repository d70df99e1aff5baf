import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type TRecordedCall } from '@duesflow/shared-contracts/testing/fetch-stub';
import type { TWorklist, TWorklistItem } from '@duesflow/shared-contracts/worklist';
import { TEST_COLLECTOR } from '@duesflow/remote-kit/testing/renderWithProviders';
import { Worklist } from './components/Worklist';
import { renderWithProviders } from '../../test/renderWithProviders';

const item = (name: string, score: number, overrides: Partial<TWorklistItem> = {}): TWorklistItem => ({
  customerId: `00000000-0000-4000-8000-${String(score).padStart(12, '0')}`,
  name,
  phone: '+919811155201',
  email: null,
  overdue: 45_000,
  due: 45_000,
  daysOverdue: 45,
  score,
  parts: [
    { part: 'amount', label: '₹45,000.00 overdue', points: 37, rule: '8 points per tenfold of the amount overdue, at most 40' },
    { part: 'days', label: '45 days past due', points: 15, rule: '1 point per 3 days past due of the oldest overdue invoice, at most 30' },
  ],
  channel: 'voice',
  reason: 'Overdue ₹50,000 or more, or 30 days or more: call',
  hold: null,
  lastOutcome: null,
  brokenPromise: false,
  promiseDueToday: false,
  doneToday: false,
  ...overrides,
});

const ASHA = item('Asha Traders', 52);
const BHARAT = item('Bharat Stores', 40);

const COLLECTORS = [{ id: '00000000-0000-4000-8000-00000000c002', name: 'Kiran Collector', role: 'collector', customers: 4 }];

function stubWorklist() {
  let items = [ASHA, BHARAT];
  const list = (): TWorklist => ({
    collector: { id: '00000000-0000-4000-8000-00000000c001', name: TEST_COLLECTOR.name },
    date: '2026-11-26',
    portfolio: 2,
    done: items.filter((entry) => entry.doneToday).length,
    left: items.filter((entry) => !entry.doneToday).length,
    items,
  });
  return stubFetch({
    'GET /api/worklist': () => ({ body: list() }),
    'GET /api/portfolios/collectors': { body: COLLECTORS },
    'POST /api/portfolios/rules/apply': ({ body }: TRecordedCall) => ({
      body: { matched: 3, changed: (body as { dryRun: boolean }).dryRun ? 0 : 2 },
    }),
    [`POST /api/customers/${ASHA.customerId}/call-outcomes`]: ({ body }: TRecordedCall) => {
      const noAnswer = { part: 'outcome' as const, label: 'No answer today', points: -100, rule: 'Tried today without an answer' };
      items = [BHARAT, { ...ASHA, score: -48, parts: [...ASHA.parts, noAnswer], doneToday: true }];
      return {
        status: 201,
        body: {
          id: '00000000-0000-4000-8000-00000000a001',
          customerId: ASHA.customerId,
          outcome: (body as { outcome: string }).outcome,
          note: null,
          promisedDate: null,
          promisedAmount: null,
          callBackAt: null,
          staff: { id: '00000000-0000-4000-8000-00000000b001', name: TEST_COLLECTOR.name },
          createdAt: '2026-11-26T05:00:00.000Z',
        },
      };
    },
  });
}

const names = () =>
  within(screen.getByRole('list', { name: 'Worklist' }))
    .getAllByTestId('worklist-item')
    .map((row) => row.getAttribute('aria-label'));

describe('the Worklist', () => {
  it("shows the collector's customers ranked with their score's parts and the day's counts", async () => {
    stubWorklist();
    renderWithProviders(<Worklist />, { route: '/worklist', sessionUser: TEST_COLLECTOR });
    expect(await screen.findByText('Asha Traders')).toBeInTheDocument();
    expect(names()).toEqual(['Asha Traders', 'Bharat Stores']);
    const first = within(screen.getAllByTestId('worklist-item')[0]!);
    expect(first.getByText('Score 52')).toBeInTheDocument();
    expect(first.getByText('₹45,000.00 overdue +37')).toBeInTheDocument();
    expect(first.getByText('45 days past due +15')).toBeInTheDocument();
    expect(first.getByText(/Call: Overdue/)).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Call Asha Traders' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Done today' })).toHaveTextContent('0');
    expect(screen.getByRole('group', { name: 'Left' })).toHaveTextContent('2');
    // A collector sees their own list: no picker.
    expect(screen.queryByRole('combobox', { name: 'Collector' })).not.toBeInTheDocument();
  });

  it('works from the keyboard: j moves, o records "No answer", and the customer moves down', async () => {
    const api = stubWorklist();
    const { user } = renderWithProviders(<Worklist />, { route: '/worklist', sessionUser: TEST_COLLECTOR });
    await screen.findByText('Asha Traders');
    const current = () =>
      screen
        .getAllByTestId('worklist-item')
        .find((row) => row.getAttribute('aria-current') === 'true')
        ?.getAttribute('aria-label');
    expect(current()).toBe('Asha Traders');
    await user.keyboard('j');
    expect(current()).toBe('Bharat Stores');
    await user.keyboard('k');
    expect(current()).toBe('Asha Traders');

    await user.keyboard('o');
    const dialog = await screen.findByRole('dialog', { name: 'Record outcome: Asha Traders' });
    await user.click(within(dialog).getByRole('radio', { name: 'No answer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save outcome' }));

    await waitFor(() => expect(names()).toEqual(['Bharat Stores', 'Asha Traders']));
    expect(api.callsTo(`POST /api/customers/${ASHA.customerId}/call-outcomes`).map((call) => call.body)).toEqual([
      { outcome: 'no_answer' },
    ]);
    expect(screen.getByText('No answer today -100')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Done today' })).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: 'Left' })).toHaveTextContent('1');
  });

  it('n goes to the next customer not done today, and Enter opens the selected one', async () => {
    stubWorklist();
    const { user } = renderWithProviders(<Worklist />, { route: '/worklist', sessionUser: TEST_COLLECTOR });
    await screen.findByText('Asha Traders');
    await user.keyboard('n');
    expect(screen.getAllByTestId('worklist-item')[1]).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(`/customers/${BHARAT.customerId}`);
  });

  it('lets an admin count, then apply, a rule giving customers overdue by an amount to a collector', async () => {
    const api = stubWorklist();
    const { user } = renderWithProviders(<Worklist />, { route: '/worklist' });
    const form = within(await screen.findByRole('form', { name: 'Assign by rule' }));
    await user.type(form.getByLabelText('Amount overdue (₹)'), '50000');
    await user.click(form.getByRole('combobox', { name: 'Assign to collector' }));
    await user.click(await screen.findByTitle('Kiran Collector'));
    await user.click(form.getByRole('button', { name: 'Count' }));
    await waitFor(() => expect(api.callsTo('POST /api/portfolios/rules/apply')).toHaveLength(1));
    await user.click(form.getByRole('button', { name: 'Apply rule' }));
    await waitFor(() => expect(api.callsTo('POST /api/portfolios/rules/apply')).toHaveLength(2));
    const rule = { rule: { kind: 'overdue_at_least', amount: 50_000 }, collectorId: COLLECTORS[0]!.id, onlyUnowned: true };
    expect(api.callsTo('POST /api/portfolios/rules/apply').map((call) => call.body)).toEqual([
      { ...rule, dryRun: true },
      { ...rule, dryRun: false },
    ]);
  });
});
