import {
  CUSTOMER_IMPORT_FIELDS,
  type TCustomerImportField,
  type TCustomerImportMapping,
  type TCustomerImportRefusal,
} from '@duesflow/shared-contracts/customer-import';
import { cellText, readAmountPaise, readDate, readEmail, readMobile, readText, type Cell, type Read } from './import-cells';
import type { ImportTable } from './import-table';

/** A row that passed every check, in the values it will be stored as. */
export interface ImportRow {
  row: number;
  name: string;
  /** The name compared (trimmed, one space between words, lower case). */
  nameKey: string;
  mobile: { stored: string; e164: string } | null;
  email: string | null;
  /** The outstanding amount of its invoice; null (or a 0 in the file): no invoice. */
  amountPaise: number | null;
  dueDate: string | null;
  invoiceNumber: string | null;
}

export interface CheckedRows {
  rows: ImportRow[];
  refused: TCustomerImportRefusal[];
  /** The file's header of each mapped field, to name the column of a refusal found later. */
  columns: TCustomerImportMapping;
}

export const nameKeyOf = (name: string) => name.toLowerCase();

class RowRefused extends Error {
  constructor(
    readonly field: TCustomerImportField | null,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** The value or the row's refusal, naming the field. */
function valueOf<T>(field: TCustomerImportField, read: Read<T>): T {
  if ('problem' in read) throw new RowRefused(field, `${field}: ${read.problem}`);
  return read.value;
}

function checkRow(cellOf: (field: TCustomerImportField) => Cell, row: number): ImportRow {
  const text = (field: TCustomerImportField) => cellText(cellOf(field));
  const name = valueOf('name', readText(text('name'), 200));
  if (!name) throw new RowRefused('name', 'name: empty');
  const phoneText = text('phone');
  const emailText = text('email');
  const amountText = text('amount');
  const mobile = phoneText ? valueOf('phone', readMobile(phoneText)) : null;
  const email = emailText ? valueOf('email', readEmail(emailText)) : null;
  const amount = amountText ? valueOf('amount', readAmountPaise(cellOf('amount'))) : null;
  const dueDate = text('dueDate') ? valueOf('dueDate', readDate(cellOf('dueDate'))) : null;
  const invoiceNumber = text('invoiceNumber') ? valueOf('invoiceNumber', readText(text('invoiceNumber'), 100)) : null;
  if (amount === null && (dueDate !== null || invoiceNumber !== null)) {
    throw new RowRefused('amount', 'amount: empty, but the row has a due date or an invoice number');
  }
  const amountPaise = amount === 0 ? null : amount;
  return {
    row,
    name,
    nameKey: nameKeyOf(name),
    mobile,
    email,
    amountPaise,
    dueDate: amountPaise === null ? null : dueDate,
    invoiceNumber: amountPaise === null ? null : invoiceNumber,
  };
}

/**
 * Checks every row of the file against the mapping (pure: it runs in the reader's worker thread). A row
 * is refused for its first problem, in field order; a row naming the same customer (mobile number, or
 * name when it has none) or invoice number as an earlier row is refused as its duplicate.
 */
export function checkRows(table: ImportTable, mapping: TCustomerImportMapping): CheckedRows {
  const columnOf = Object.fromEntries(
    CUSTOMER_IMPORT_FIELDS.map((field) => [field, mapping[field] === undefined ? -1 : table.headers.indexOf(mapping[field]!)]),
  ) as Record<TCustomerImportField, number>;
  const header = (field: TCustomerImportField | null) => (field && columnOf[field] >= 0 ? table.headers[columnOf[field]]! : '');
  const rows: ImportRow[] = [];
  const refused: TCustomerImportRefusal[] = [];
  /** The first row of each customer (its mobile number, else its name) and of each invoice number. */
  const firstWith = new Map<string, number>();
  const refuseDuplicate = (key: string, field: TCustomerImportField) => {
    const first = firstWith.get(key);
    if (first !== undefined) throw new RowRefused(field, `${field}: duplicate of row ${first}`);
  };
  for (const { row, cells } of table.rows) {
    try {
      const checked = checkRow((field) => (columnOf[field] >= 0 ? (cells[columnOf[field]] ?? null) : null), row);
      const who = checked.mobile ? `phone:${checked.mobile.e164}` : `name:${checked.nameKey}`;
      const invoice = checked.invoiceNumber ? `invoice:${checked.invoiceNumber.toLowerCase()}` : null;
      refuseDuplicate(who, checked.mobile ? 'phone' : 'name');
      if (invoice) refuseDuplicate(invoice, 'invoiceNumber');
      firstWith.set(who, row);
      if (invoice) firstWith.set(invoice, row);
      rows.push(checked);
    } catch (error) {
      if (!(error instanceof RowRefused)) throw error;
      refused.push({ row, column: header(error.field), reason: error.reason });
    }
  }
  return { rows, refused, columns: mapping };
}
