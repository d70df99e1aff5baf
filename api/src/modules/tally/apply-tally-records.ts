import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../core/db/database';
import { customers } from '../../core/db/schema/customers';
import { invoices } from '../../core/db/schema/invoices';
import { payments } from '../../core/db/schema/payments';
import { fromExcluded } from '../../core/db/upsert';
import type { RecordError, TallyParty, TallyReceipt, TallyRecords, TallySale } from './tally-records';

export interface ApplyResult {
  customersUpserted: number;
  invoicesUpserted: number;
  paymentsUpserted: number;
  /** Records left out, with why (those read badly plus those the database cannot take). */
  errors: RecordError[];
}

// Small enough that one statement holds the embedded database's single session for tens of milliseconds.
const CHUNK = 100;
const chunks = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));
const key = (name: string) => name.trim().toLowerCase();
/** Receipts are dated; the time is noon in India so the date reads the same in every zone there. */
const receivedAt = (date: string) => new Date(`${date}T12:00:00+05:30`);

function firstOfEach<T extends { guid: string }>(rows: T[], label: (row: T) => string, errors: RecordError[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (seen.has(row.guid)) {
      errors.push({ record: label(row), message: `appears twice in the export (GUID ${row.guid}); the first is used` });
      return false;
    }
    seen.add(row.guid);
    return true;
  });
}

/**
 * Upserts by Tally's GUIDs (customers.tally_ledger_id, invoices.tally_voucher_id,
 * payments.tally_receipt_id), so importing the same data again changes nothing. Records that cannot be
 * applied are listed and left out; everything else is written in ONE transaction: all of it or, if the
 * database refuses anything, none of it (the error is thrown).
 */
export async function applyTallyRecords(db: Database, records: TallyRecords, now: Date): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    const errors = [...records.errors];
    const parties = firstOfEach(records.parties, (p) => `Ledger '${p.name}'`, errors);
    const customerIds = await upsertParties(tx, parties, now);
    await addKnownTallyCustomers(tx, [...records.sales, ...records.receipts], customerIds);

    const withParty = <T extends TallySale | TallyReceipt>(rows: T[], label: (row: T) => string) =>
      rows.filter((row) => {
        if (customerIds.has(key(row.partyName))) return true;
        errors.push({
          record: label(row),
          message: `party '${row.partyName}' is not a Sundry Debtors ledger in this export or in duesflow`,
        });
        return false;
      });
    const saleLabel = (s: TallySale) => `Sales voucher ${s.number}`;
    const sales = await freeInvoiceNumbers(tx, withParty(firstOfEach(records.sales, saleLabel, errors), saleLabel), errors);
    const receiptLabel = (r: TallyReceipt) => `Receipt voucher ${r.number ?? `(GUID ${r.guid})`}`;
    const receipts = withParty(firstOfEach(records.receipts, receiptLabel, errors), receiptLabel);

    const invoicesUpserted = await upsertSales(tx, sales, customerIds, now);
    const paymentsUpserted = await upsertReceipts(tx, receipts, customerIds);
    return { customersUpserted: parties.length, invoicesUpserted, paymentsUpserted, errors };
  });
}

async function upsertParties(tx: Transaction, parties: TallyParty[], now: Date): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const chunk of chunks(parties)) {
    const rows = await tx
      .insert(customers)
      .values(chunk.map((p) => ({ ...p, tallyLedgerId: p.guid, source: 'tally_import' as const, updatedAt: now })))
      .onConflictDoUpdate({
        target: customers.tallyLedgerId,
        set: {
          ...fromExcluded(customers, ['name', 'phone', 'email', 'address']),
          updatedAt: now,
        },
      })
      .returning({ id: customers.id, name: customers.name });
    for (const row of rows) ids.set(key(row.name), row.id);
  }
  return ids;
}

/** Vouchers may name parties imported earlier (a file of vouchers only): those customers, by ledger name. */
async function addKnownTallyCustomers(tx: Transaction, vouchers: { partyName: string }[], ids: Map<string, string>) {
  const missing = [...new Set(vouchers.map((v) => key(v.partyName)).filter((name) => !ids.has(name)))];
  for (const chunk of chunks(missing)) {
    const rows = await tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(and(isNotNull(customers.tallyLedgerId), inArray(sql`lower(${customers.name})`, chunk)));
    for (const row of rows) ids.set(key(row.name), row.id);
  }
}

/** An invoice number is unique in duesflow: one used by another invoice (or twice in the export) is refused. */
async function freeInvoiceNumbers(tx: Transaction, sales: TallySale[], errors: RecordError[]): Promise<TallySale[]> {
  const taken = new Map<string, string | null>();
  for (const chunk of chunks(sales)) {
    const rows = await tx
      .select({ number: invoices.invoiceNumber, guid: invoices.tallyVoucherId })
      .from(invoices)
      .where(
        inArray(
          invoices.invoiceNumber,
          chunk.map((s) => s.number),
        ),
      );
    for (const row of rows) taken.set(row.number, row.guid);
  }
  const used = new Set<string>();
  return sales.filter((sale) => {
    const owner = taken.get(sale.number);
    if ((owner !== undefined && owner !== sale.guid) || used.has(sale.number)) {
      errors.push({ record: `Sales voucher ${sale.number}`, message: `invoice number ${sale.number} already belongs to another invoice` });
      return false;
    }
    used.add(sale.number);
    return true;
  });
}

async function upsertSales(tx: Transaction, sales: TallySale[], customerIds: Map<string, string>, now: Date): Promise<number> {
  let count = 0;
  for (const chunk of chunks(sales)) {
    const rows = await tx
      .insert(invoices)
      .values(
        chunk.map((s) => ({
          customerId: customerIds.get(key(s.partyName))!,
          invoiceNumber: s.number,
          amountPaise: s.amountPaise,
          issuedOn: s.date,
          dueDate: s.dueDate,
          status: s.cancelled ? ('cancelled' as const) : ('issued' as const),
          tallyVoucherId: s.guid,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: invoices.tallyVoucherId,
        set: {
          ...fromExcluded(invoices, ['customerId', 'invoiceNumber', 'amountPaise', 'issuedOn', 'dueDate', 'status']),
          updatedAt: now,
        },
      })
      .returning({ id: invoices.id });
    count += rows.length;
  }
  return count;
}

async function upsertReceipts(tx: Transaction, receipts: TallyReceipt[], customerIds: Map<string, string>): Promise<number> {
  const billNumbers = [...new Set(receipts.map((r) => r.againstInvoice).filter((n): n is string => n !== null))];
  const invoiceIds = new Map<string, string>();
  for (const chunk of chunks(billNumbers)) {
    const rows = await tx
      .select({ id: invoices.id, number: invoices.invoiceNumber })
      .from(invoices)
      .where(inArray(invoices.invoiceNumber, chunk));
    for (const row of rows) invoiceIds.set(row.number, row.id);
  }
  let count = 0;
  for (const chunk of chunks(receipts)) {
    const rows = await tx
      .insert(payments)
      .values(
        chunk.map((r) => ({
          customerId: customerIds.get(key(r.partyName))!,
          invoiceId: r.againstInvoice ? (invoiceIds.get(r.againstInvoice) ?? null) : null,
          amountPaise: r.amountPaise,
          receivedAt: receivedAt(r.date),
          method: r.method,
          reference: r.number,
          tallyReceiptId: r.guid,
        })),
      )
      .onConflictDoUpdate({
        target: payments.tallyReceiptId,
        set: {
          ...fromExcluded(payments, ['customerId', 'invoiceId', 'amountPaise', 'receivedAt', 'method', 'reference']),
        },
      })
      .returning({ id: payments.id });
    count += rows.length;
  }
  return count;
}
