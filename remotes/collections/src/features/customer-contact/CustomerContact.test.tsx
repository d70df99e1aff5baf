import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type TRecordedCall } from '@duesflow/shared-contracts/testing/fetch-stub';
import { CAPABILITY_DENIED_REASON } from '@duesflow/shared-contracts/auth';
import type { TContactPreferences } from '@duesflow/shared-contracts/reminder-sequences';
import { TEST_COLLECTOR, TEST_VIEWER } from '@duesflow/remote-kit/testing/renderWithProviders';
import { Customers } from '../customers/components/Customers';
import { renderWithProviders } from '../../test/renderWithProviders';
import { contactPreferences, customer, customerPages } from '../../test/fixtures';
import { todayInIndia } from './components/formatContactDates';
import { openReminders } from '../../test/reminders';

const asha = customer();
const BASE = `/api/customers/${asha.id}`;
const FUTURE = '2099-12-01';
/** FUTURE as the date field shows it (and as it is typed there). */
const FUTURE_SHOWN = '1 Dec 2099';

const preferences = (overrides: Partial<TContactPreferences> = {}) => contactPreferences(asha.id, overrides);

/**
 * The API as far as the drawer uses it: the customer's preferences, changed by each call the way the
 * API changes them, so what the drawer shows afterwards is what the server answered.
 */
function stubPreferences(initial: TContactPreferences = preferences(), extra: Parameters<typeof stubFetch>[0] = {}) {
  let current = initial;
  const answer = (change: Partial<TContactPreferences>) => {
    current = { ...current, ...change };
    return { body: current };
  };
  return stubFetch({
    'GET /api/customers': customerPages([asha]),
    [`GET ${BASE}/contact-preferences`]: () => ({ body: current }),
    [`PUT ${BASE}/stop-reminders`]: ({ body }: TRecordedCall) => {
      const stop = (body as { stopReminders: boolean }).stopReminders;
      return answer({ stopReminders: stop, stopRemindersAt: stop ? '2026-12-03T04:45:00.000Z' : null });
    },
    [`POST ${BASE}/promise-to-pay`]: ({ body }: TRecordedCall) => {
      const promise = body as { promisedDate: string; amount?: number; note?: string };
      return answer({ promisedDate: promise.promisedDate, promisedAmount: promise.amount ?? null, promiseNote: promise.note ?? null });
    },
    [`DELETE ${BASE}/promise-to-pay`]: () => answer({ promisedDate: null, promisedAmount: null, promiseNote: null }),
    [`POST ${BASE}/dispute`]: ({ body }: TRecordedCall) =>
      answer({ disputed: true, disputeReason: (body as { reason: string }).reason, disputedAt: '2026-12-03T05:00:00.000Z' }),
    [`DELETE ${BASE}/dispute`]: () => answer({ disputed: false, disputeReason: null, disputedAt: null }),
    [`DELETE ${BASE}/paid-claim`]: () => answer({ paidClaim: null }),
    [`PUT ${BASE}/opt-outs`]: ({ body }: TRecordedCall) =>
      answer({ optedOutChannels: (body as { channels: TContactPreferences['optedOutChannels'] }).channels }),
    // The drawer's "Customer's page" section (CustomerPage.test.tsx).
    [`GET ${BASE}/page-link`]: { body: { open: 0, visits: 0, lastVisitedAt: null } },
    // The drawer's "Invoice disputes" section (InvoiceDisputes.test.tsx).
    [`GET ${BASE}/invoice-disputes`]: { body: { open: [], disputable: [] } },
    ...extra,
  });
}

async function openDrawer(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = renderWithProviders(<Customers />, { route: '/customers', ...options });
  await screen.findByText('Asha Traders');
  const drawer = await openReminders(view.user, 'Asha Traders');
  await within(drawer).findByRole('switch', { name: 'Stop reminders' });
  return { ...view, drawer: within(drawer) };
}

const changes = (api: ReturnType<typeof stubFetch>) => api.calls.filter((call) => call.method !== 'GET');

describe('Stop reminders', () => {
  it('switched on, sends stopReminders: true and shows since when, with the tag', async () => {
    const api = stubPreferences();
    const { user, drawer } = await openDrawer();
    const toggle = drawer.getByRole('switch', { name: 'Stop reminders' });
    expect(toggle).not.toBeChecked();
    expect(drawer.queryByText('Reminders stopped')).not.toBeInTheDocument();

    await user.click(toggle);

    await waitFor(() => expect(drawer.getByRole('switch', { name: 'Stop reminders' })).toBeChecked());
    expect(api.callsTo(`PUT ${BASE}/stop-reminders`).map((call) => call.body)).toEqual([{ stopReminders: true }]);
    expect(drawer.getByText('Reminders stopped')).toBeInTheDocument();
    expect(drawer.getByText(/^On since 3 Dec 2026, 10:15 am IST/)).toBeInTheDocument();
    expect(await screen.findByText('Asha Traders gets no campaign, sequence or bulk message on any channel.')).toBeInTheDocument();
  });

  it('switched off, sends stopReminders: false and the tag goes', async () => {
    const api = stubPreferences(preferences({ stopReminders: true, stopRemindersAt: '2026-12-01T04:45:00.000Z' }));
    const { user, drawer } = await openDrawer();
    expect(drawer.getByText('Reminders stopped')).toBeInTheDocument();

    await user.click(drawer.getByRole('switch', { name: 'Stop reminders' }));

    await waitFor(() => expect(drawer.getByRole('switch', { name: 'Stop reminders' })).not.toBeChecked());
    expect(api.callsTo(`PUT ${BASE}/stop-reminders`).map((call) => call.body)).toEqual([{ stopReminders: false }]);
    expect(drawer.queryByText('Reminders stopped')).not.toBeInTheDocument();
    expect(await screen.findByText('Reminders resumed')).toBeInTheDocument();
  });

  it("toasts the API's message when the change is refused, and stays as it was", async () => {
    stubPreferences(preferences(), {
      [`PUT ${BASE}/stop-reminders`]: { status: 404, body: { error: 'not_found', message: 'Customer not found' } },
    });
    const { user, drawer } = await openDrawer();
    await user.click(drawer.getByRole('switch', { name: 'Stop reminders' }));

    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('404: Customer not found')).toBeInTheDocument();
    expect(drawer.getByRole('switch', { name: 'Stop reminders' })).not.toBeChecked();
  });
});

describe('Promise to pay', () => {
  it('asks for a date, refuses a past date and an amount of 0, and sends nothing until the form is right', async () => {
    const api = stubPreferences();
    const { user, drawer } = await openDrawer();

    await user.click(drawer.getByRole('button', { name: 'Record promise' }));
    expect(await drawer.findByText('Promised date is required')).toBeInTheDocument();

    // The calendar offers no past day: one typed is not taken.
    await user.type(drawer.getByLabelText('Promised date'), '1 Jan 2020{Tab}');
    await user.type(drawer.getByLabelText('Amount (₹)'), '0');
    await user.click(drawer.getByRole('button', { name: 'Record promise' }));
    expect(await drawer.findByText('Promised date is required')).toBeInTheDocument();
    expect(drawer.getByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(changes(api)).toEqual([]);
  });

  it('records date, amount and note, shows the promise with its tag, and Clear withdraws it', async () => {
    const api = stubPreferences();
    const { user, drawer } = await openDrawer();
    expect(drawer.getByText('No promise recorded.')).toBeInTheDocument();

    await user.type(drawer.getByLabelText('Promised date'), `${FUTURE_SHOWN}{Tab}`);
    await user.type(drawer.getByLabelText('Amount (₹)'), '12500.5');
    await user.type(drawer.getByLabelText('Note'), '  Paying after the harvest sale  ');
    await user.click(drawer.getByRole('button', { name: 'Record promise' }));

    expect(await drawer.findByText('Promised until 1 Dec 2099')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/promise-to-pay`).map((call) => call.body)).toEqual([
      { promisedDate: FUTURE, amount: 12500.5, note: 'Paying after the harvest sale' },
    ]);
    const promise = within(drawer.getByRole('group', { name: 'Active promise' }));
    expect(promise.getByText('1 Dec 2099')).toBeInTheDocument();
    expect(promise.getByText('₹12,500.50')).toBeInTheDocument();
    expect(promise.getByText('Paying after the harvest sale')).toBeInTheDocument();
    expect(await screen.findByText('Reminders pause until 1 Dec 2099.')).toBeInTheDocument();

    await user.click(promise.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(drawer.queryByRole('group', { name: 'Active promise' })).not.toBeInTheDocument());
    expect(api.callsTo(`DELETE ${BASE}/promise-to-pay`)).toHaveLength(1);
    expect(drawer.queryByText(/^Promised until/)).not.toBeInTheDocument();
  });

  it('sends only the date when amount and note are left empty', async () => {
    const api = stubPreferences();
    const { user, drawer } = await openDrawer();
    await user.type(drawer.getByLabelText('Promised date'), `${FUTURE_SHOWN}{Tab}`);
    // The day reads as every date does ("1 Dec 2099"); the API still gets YYYY-MM-DD.
    expect(drawer.getByLabelText('Promised date')).toHaveValue(FUTURE_SHOWN);
    await user.click(drawer.getByRole('button', { name: 'Record promise' }));

    await drawer.findByRole('group', { name: 'Active promise' });
    expect(api.callsTo(`POST ${BASE}/promise-to-pay`)[0]!.body).toEqual({ promisedDate: FUTURE });
    expect(drawer.getByText('Not given')).toBeInTheDocument();
  });

  it('marks the field the API refused and toasts its message', async () => {
    stubPreferences(preferences(), {
      [`POST ${BASE}/promise-to-pay`]: {
        status: 400,
        body: {
          error: 'validation_failed',
          message: 'promisedDate: Not a calendar date',
          issues: [{ path: 'promisedDate', message: 'Not a calendar date' }],
        },
      },
    });
    const { user, drawer } = await openDrawer();
    await user.type(drawer.getByLabelText('Promised date'), `${FUTURE_SHOWN}{Tab}`);
    await user.click(drawer.getByRole('button', { name: 'Record promise' }));

    expect(await screen.findByText('Promise not recorded')).toBeInTheDocument();
    expect(screen.getByText('400: promisedDate: Not a calendar date')).toBeInTheDocument();
    expect(await drawer.findByText('Not a calendar date')).toBeInTheDocument();
  });

  it('a promise whose date has passed shows without the tag', async () => {
    stubPreferences(preferences({ promisedDate: '2020-01-01' }));
    const { drawer } = await openDrawer();
    expect(drawer.getByText('Promised by (passed)')).toBeInTheDocument();
    expect(drawer.queryByText(/^Promised until/)).not.toBeInTheDocument();
  });
});

describe('Dispute', () => {
  it('needs a reason, records it with the tag, and Resolve closes it', async () => {
    const api = stubPreferences();
    const { user, drawer } = await openDrawer();

    await user.click(drawer.getByRole('button', { name: 'Record dispute' }));
    expect(await drawer.findByText('Reason is required')).toBeInTheDocument();
    expect(changes(api)).toEqual([]);

    await user.type(drawer.getByLabelText('Reason'), 'Invoice 42 was billed twice');
    await user.click(drawer.getByRole('button', { name: 'Record dispute' }));

    const dispute = within(await drawer.findByRole('group', { name: 'Open dispute' }));
    expect(dispute.getByText('Invoice 42 was billed twice')).toBeInTheDocument();
    expect(drawer.getByText('Disputed')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/dispute`).map((call) => call.body)).toEqual([{ reason: 'Invoice 42 was billed twice' }]);
    expect(await screen.findByText('Reminders stop until it is resolved.')).toBeInTheDocument();

    await user.click(dispute.getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(drawer.queryByRole('group', { name: 'Open dispute' })).not.toBeInTheDocument());
    expect(api.callsTo(`DELETE ${BASE}/dispute`)).toHaveLength(1);
    expect(drawer.queryByText('Disputed')).not.toBeInTheDocument();
  });
});

describe('From the customer (their own page)', () => {
  it('shows "already paid" with its reference until staff clear it, and the channels opted out of until opted back in', async () => {
    const api = stubPreferences(
      preferences({
        paidClaim: { at: '2026-12-03T05:00:00.000Z', reference: 'UTR998877', amount: 6200 },
        optedOutChannels: ['sms', 'whatsapp'],
      }),
    );
    const { user, drawer } = await openDrawer();
    const claim = within(await drawer.findByRole('group', { name: 'Says already paid' }));
    expect(claim.getByText('UTR998877')).toBeInTheDocument();
    expect(claim.getByText('₹6,200.00')).toBeInTheDocument();
    expect(drawer.getByText('Says paid')).toBeInTheDocument();
    const optedOut = within(drawer.getByRole('group', { name: 'Opted out' }));
    expect(optedOut.getByText('Opted out of: SMS, WhatsApp')).toBeInTheDocument();

    await user.click(claim.getByRole('button', { name: 'Checked: clear' }));
    await waitFor(() => expect(drawer.queryByRole('group', { name: 'Says already paid' })).not.toBeInTheDocument());
    expect(await screen.findByText('Reminders may go again.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${BASE}/paid-claim`)).toHaveLength(1);

    await user.click(optedOut.getByRole('button', { name: 'Opt back in to all' }));
    await waitFor(() => expect(drawer.queryByRole('group', { name: 'Opted out' })).not.toBeInTheDocument());
    expect(api.callsTo(`PUT ${BASE}/opt-outs`).map((call) => call.body)).toEqual([{ channels: [] }]);
    expect(drawer.queryByText('From the customer')).not.toBeInTheDocument();
  });

  it('is not there while the customer told us nothing', async () => {
    stubPreferences();
    const { drawer } = await openDrawer();
    expect(drawer.queryByText('From the customer')).not.toBeInTheDocument();
  });

  it('a viewer sees it but cannot clear or opt back in', async () => {
    stubPreferences(
      preferences({ paidClaim: { at: '2026-12-03T05:00:00.000Z', reference: 'UTR1', amount: null }, optedOutChannels: ['voice'] }),
    );
    const { drawer } = await openDrawer({ sessionUser: TEST_VIEWER });
    expect(await drawer.findByRole('button', { name: 'Checked: clear' })).toBeDisabled();
    expect(drawer.getByRole('button', { name: 'Opt back in to all' })).toBeDisabled();
  });
});

describe('Roles', () => {
  const everything = preferences({
    promisedDate: FUTURE,
    disputed: true,
    disputeReason: 'Short delivery',
    disputedAt: '2026-12-01T05:00:00.000Z',
  });

  it('a viewer sees the settings but every change is disabled with the reason; nothing is sent', async () => {
    const api = stubPreferences(everything);
    const { user, drawer } = await openDrawer({ sessionUser: TEST_VIEWER });
    expect(drawer.getByText(`Promised until 1 Dec 2099`)).toBeInTheDocument();
    expect(drawer.getByText('Disputed')).toBeInTheDocument();

    const controls = [
      drawer.getByRole('switch', { name: 'Stop reminders' }),
      drawer.getByRole('button', { name: 'Clear' }),
      drawer.getByRole('button', { name: 'Replace promise' }),
      drawer.getByRole('button', { name: 'Resolve' }),
    ];
    for (const control of controls) {
      expect(control).toBeDisabled();
      await user.hover(control.parentElement!);
      await waitFor(() =>
        expect(screen.getAllByRole('tooltip').some((tip) => tip.textContent === CAPABILITY_DENIED_REASON.collect)).toBe(true),
      );
      await user.unhover(control.parentElement!);
    }
    await user.click(drawer.getByRole('switch', { name: 'Stop reminders' }));
    expect(changes(api)).toEqual([]);
  });

  it('a collector may change them', async () => {
    stubPreferences(everything);
    const { drawer } = await openDrawer({ sessionUser: TEST_COLLECTOR });
    expect(drawer.getByRole('switch', { name: 'Stop reminders' })).toBeEnabled();
    expect(drawer.getByRole('button', { name: 'Clear' })).toBeEnabled();
    expect(drawer.getByRole('button', { name: 'Resolve' })).toBeEnabled();
  });
});

it('says so when the settings cannot be loaded', async () => {
  stubFetch({
    'GET /api/customers': customerPages([asha]),
    [`GET ${BASE}/contact-preferences`]: { status: 500, body: { error: 'internal', message: 'boom' } },
  });
  const { user } = renderWithProviders(<Customers />, { route: '/customers' });
  await screen.findByText('Asha Traders');
  await openReminders(user, 'Asha Traders');
  expect(await screen.findByText("Unable to load the customer's reminder settings")).toBeInTheDocument();
  expect(screen.getByText('500: boom')).toBeInTheDocument();
});

it('today is the date in India', () => {
  expect(todayInIndia(new Date('2026-12-03T20:00:00.000Z'))).toBe('2026-12-04');
  expect(todayInIndia(new Date('2026-12-03T18:00:00.000Z'))).toBe('2026-12-03');
});
