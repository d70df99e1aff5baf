import { z } from 'zod';
import { ZCount, ZText } from './common';

/*
 * Customer import from a CSV or Excel file (docs/customer-import.md): the file is previewed (its headers,
 * first rows and a suggested mapping), the user maps the file's headers onto these fields, and the import
 * writes every good row in one transaction and reports every refused row with its reason.
 */

/** The fields a row can fill, in the order the mapping step shows them. Only `name` must be mapped. */
export const CUSTOMER_IMPORT_FIELDS = ['name', 'phone', 'email', 'amount', 'dueDate', 'invoiceNumber'] as const;
export type TCustomerImportField = (typeof CUSTOMER_IMPORT_FIELDS)[number];

/** How the mapping step labels each field. */
export const CUSTOMER_IMPORT_FIELD_LABELS: Record<TCustomerImportField, string> = {
  name: 'Customer name',
  phone: 'Mobile number',
  email: 'Email',
  amount: 'Outstanding amount (₹)',
  dueDate: 'Due date',
  invoiceNumber: 'Invoice number',
};

/** The largest file taken: 10 MB, far more than 10,000 customers. */
export const CUSTOMER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most data rows one file may hold. */
export const CUSTOMER_IMPORT_MAX_ROWS = 50_000;
/** The most columns one file may hold. */
export const CUSTOMER_IMPORT_MAX_COLUMNS = 100;
/** Rows the preview shows under the headers. */
export const CUSTOMER_IMPORT_PREVIEW_ROWS = 5;
/** The file types taken, as the file picker's `accept`. */
export const CUSTOMER_IMPORT_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ZHeader = ZText(200).min(1, 'Choose a column of the file');

/**
 * Which header of the file fills each field (the multipart field `mapping`, as JSON). A header may
 * fill one field only; a field left out is not imported.
 */
export const ZCustomerImportMapping = z
  .object({
    name: ZHeader,
    phone: ZHeader.optional(),
    email: ZHeader.optional(),
    amount: ZHeader.optional(),
    dueDate: ZHeader.optional(),
    invoiceNumber: ZHeader.optional(),
  })
  .strict();
export type TCustomerImportMapping = z.infer<typeof ZCustomerImportMapping>;

/** `POST /api/customers/import/preview`: what the file holds, and the mapping its headers suggest. */
export const ZCustomerImportPreview = z.object({
  filename: z.string(),
  /** The first row of the file, as written (a blank header reads "Column 3"). */
  headers: z.array(z.string()),
  /** The first data rows, each cell as text (an Excel date as YYYY-MM-DD). */
  rows: z.array(z.array(z.string())),
  /** Data rows in the file (blank rows not counted). */
  rowCount: ZCount,
  /** Fields whose header was recognised (English or Hindi: "Customer Name", "Mobile", "बकाया राशि"…). */
  suggestedMapping: ZCustomerImportMapping.partial(),
});
export type TCustomerImportPreview = z.infer<typeof ZCustomerImportPreview>;

/** One refused row: its number in the file (the header is row 1), the file's column and why. */
export const ZCustomerImportRefusal = z.object({
  row: z.number().int().min(2),
  /** The file's header of the offending column ("" when the whole row is refused). */
  column: z.string(),
  /** The field and the problem, e.g. "phone: not a valid Indian mobile number", "name: duplicate of row 12". */
  reason: z.string(),
});
export type TCustomerImportRefusal = z.infer<typeof ZCustomerImportRefusal>;

/** `POST /api/customers/import`: what was written (in one transaction) and every row refused. */
export const ZCustomerImportResult = z.object({
  filename: z.string(),
  /** New customers created. */
  imported: ZCount,
  /** Existing customers (same mobile number, else same name) updated. */
  updated: ZCount,
  /** Unpaid invoices created or updated from the rows' amounts. */
  invoices: ZCount,
  /** Rows left out, in file order; nothing of them was written. */
  refused: z.array(ZCustomerImportRefusal),
});
export type TCustomerImportResult = z.infer<typeof ZCustomerImportResult>;
