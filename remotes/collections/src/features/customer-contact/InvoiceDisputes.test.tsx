import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type TRecordedCall } from '@duesflow/shared-contracts/testing/fetch-stub';
import type { TInvoiceDisputes } from '@duesflow/shared-contracts/invoice-disputes';
import { TEST_VIEWER } from '@duesflow/remote-kit/testing/renderWithProviders';
import { Customers } from '../customers/components/Customers';
import { renderWithProviders } from '../../test/renderWithProviders';
import { contactPreferences, customer, customerPages } from '../../test/fixtures';
import { openReminders } from '../../test/reminders';

const asha = customer();
const BASE = `/api/customers/${asha.id}`;

const T12 = { id: 'inv-12', number: 'T/12', dueDate: '2026-10-20', unpaid: 2_345.67 };
const T14 = { id: 'inv-14', number: 'T/14', dueDate: '2026-11-05', unpaid: 500.5 };
const OPEN_T12 = {
  id: 'dispute-1',
  invoiceId: T12.id,
  invoiceNumber: T12.number,
  unpaid: T12.unpaid,
  reason: 'Goods came back damaged',
  source: 'customer_page' as const,
  openedAt: '2026-12-03T04:45:00.000Z',
};

/** The API as the drawer uses it: the invoice disputes changed by each call the way the API changes them. */
function stubDisputes(initial: TInvoiceDisputes, extra: Parameters<typeof stubFetch>[0] = {}) {
  let current = initial;
  return stubFetch({
    'GET /api/customers': customerPages([asha]),
    [`GET ${BASE}/contact-preferences`]: { body: contactPreferences(asha.id) },
    [`GET ${BASE}/page-link`]: { body: { open: 0, visits: 0, lastVisitedAt: null } },
    [`GET ${BASE}/invoice-disputes`]: () => ({ body: current }),
    [`POST ${BASE}/invoice-disputes`]: ({ body }: TRecordedCall) => {
      const { invoiceId, reason } = body as { invoiceId: string; reason: string };
      const invoice = current.disputable.find((candidate) => candidate.id === invoiceId)!;
      const opened = {
        ...OPEN_T12,
        id: 'dispute-2',
        invoiceId,
        invoiceNumber: invoice.number,
        unpaid: invoice.unpaid,
        reason,
        source: 'staff' as const,
      };
      current = { open: [...current.open, opened], disputable: current.disputable.filter((candidate) => candidate.id !== invoiceId) };
      return { status: 201, body: current };
    },
    [`POST ${BASE}/invoice-disputes/dispute-1/resolve`]: () => {
      current = { open: current.open.filter((dispute) => dispute.id !== 'dispute-1'), disputable: [T12, ...current.disputable] };
      return { body: current };
    },
    ...extra,
  });
}

async function openDrawer(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = renderWithProviders(<Customers />, { route: '/customers', ...options });
  await screen.findByText('Asha Traders');
  const drawer = within(await openReminders(view.user, 'Asha Traders'));
  await drawer.findByText('Invoice disputes');
  return { ...view, drawer };
}

describe('Invoice disputes in the Reminders drawer', () => {
  it('lists each open dispute with its reason, source and date; Resolve asks for a note and takes it off', async () => {
    const api = stubDisputes({ open: [OPEN_T12], disputable: [T14] });
    const { user, drawer } = await openDrawer();
    const dispute = within(await drawer.findByRole('group', { name: 'Invoice T/12 in dispute' }));
    expect(dispute.getByText('Invoice T/12 · ₹2,345.67 unpaid')).toBeInTheDocument();
    expect(dispute.getByText('Goods came back damaged')).toBeInTheDocument();
    expect(dispute.getByText("Customer's page · 3 Dec 2026, 10:15 am IST")).toBeInTheDocument();

    await user.click(dispute.getByRole('button', { name: 'Resolve' }));
    // No note, no resolve.
    await user.click(dispute.getByRole('button', { name: 'Resolve dispute' }));
    expect(await dispute.findByText('Say how it was resolved')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/invoice-disputes/dispute-1/resolve`)).toEqual([]);

    await user.type(dispute.getByLabelText('How was it resolved?'), 'Credit note issued');
    await user.click(dispute.getByRole('button', { name: 'Resolve dispute' }));
    await waitFor(() => expect(drawer.queryByRole('group', { name: 'Invoice T/12 in dispute' })).not.toBeInTheDocument());
    expect(api.callsTo(`POST ${BASE}/invoice-disputes/dispute-1/resolve`).map((call) => call.body)).toEqual([
      { resolution: 'Credit note issued' },
    ]);
    expect(drawer.getByText('No invoice in dispute.')).toBeInTheDocument();
    expect(await screen.findByText('Reminders may ask for invoice T/12 again.')).toBeInTheDocument();
  });

  it('marks an open invoice disputed with a reason, and lists it', async () => {
    const api = stubDisputes({ open: [], disputable: [T12, T14] });
    const { user, drawer } = await openDrawer();
    expect(await drawer.findByText('No invoice in dispute.')).toBeInTheDocument();
    const form = within(drawer.getByRole('form', { name: 'Mark an invoice disputed' }));
    await user.click(form.getByRole('combobox', { name: 'Invoice' }));
    await user.click(await screen.findByTitle('T/14 · due 5 Nov 2026 · ₹500.50'));
    await user.type(form.getByLabelText('Why is it disputed?'), 'Rate is wrong');
    await user.click(form.getByRole('button', { name: 'Mark invoice disputed' }));

    const listed = within(await drawer.findByRole('group', { name: 'Invoice T/14 in dispute' }));
    expect(listed.getByText('Rate is wrong')).toBeInTheDocument();
    expect(listed.getByText(/^Staff · /)).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/invoice-disputes`).map((call) => call.body)).toEqual([{ invoiceId: T14.id, reason: 'Rate is wrong' }]);
    expect(await screen.findByText('Reminders leave invoice T/14 out until it is resolved.')).toBeInTheDocument();
  });

  it('says why when the API refuses (already in dispute elsewhere), and keeps the form', async () => {
    stubDisputes(
      { open: [], disputable: [T12] },
      {
        [`POST ${BASE}/invoice-disputes`]: {
          status: 409,
          body: {
            error: 'already_disputed',
            message: 'Invoice T/12 is already in dispute: it stays out of reminders until it is resolved',
          },
        },
      },
    );
    const { user, drawer } = await openDrawer();
    const form = within(await drawer.findByRole('form', { name: 'Mark an invoice disputed' }));
    await user.click(form.getByRole('combobox', { name: 'Invoice' }));
    await user.click(await screen.findByTitle('T/12 · due 20 Oct 2026 · ₹2,345.67'));
    await user.type(form.getByLabelText('Why is it disputed?'), 'Short supply');
    await user.click(form.getByRole('button', { name: 'Mark invoice disputed' }));
    expect(await screen.findByText('Invoice dispute not recorded')).toBeInTheDocument();
    expect(screen.getByText(/Invoice T\/12 is already in dispute/)).toBeInTheDocument();
    expect(form.getByLabelText('Why is it disputed?')).toHaveValue('Short supply');
  });

  it('a viewer sees the disputes but cannot resolve or mark one', async () => {
    stubDisputes({ open: [OPEN_T12], disputable: [T14] });
    const { drawer } = await openDrawer({ sessionUser: TEST_VIEWER });
    const dispute = within(await drawer.findByRole('group', { name: 'Invoice T/12 in dispute' }));
    expect(dispute.getByRole('button', { name: 'Resolve' })).toBeDisabled();
    expect(drawer.getByRole('button', { name: 'Mark invoice disputed' })).toBeDisabled();
  });
});
