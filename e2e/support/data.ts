/**
 * Data a test makes for itself, through the API as a user would (a Tally JSON import), so the test
 * does not depend on which demo customers earlier tests of its file have contacted, paid or changed.
 */
import { randomUUID } from 'node:crypto';
import type { Portal } from './portal';

export type OwnCustomer = {
  name: string;
  /** A mobile number, e.g. '98765 01234'; omitted: a customer without a phone. */
  phone?: string;
  email?: string;
  /** What the customer owes, in rupees (one sales invoice). */
  amount: number;
  /** Days past the invoice's due date (negative: due in that many days). */
  daysOverdue: number;
  /** Further unpaid invoices of the same customer, each with its amount and days overdue. */
  more?: { amount: number; daysOverdue: number }[];
};

export type ImportedCustomer = {
  id: string;
  name: string;
  phone: string | null;
  amountDue: number;
  status: string;
  lastContact: string | null;
};

const CREDIT_DAYS = 15;

/** 2026-11-23 → "20261123", in India's calendar (where due dates are counted). */
function tallyDate(daysAgo: number): string {
  const date = new Date(Date.now() + 5.5 * 3_600_000 - daysAgo * 86_400_000);
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

/** Names unique to one test run, so a test can find exactly the customers it made: `ownName('Kaveri Agro')`. */
export function ownName(base: string): string {
  return `${base} ${randomUUID().slice(0, 6).toUpperCase()}`;
}

/** One unpaid sales invoice of `party` as a Tally voucher, its number `E2E/…`. */
function salesVoucher(party: string, invoice: { amount: number; daysOverdue: number }) {
  const voucher = randomUUID();
  const number = `E2E/${voucher.slice(0, 8)}`;
  const amount = (-invoice.amount).toFixed(2);
  return {
    metadata: { type: 'Voucher', remoteid: voucher, vchtype: 'Sales' },
    date: tallyDate(invoice.daysOverdue + CREDIT_DAYS),
    guid: voucher,
    vouchertypename: 'Sales',
    vouchernumber: number,
    partyledgername: party,
    iscancelled: false,
    'allledgerentries.list': [
      {
        ledgername: party,
        ispartyledger: true,
        amount,
        'billallocations.list': [{ name: number, billcreditperiod: `${CREDIT_DAYS} Days`, billtype: 'New Ref', amount }],
      },
    ],
  };
}

/**
 * Adds customers, each with one unpaid sales invoice (and `more`, when given), by importing a Tally JSON export into `portal`,
 * and answers them as the customer list shows them.
 */
export async function importCustomers(portal: Portal, customers: OwnCustomer[]): Promise<ImportedCustomer[]> {
  const messages: unknown[] = [];
  for (const customer of customers) {
    const ledger = randomUUID();
    messages.push({
      metadata: { type: 'Ledger', remoteid: ledger, name: customer.name },
      guid: ledger,
      parent: 'Sundry Debtors',
      ...(customer.phone ? { ledgermobile: customer.phone } : {}),
      ...(customer.email ? { email: customer.email } : {}),
      isbillwiseon: true,
    });
    for (const invoice of [customer, ...(customer.more ?? [])]) messages.push(salesVoucher(customer.name, invoice));
  }
  const result = await portal.api<{ status: string; errors: unknown[] }>('/api/tally/import?filename=e2e-customers.json', {
    json: { tallymessage: messages },
  });
  if (result.status !== 'success') throw new Error(`Importing the test's customers failed: ${JSON.stringify(result)}`);

  const all = await portal.api<ImportedCustomer[]>('/api/customers/airtable');
  return customers.map((wanted) => {
    const found = all.find((customer) => customer.name === wanted.name);
    if (!found) throw new Error(`The imported customer ${wanted.name} is not in the customer list`);
    return found;
  });
}
