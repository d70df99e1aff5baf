import type { contactAttempts } from '../db/schema/contact-attempts';
import type { customers } from '../db/schema/customers';
import type { invoices } from '../db/schema/invoices';
import type { payments } from '../db/schema/payments';
import type { workflowExecutions } from '../db/schema/workflow-executions';
import { DAY_MS, HOUR_MS, addDays, businessDate } from '../lib/clock';
import {
  BUSINESS_KINDS,
  BUSINESS_PREFIXES,
  CITIES,
  EMAIL_DOMAINS,
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  STREETS,
} from './indian-names';
import { demoRuns, type DemoDebtor } from './demo-runs';
import { Prng } from './prng';

export interface DemoData {
  customers: (typeof customers.$inferInsert)[];
  invoices: (typeof invoices.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  contactAttempts: (typeof contactAttempts.$inferInsert)[];
  executions: (typeof workflowExecutions.$inferInsert)[];
}

export interface DemoOptions {
  customerCount: number;
  now: Date;
  seed?: number;
}

/** Oldest and newest invoice due dates, in days from today. */
export const OLDEST_DUE_DAYS_AGO = 120;
export const LATEST_DUE_IN_DAYS = 10;
/** Invoice amounts in paise: ₹2,500 to ₹4,50,000. */
const MIN_INVOICE_PAISE = 2_500_00;
const MAX_INVOICE_PAISE = 4_50_000_00;
/** Demo customers whose numbers end in 0000, which the sandbox cannot reach: failures show up in demos. */
const UNREACHABLE_CUSTOMERS = 3;

type Standing = 'overdue' | 'pending' | 'paid' | 'new';

function ascii(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

function mobileNumber(random: Prng, unreachable: boolean): string {
  const first = random.pick(['9', '9', '8', '7', '6']);
  let rest = `${first}${random.digits(9)}`;
  if (unreachable) rest = `${rest.slice(0, 6)}0000`;
  else if (rest.endsWith('0000')) rest = `${rest.slice(0, 9)}1`;
  return `+91 ${rest.slice(0, 5)} ${rest.slice(5)}`;
}

/** An invoice amount: log-spread so small bills are common, with GST-style odd paise on some. */
function invoiceAmount(random: Prng): number {
  const logMin = Math.log(MIN_INVOICE_PAISE);
  const logMax = Math.log(MAX_INVOICE_PAISE);
  const raw = Math.exp(logMin + random.next() * (logMax - logMin));
  return random.chance(0.6) ? Math.round(raw / 10_000) * 10_000 : Math.round(raw);
}

/** Indian financial years run April to March: INV/2026-27/00042. */
function invoiceNumber(issuedOn: string, sequence: number): string {
  const [year, month] = issuedOn.split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `INV/${start}-${String((start + 1) % 100).padStart(2, '0')}/${String(sequence).padStart(5, '0')}`;
}

function paymentReference(random: Prng, method: string): string | null {
  if (method === 'upi') return `UPI/${random.digits(12)}`;
  if (method === 'neft' || method === 'rtgs') return `UTR${random.digits(12)}`;
  if (method === 'cheque') return `CHQ ${random.digits(6)}`;
  return null;
}

/** Deterministic demo data relative to `now`: same seed and day, same rows. */
export function generateDemoData({ customerCount, now, seed = 20241122 }: DemoOptions): DemoData {
  const random = new Prng(seed);
  const data: DemoData = { customers: [], invoices: [], payments: [], contactAttempts: [], executions: [] };
  const debtors: DemoDebtor[] = [];
  const write = demoCustomerWriter(random, now, data, debtors);
  for (let index = 0; index < customerCount; index += 1) write(index);
  const runs = demoRuns(random, now, debtors);
  data.executions = runs.executions;
  data.contactAttempts = runs.contactAttempts;
  return data;
}

/**
 * Where a writer's numbering starts: invoice numbers and Tally ledger ids count from here, so writers
 * of disjoint customer ranges (the scale seeding's batches) never repeat one. `voucherId` makes an
 * invoice's Tally voucher id from a random candidate and the invoice's sequence number.
 */
export interface DemoNumbering {
  firstInvoice: number;
  firstTallyLedger: number;
  voucherId?: (candidate: string, invoiceSequence: number) => string;
}

/**
 * Writes the customer at `index` (0-based among all customers: the first ones pin the demo's ends) with
 * their invoices and payments into `data`, and what the runs need of them into `debtors`. One writer per
 * generator; `generateDemoData` writes every customer with one, the scale seeding one batch at a time.
 */
export function demoCustomerWriter(
  random: Prng,
  now: Date,
  data: DemoData,
  debtors: DemoDebtor[],
  numbering: DemoNumbering = { firstInvoice: 1, firstTallyLedger: 1 },
): (index: number) => void {
  const today = businessDate(now);
  let invoiceSequence = numbering.firstInvoice;
  let tallySequence = numbering.firstTallyLedger;
  // Random voucher ids collide by chance at tens of thousands of invoices (the column is unique);
  // a repeat gets the invoice's sequence number appended, leaving every other row as generated.
  const voucherIds = new Set<string>();
  const uniqueVoucherId =
    numbering.voucherId === undefined
      ? (candidate: string) => {
          const id = voucherIds.has(candidate) ? `${candidate}-${invoiceSequence}` : candidate;
          voucherIds.add(id);
          return id;
        }
      : (candidate: string) => numbering.voucherId!(candidate, invoiceSequence);

  return (index: number) => {
    const female = random.chance(0.4);
    const first = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const name = `${first} ${last}`;
    const city = random.pick(CITIES);
    const unreachable = index < UNREACHABLE_CUSTOMERS;
    const hasPhone = unreachable || !random.chance(0.08);
    const hasEmail = !random.chance(0.15);
    const businessName = random.chance(0.45)
      ? random.chance(0.5)
        ? `${last} ${random.pick(BUSINESS_KINDS)}`
        : `${random.pick(BUSINESS_PREFIXES)} ${random.pick(BUSINESS_KINDS)}`
      : null;
    const source = random.weighted([
      ['tally_import', 20],
      ['manual', 65],
      ['third_party', 10],
      ['airtable', 5],
    ] as const);
    const id = random.uuid();
    const createdAt = new Date(now.getTime() - random.int(130, 720) * DAY_MS);
    data.customers.push({
      id,
      name,
      businessName,
      email: hasEmail
        ? businessName && random.chance(0.3)
          ? `accounts@${ascii(businessName)}.in`
          : `${ascii(first)}.${ascii(last)}${random.chance(0.4) ? random.int(1, 99) : ''}@${random.pick(EMAIL_DOMAINS)}`
        : null,
      phone: hasPhone ? mobileNumber(random, unreachable) : null,
      address:
        `${random.int(1, 250)}, ${random.pick(STREETS)}, ${random.pick(city.localities)}, ` +
        `${city.name}, ${city.state} ${city.pinPrefix}${random.digits(3).replace(/^0{3}$/, '001')}`,
      source,
      language: random.weighted([
        ['en', 55],
        ['hi', 30],
        ['mr', 15],
      ] as const),
      tallyLedgerId: source === 'tally_import' ? `TL-${String(tallySequence++).padStart(6, '0')}` : null,
      airtableRecordId: source === 'airtable' ? `rec${random.digits(6)}${id.slice(0, 8)}` : null,
      createdAt,
      updatedAt: createdAt,
    });

    // The first customers pin the ends of the due-date range so every demo shows both.
    // The unreachable customers are overdue and never contacted, so the first bulk run shows failures.
    const standing: Standing = unreachable
      ? 'overdue'
      : index === UNREACHABLE_CUSTOMERS
        ? 'pending'
        : random.weighted([
            ['overdue', 56],
            ['pending', 20],
            ['paid', 19],
            ['new', 5],
          ] as const);
    if (standing === 'new') return;

    const invoiceCount = random.int(1, 4);
    let invoicedPaise = 0;
    const customerInvoices: { id: string; amountPaise: number; dueDate: string; issuedOn: string }[] = [];
    for (let n = 0; n < invoiceCount; n += 1) {
      let dueOffset: number;
      if (standing === 'pending') dueOffset = random.int(1, LATEST_DUE_IN_DAYS);
      else if (index === 0 && n === 0) dueOffset = -OLDEST_DUE_DAYS_AGO;
      else
        dueOffset =
          n === 0 && standing === 'overdue' ? -random.int(1, OLDEST_DUE_DAYS_AGO) : random.int(-OLDEST_DUE_DAYS_AGO, LATEST_DUE_IN_DAYS);
      if (standing === 'paid') dueOffset = Math.min(dueOffset, -1);
      const dueDate = addDays(today, dueOffset);
      const issuedOn = addDays(dueDate, -random.pick([15, 30, 30, 45]));
      const amountPaise = invoiceAmount(random);
      const invoiceId = random.uuid();
      invoicedPaise += amountPaise;
      customerInvoices.push({ id: invoiceId, amountPaise, dueDate, issuedOn });
      data.invoices.push({
        id: invoiceId,
        customerId: id,
        invoiceNumber: invoiceNumber(issuedOn, invoiceSequence++),
        amountPaise,
        issuedOn,
        dueDate,
        status: 'issued',
        tallyVoucherId: source === 'tally_import' ? uniqueVoucherId(`TV-${random.digits(8)}`) : null,
        createdAt: new Date(`${issuedOn}T10:00:00+05:30`),
        updatedAt: new Date(`${issuedOn}T10:00:00+05:30`),
      });
    }

    const method = () =>
      random.weighted([
        ['upi', 35],
        ['neft', 30],
        ['rtgs', 5],
        ['cheque', 20],
        ['cash', 10],
      ] as const);
    const receivedAfter = (issuedOn: string) => {
      const issued = new Date(`${issuedOn}T00:00:00+05:30`).getTime();
      const earliest = Math.max(issued, now.getTime() - OLDEST_DUE_DAYS_AGO * DAY_MS);
      return new Date(earliest + random.next() * Math.max(HOUR_MS, now.getTime() - earliest - HOUR_MS));
    };
    const paidAt = new Map<string, Date>();
    if (standing === 'paid') {
      for (const invoice of customerInvoices) {
        const how = method();
        const receivedAt = receivedAfter(invoice.issuedOn);
        paidAt.set(invoice.id, receivedAt);
        data.payments.push({
          id: random.uuid(),
          customerId: id,
          invoiceId: invoice.id,
          amountPaise: invoice.amountPaise,
          receivedAt,
          method: how,
          reference: paymentReference(random, how),
        });
      }
    } else if (random.chance(0.35)) {
      // A part payment on account, less than the total so something stays due.
      const how = method();
      const oldest = customerInvoices.reduce((a, b) => (a.dueDate <= b.dueDate ? a : b));
      const part = Math.max(1_000_00, Math.round((invoicedPaise * random.int(10, 70)) / 100 / 100) * 100);
      if (part < invoicedPaise) {
        data.payments.push({
          id: random.uuid(),
          customerId: id,
          invoiceId: null,
          amountPaise: part,
          receivedAt: receivedAfter(oldest.issuedOn),
          method: how,
          reference: paymentReference(random, how),
        });
      }
    }

    debtors.push({
      id,
      name,
      phone: hasPhone ? data.customers[data.customers.length - 1]!.phone! : null,
      invoices: customerInvoices.map((invoice) => ({ dueDate: invoice.dueDate, paidAt: paidAt.get(invoice.id) ?? null })),
    });
  };
}
