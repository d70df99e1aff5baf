import { screen, within } from '@testing-library/react';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import type { TPromise } from '@duesflow/shared-contracts/promises';
import { Customers } from '../customers/components/Customers';
import { renderWithProviders } from '../../test/renderWithProviders';
import { contactPreferences, customer, customerPages } from '../../test/fixtures';
import { openReminders } from '../../test/reminders';

const asha = customer();
const BASE = `/api/customers/${asha.id}`;

function promise(overrides: Partial<TPromise>): TPromise {
  return {
    id: crypto.randomUUID(),
    planId: null,
    instalment: null,
    madeAt: '2026-11-20T05:00:00.000Z',
    promisedDate: '2026-12-06',
    amount: null,
    dueAtPromise: 7_845.17,
    source: 'staff',
    note: null,
    status: 'open',
    settledAt: null,
    paidTowards: null,
    ...overrides,
  };
}

async function openDrawer(promises: TPromise[]) {
  stubFetch({
    'GET /api/customers': customerPages([asha]),
    [`GET ${BASE}/contact-preferences`]: { body: contactPreferences(asha.id, { promises }) },
    [`GET ${BASE}/page-link`]: { body: { open: 0, visits: 0, lastVisitedAt: null } },
  });
  const view = renderWithProviders(<Customers />, { route: '/customers' });
  await screen.findByText('Asha Traders');
  return within(await openReminders(view.user, 'Asha Traders'));
}

describe('Promises made, in the Reminders drawer', () => {
  it('lists every promise newest first with its date, amount, source and status', async () => {
    const drawer = await openDrawer([
      promise({ promisedDate: '2026-12-20', amount: 1_000, source: 'customer_page', status: 'open' }),
      promise({ promisedDate: '2026-12-06', status: 'broken' }),
      promise({ promisedDate: '2026-12-01', amount: 500, status: 'kept' }),
      promise({ promisedDate: '2026-11-28', status: 'replaced' }),
      promise({ promisedDate: '2026-11-25', status: 'withdrawn' }),
    ]);
    const table = await drawer.findByRole('table', { name: 'Promises made' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['20 Dec 2026', '₹1,000.00', "Customer's page", 'Open'],
      ['6 Dec 2026', 'Balance (₹7,845.17)', 'Staff', 'Broken'],
      ['1 Dec 2026', '₹500.00', 'Staff', 'Kept'],
      ['28 Nov 2026', 'Balance (₹7,845.17)', 'Staff', 'Replaced'],
      ['25 Nov 2026', 'Balance (₹7,845.17)', 'Staff', 'Withdrawn'],
    ]);
  });

  it('numbers the instalments of a promise made in several', async () => {
    const planId = crypto.randomUUID();
    const drawer = await openDrawer([
      promise({ planId, instalment: 1, promisedDate: '2026-12-05', amount: 1_000, source: 'customer_page', status: 'kept' }),
      promise({ planId, instalment: 2, promisedDate: '2026-12-20', amount: 1_500, source: 'customer_page', status: 'open' }),
    ]);
    const table = await drawer.findByRole('table', { name: 'Promises made' });
    expect(within(table).getByRole('cell', { name: '5 Dec 2026 (instalment 1 of 2)' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '20 Dec 2026 (instalment 2 of 2)' })).toBeInTheDocument();
  });

  it('shows no list before any promise', async () => {
    const drawer = await openDrawer([]);
    await drawer.findByText('No promise recorded.');
    expect(drawer.queryByRole('table', { name: 'Promises made' })).not.toBeInTheDocument();
  });
});
