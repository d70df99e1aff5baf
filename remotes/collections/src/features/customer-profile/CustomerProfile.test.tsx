import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@duesflow/remote-kit/router';
import { stubFetch, type TRecordedCall } from '@duesflow/shared-contracts/testing/fetch-stub';
import { REALTIME_MESSAGE_ACTION } from '@duesflow/shared-contracts/realtime';
import type { TCustomerDetail, TTimelineEvent } from '@duesflow/shared-contracts/customer-timeline';
import { TEST_VIEWER } from '@duesflow/remote-kit/testing/renderWithProviders';
import { Customers } from '../customers/components/Customers';
import { CustomerProfile } from './components/CustomerProfile';
import { renderWithProviders } from '../../test/renderWithProviders';
import { contactPreferences, customer, customerPages } from '../../test/fixtures';

const asha = customer({ name: 'Asha Traders', amountDue: 12_34_567.5 });
const BASE = `/api/customers/${asha.id}`;

const detail: TCustomerDetail = {
  ...asha,
  businessName: null,
  language: 'en',
  overdueAmount: 2_00_000,
  openInvoices: [
    {
      id: 'inv-1',
      invoiceNumber: 'T/12',
      issuedOn: '2026-10-01',
      dueDate: '2026-10-31',
      amount: 3_00_000,
      unpaid: 2_00_000,
      disputed: true,
    },
  ],
  owner: null,
};

const event = (overrides: Partial<TTimelineEvent> & Pick<TTimelineEvent, 'id' | 'kind' | 'at'>): TTimelineEvent => ({
  channel: null,
  text: null,
  status: null,
  detail: null,
  amount: null,
  reference: null,
  invoiceNumber: null,
  actor: null,
  ...overrides,
});

const PAYMENT = event({
  id: 'p:1',
  kind: 'payment',
  at: '2026-11-26T04:45:00.000000Z',
  amount: 1_234.56,
  reference: 'UTR123456789012',
  detail: 'upi',
});
const REFUSED = event({
  id: 'm:2',
  kind: 'message',
  at: '2026-11-25T04:45:00.000000Z',
  channel: 'whatsapp',
  status: 'refused',
  detail: 'open dispute (Goods damaged)',
  text: 'Reminder',
});
const REPLY = event({
  id: 'r:3',
  kind: 'reply',
  at: '2026-11-24T04:45:00.000000Z',
  channel: 'sms',
  status: 'promise',
  text: 'kal bhar dunga',
});
const OLDER = event({
  id: 'pm:4',
  kind: 'promise',
  at: '2026-11-20T04:45:00.000000Z',
  status: 'made',
  amount: 5_000,
  detail: '2026-11-30',
  actor: 'staff',
});

function stubProfile(extra: Parameters<typeof stubFetch>[0] = {}) {
  let notes: TTimelineEvent[] = [];
  return stubFetch({
    'GET /api/customers': customerPages([asha]),
    [`GET ${BASE}`]: () => ({ body: detail }),
    [`GET ${BASE}/timeline`]: ({ query }: TRecordedCall) =>
      query.get('before') === 'cursor-1'
        ? { body: { items: [OLDER], nextCursor: null } }
        : { body: { items: [...notes, PAYMENT, REFUSED, REPLY], nextCursor: 'cursor-1' } },
    [`POST ${BASE}/notes`]: ({ body }: TRecordedCall) => {
      const note = event({
        id: `n:${notes.length}`,
        kind: 'note',
        at: '2026-11-26T05:00:00.000000Z',
        text: (body as { text: string }).text,
        actor: 'admin@duesflow.test',
      });
      notes = [note, ...notes];
      return { status: 201, body: note };
    },
    [`GET ${BASE}/contact-preferences`]: { body: contactPreferences(asha.id) },
    ...extra,
  });
}

const screens = (
  <Routes>
    <Route path="/customers" element={<Customers />} />
    <Route path="/customers/:id" element={<CustomerProfile />} />
  </Routes>
);

const timeline = async () => within(await screen.findByRole('list', { name: 'Timeline' }));

describe("a customer's page", () => {
  it('opens from the name on the Customers table, with the balance in lakh, open invoices and the timeline, newest first', async () => {
    stubProfile();
    const { user } = renderWithProviders(screens, { route: '/customers' });
    await user.click(await screen.findByRole('link', { name: 'Asha Traders' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(BASE.replace('/api', ''));
    expect(await screen.findByText('₹12,34,567.50')).toBeInTheDocument();
    expect(screen.getAllByText('₹2,00,000.00').length).toBeGreaterThan(0);
    const invoices = within(screen.getByRole('table', { name: 'Open invoices' }));
    expect(invoices.getByText('T/12')).toBeInTheDocument();
    expect(invoices.getByText('In dispute')).toBeInTheDocument();

    const entries = (await timeline()).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual([
      'Payment received: ₹1,234.56 · by UPI · ref UTR123456789012',
      'WhatsApp not sent: open dispute (Goods damaged)',
      'Reply by SMS · Promised',
    ]);
    expect(within(entries[0]!).getByText('26 Nov 2026, 10:15 am IST')).toBeInTheDocument();
    expect(within(entries[0]!).getByRole('img', { name: 'Payment received' })).toBeInTheDocument();
    expect(within(entries[2]!).getByText('kal bhar dunga')).toBeInTheDocument();
    // The row's actions are here too.
    expect(screen.getByRole('button', { name: 'Reminders for Asha Traders' })).toBeInTheDocument();
  });

  it('"Load older" adds the page before the cursor, and goes once the oldest is shown', async () => {
    const api = stubProfile();
    const { user } = renderWithProviders(screens, { route: `/customers/${asha.id}` });
    await (await timeline()).findByText('Reply by SMS · Promised');
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    expect(await (await timeline()).findByText('Promise to pay ₹5,000.00 by 30 Nov 2026 (Staff)')).toBeInTheDocument();
    expect((await timeline()).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();
    expect(api.callsTo(`GET ${BASE}/timeline`).map((call) => call.query.get('before'))).toEqual([null, 'cursor-1']);
  });

  it('adds a note, which shows at the top; a blank note is not sent', async () => {
    const api = stubProfile();
    const { user } = renderWithProviders(screens, { route: `/customers/${asha.id}` });
    await (await timeline()).findByText('Reply by SMS · Promised');
    const form = within(screen.getByRole('form', { name: 'Add note' }));
    await user.click(form.getByRole('button', { name: 'Add note' }));
    expect(await form.findByText('Write the note first')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/notes`)).toEqual([]);

    await user.type(form.getByLabelText('Note'), 'Owner travelling, call after Monday');
    await user.click(form.getByRole('button', { name: 'Add note' }));
    await waitFor(async () =>
      expect((await timeline()).getAllByRole('listitem')[0]).toHaveTextContent('Owner travelling, call after Monday'),
    );
    expect(api.callsTo(`POST ${BASE}/notes`).map((call) => call.body)).toEqual([{ text: 'Owner travelling, call after Monday' }]);
  });

  it('reloads when a realtime change names the customer, not for another', async () => {
    const api = stubProfile();
    const { store } = renderWithProviders(screens, { route: `/customers/${asha.id}` });
    await (await timeline()).findByText('Reply by SMS · Promised');
    const before = api.callsTo(`GET ${BASE}/timeline`).length;
    act(() => {
      store.dispatch({
        type: REALTIME_MESSAGE_ACTION,
        payload: { type: 'metrics_updated', data: { scopes: ['customers'], customerIds: ['someone-else'] } },
      });
    });
    act(() => {
      store.dispatch({
        type: REALTIME_MESSAGE_ACTION,
        payload: { type: 'metrics_updated', data: { scopes: ['customers'], customerIds: [asha.id] } },
      });
    });
    await waitFor(() => expect(api.callsTo(`GET ${BASE}/timeline`).length).toBe(before + 1));
    await waitFor(() => expect(api.callsTo(`GET ${BASE}`).length).toBe(2));
  });

  it('lets a viewer read but not write a note', async () => {
    stubProfile();
    renderWithProviders(screens, { route: `/customers/${asha.id}`, sessionUser: TEST_VIEWER });
    await (await timeline()).findByText('Reply by SMS · Promised');
    const form = within(screen.getByRole('form', { name: 'Add note' }));
    expect(form.getByRole('button', { name: 'Add note' })).toBeDisabled();
    expect(form.getByLabelText('Note')).toBeDisabled();
  });

  it('says so for a customer that does not exist', async () => {
    stubProfile({ [`GET ${BASE}`]: { status: 404, body: { error: 'not_found', message: 'No such customer' } } });
    renderWithProviders(screens, { route: `/customers/${asha.id}` });
    expect(await screen.findByText('No such customer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/customers');
  });
});

describe("a customer's owner", () => {
  it('reads on the page, and an admin gives the customer to a collector', async () => {
    const kiran = { id: '00000000-0000-4000-8000-00000000c002', name: 'Kiran Collector', role: 'collector', customers: 3 };
    const api = stubProfile({
      'GET /api/portfolios/collectors': { body: [kiran] },
      'PUT /api/portfolios/owners': { body: { changed: 1 } },
    });
    const { user } = renderWithProviders(screens, { route: `/customers/${asha.id}` });
    const owner = await screen.findByRole('combobox', { name: 'Owner' });
    expect(owner.closest('.ant-select')).toHaveTextContent('Nobody');
    await user.click(owner);
    await user.click(await screen.findByTitle('Kiran Collector'));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/portfolios/owners').map((call) => call.body)).toEqual([
        { customerIds: [asha.id], collectorId: kiran.id },
      ]),
    );
  });
});
