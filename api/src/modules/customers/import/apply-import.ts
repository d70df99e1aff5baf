import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { TCustomerImportRefusal } from '@duesflow/shared-contracts/customer-import';
import type { Database, Transaction } from '../../../core/db/database';
import { customers } from '../../../core/db/schema/customers';
import { invoices } from '../../../core/db/schema/invoices';
import { fromExcluded } from '../../../core/db/upsert';
import { readMobile } from './import-cells';
import type { CheckedRows, ImportRow } from './import-rows';

export interface ImportCounts {
  imported: number;
  updated: number;
  invoices: number;
  refused: TCustomerImportRefusal[];
}

/** Rows written per statement: small enough that one holds the embedded database's single session for tens of milliseconds. */
const WRITE_CHUNK = 200;
/**
 * Keys looked up per statement: each lookup scans the customers once (the compared forms have no index),
 * so few large lookups beat many small ones; far below PostgreSQL's 65,535 parameters.
 */
const LOOKUP_CHUNK = 5_000;
const chunks = <T>(rows: T[], size: number) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/** A stored phone's last ten digits and a stored name's compared form, as SQL. */
const lastTenDigits = sql<string>`right(regexp_replace(${customers.phone}, '[^0-9]', '', 'g'), 10)`;
const nameKey = sql<string>`lower(regexp_replace(trim(${customers.name}), '\\s+', ' ', 'g'))`;

interface Existing {
  id: string;
  phone: string | null;
}

/** Existing customers by mobile number (E.164) and by compared name. */
async function existingCustomers(tx: Transaction, rows: ImportRow[]) {
  const byMobile = new Map<string, Existing[]>();
  const byName = new Map<string, Existing[]>();
  const add = (map: Map<string, Existing[]>, key: string, customer: Existing) => {
    const list = map.get(key) ?? [];
    if (!list.some((known) => known.id === customer.id)) list.push(customer);
    map.set(key, list);
  };
  const lastTens = [...new Set(rows.flatMap((row) => (row.mobile ? [row.mobile.e164.slice(-10)] : [])))];
  for (const chunk of chunks(lastTens, LOOKUP_CHUNK)) {
    const found = await tx.select({ id: customers.id, phone: customers.phone }).from(customers).where(inArray(lastTenDigits, chunk));
    for (const customer of found) {
      const mobile = customer.phone ? readMobile(customer.phone) : null;
      if (mobile && 'value' in mobile) add(byMobile, mobile.value.e164, customer);
    }
  }
  const names = [...new Set(rows.map((row) => row.nameKey))];
  for (const chunk of chunks(names, LOOKUP_CHUNK)) {
    const found = await tx
      .select({ id: customers.id, phone: customers.phone, key: nameKey })
      .from(customers)
      .where(inArray(nameKey, chunk));
    for (const { key, ...customer } of found) add(byName, key, customer);
  }
  return { byMobile, byName };
}

/**
 * Which existing customer each row updates (docs/customer-import.md "Who is who"): the one with its mobile
 * number; else the one with its name, when that customer has no number or the row gives none. A row that
 * several customers could be, or that names a customer an earlier row already updates, is refused.
 */
function matchRows(checked: CheckedRows, existing: Awaited<ReturnType<typeof existingCustomers>>, refused: TCustomerImportRefusal[]) {
  const matched = new Map<ImportRow, string>();
  const rowOfCustomer = new Map<string, number>();
  const kept: ImportRow[] = [];
  for (const row of checked.rows) {
    const refuse = (field: 'phone' | 'name', reason: string) =>
      refused.push({ row: row.row, column: checked.columns[field] ?? '', reason: `${field}: ${reason}` });
    const withMobile = row.mobile ? (existing.byMobile.get(row.mobile.e164) ?? []) : [];
    if (withMobile.length > 1) {
      refuse('phone', `${withMobile.length} customers already have this number; update them one by one`);
      continue;
    }
    const byName = (existing.byName.get(row.nameKey) ?? []).filter((customer) => !row.mobile || !customer.phone);
    if (withMobile.length === 0 && byName.length > 1) {
      refuse('name', `${byName.length} customers already have this name; add their mobile number`);
      continue;
    }
    const id = withMobile[0]?.id ?? byName[0]?.id;
    if (id) {
      const earlier = rowOfCustomer.get(id);
      if (earlier !== undefined) {
        refuse(row.mobile ? 'phone' : 'name', `the same customer as row ${earlier}`);
        continue;
      }
      rowOfCustomer.set(id, row.row);
      matched.set(row, id);
    }
    kept.push(row);
  }
  return { kept, matched };
}

/** Invoice numbers the file names that belong to another customer's invoice: those rows are refused. */
async function refuseTakenInvoiceNumbers(
  tx: Transaction,
  rows: ImportRow[],
  matched: Map<ImportRow, string>,
  column: string,
  refused: TCustomerImportRefusal[],
) {
  const numbers = [...new Set(rows.flatMap((row) => (row.invoiceNumber ? [row.invoiceNumber] : [])))];
  const owner = new Map<string, string>();
  for (const chunk of chunks(numbers, LOOKUP_CHUNK)) {
    const found = await tx
      .select({ number: invoices.invoiceNumber, customerId: invoices.customerId })
      .from(invoices)
      .where(inArray(invoices.invoiceNumber, chunk));
    for (const invoice of found) owner.set(invoice.number, invoice.customerId);
  }
  return rows.filter((row) => {
    const taken = row.invoiceNumber ? owner.get(row.invoiceNumber) : undefined;
    if (taken === undefined || taken === matched.get(row)) return true;
    refused.push({ row: row.row, column, reason: `invoiceNumber: ${row.invoiceNumber} is another customer's invoice` });
    return false;
  });
}

/** The invoice number of a row's amount when the file gives none: one per customer, so a re-import updates it. */
export const importedBalanceNumber = (customerId: string) => `IMPORT-${customerId.replaceAll('-', '').slice(0, 12).toUpperCase()}`;

async function upsertCustomers(tx: Transaction, rows: { row: ImportRow; id: string }[], now: Date) {
  for (const chunk of chunks(rows, WRITE_CHUNK)) {
    await tx
      .insert(customers)
      .values(
        chunk.map(({ row, id }) => ({
          id,
          name: row.name,
          phone: row.mobile?.stored ?? null,
          email: row.email,
          source: 'manual' as const,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: customers.id,
        // What the file leaves empty stays as it was.
        set: {
          ...fromExcluded(customers, ['name']),
          phone: sql`coalesce(excluded.phone, ${customers.phone})`,
          email: sql`coalesce(excluded.email, ${customers.email})`,
          updatedAt: now,
        },
      });
  }
}

async function upsertInvoices(tx: Transaction, rows: { row: ImportRow; id: string }[], today: string, now: Date): Promise<number> {
  let count = 0;
  for (const chunk of chunks(
    rows.filter(({ row }) => row.amountPaise !== null),
    WRITE_CHUNK,
  )) {
    const written = await tx
      .insert(invoices)
      .values(
        chunk.map(({ row, id }) => {
          const dueDate = row.dueDate ?? today;
          return {
            customerId: id,
            invoiceNumber: row.invoiceNumber ?? importedBalanceNumber(id),
            amountPaise: row.amountPaise!,
            issuedOn: dueDate < today ? dueDate : today,
            dueDate,
            updatedAt: now,
          };
        }),
      )
      .onConflictDoUpdate({
        target: invoices.invoiceNumber,
        set: { ...fromExcluded(invoices, ['amountPaise', 'dueDate']), updatedAt: now },
        // Never another customer's invoice (those rows were refused; this guards the generated numbers).
        setWhere: sql`${invoices.customerId} = excluded.customer_id`,
      })
      .returning({ id: invoices.id });
    count += written.length;
  }
  return count;
}

/**
 * Writes the checked rows in ONE transaction: every customer and invoice, or, if the database refuses
 * anything, nothing (the error is thrown). Rows that name an ambiguous or already-updated customer, or
 * another customer's invoice number, are refused first and nothing of them is written.
 */
export async function applyCustomerImport(db: Database, checked: CheckedRows, today: string, now: Date): Promise<ImportCounts> {
  return db.transaction(async (tx) => {
    const refused = [...checked.refused];
    const { kept, matched } = matchRows(checked, await existingCustomers(tx, checked.rows), refused);
    const writable = (await refuseTakenInvoiceNumbers(tx, kept, matched, checked.columns.invoiceNumber ?? '', refused)).map((row) => ({
      row,
      id: matched.get(row) ?? randomUUID(),
    }));
    await upsertCustomers(tx, writable, now);
    const invoiceCount = await upsertInvoices(tx, writable, today, now);
    const updated = writable.filter(({ row }) => matched.has(row)).length;
    return {
      imported: writable.length - updated,
      updated,
      invoices: invoiceCount,
      refused: refused.sort((a, b) => a.row - b.row),
    };
  });
}
