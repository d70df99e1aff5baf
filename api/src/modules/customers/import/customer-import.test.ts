import { asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ZApiError } from '@duesflow/shared-contracts/common';
import { ZCustomerImportPreview, ZCustomerImportResult, type TCustomerImportMapping } from '@duesflow/shared-contracts/customer-import';
import { customers } from '../../../core/db/schema/customers';
import { invoices } from '../../../core/db/schema/invoices';
import { auditLog } from '../../../core/db/schema/staff';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app));

const MAPPING: TCustomerImportMapping = {
  name: 'Customer Name',
  phone: 'Mobile',
  email: 'Email',
  amount: 'Outstanding',
  dueDate: 'Due Date',
  invoiceNumber: 'Invoice No',
};
const HEADER = 'Customer Name,Mobile,Email,Outstanding,Due Date,Invoice No';

function upload(path: string, file: Blob, filename: string, mapping?: unknown, role: 'admin' | 'viewer' = 'admin') {
  const form = new FormData();
  form.append('file', file, filename);
  if (mapping !== undefined) form.append('mapping', typeof mapping === 'string' ? mapping : JSON.stringify(mapping));
  return Promise.resolve(t.app.request(path, { method: 'POST', body: form, headers: t.sessionHeaders(role) }));
}
const csv = (lines: string[]) => new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv' });

async function count(table: typeof customers | typeof invoices) {
  return Number((await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n);
}

const mobile = (i: number) => `9${String(100_000_000 + i).slice(-9)}`;
const AMOUNTS = ['12,000.50', '₹1,20,000', '500', 'Rs. 2,500.5'];
const DATES = ['26/11/2026', '2026-11-26', '26 Nov 2026', '05-01-2027'];

/** One kind of bad row for each 5 of the 50, with the reason it must be refused for. */
const BAD: { line: (i: number) => string; reason: RegExp; column: string }[] = [
  { line: (i) => `Bad ${i},12345,,100,,`, reason: /^phone: not a valid Indian mobile number$/, column: 'Mobile' },
  { line: (i) => `Bad ${i},${mobile(900_000 + i)},,12.345,,`, reason: /^amount: more than two decimals$/, column: 'Outstanding' },
  { line: (i) => ` ,${mobile(900_000 + i)},,100,,`, reason: /^name: empty$/, column: 'Customer Name' },
  { line: () => `Copy,${mobile(7)},,100,,`, reason: /^phone: duplicate of row 8$/, column: 'Mobile' },
  { line: (i) => `Bad ${i},${mobile(900_000 + i)},,100,31/02/2026,`, reason: /^dueDate: not a date/, column: 'Due Date' },
  { line: (i) => `Bad ${i},${mobile(900_000 + i)},not-an-email,100,,`, reason: /^email: not an email address$/, column: 'Email' },
  { line: (i) => `Bad ${i},${mobile(900_000 + i)},,-500,,`, reason: /^amount: must not be negative$/, column: 'Outstanding' },
  { line: (i) => `Bad ${i},${mobile(900_000 + i)},,100,,INV-3`, reason: /^invoiceNumber: duplicate of row 4$/, column: 'Invoice No' },
  { line: (i) => `Bad ${i},${mobile(900_000 + i)},,abc,,`, reason: /^amount: not an amount/, column: 'Outstanding' },
  {
    line: (i) => `Bad ${i},${mobile(900_000 + i)},,,26/11/2026,`,
    reason: /^amount: empty, but the row has a due date/,
    column: 'Outstanding',
  },
];

it('imports the 9,950 good rows of a 10,000-row CSV in one go and reports exactly the 50 bad ones with their reasons', async () => {
  const lines = [HEADER];
  const badAt = new Map<number, (typeof BAD)[number]>();
  for (let i = 1; i <= 10_000; i++) {
    // Rows 1 to 20 are good (the duplicates point at them); then one bad row in every 200.
    const bad = i > 20 && i % 200 === 0 ? BAD[(i / 200) % BAD.length]! : undefined;
    if (bad) {
      badAt.set(i + 1, bad);
      lines.push(bad.line(i));
    } else {
      lines.push(`Customer ${i},${mobile(i)},c${i}@example.in,"${AMOUNTS[i % 4]}",${DATES[i % 4]},INV-${i}`);
    }
  }
  expect(badAt.size).toBe(50);

  const started = performance.now();
  const response = await upload('/api/customers/import', csv(lines), 'customers.csv', MAPPING);
  const took = Math.round(performance.now() - started);
  expect(response.status).toBe(200);
  const result = ZCustomerImportResult.parse(await response.json());
  console.log(`10,000-row CSV import: ${took} ms`);

  expect(result).toMatchObject({ filename: 'customers.csv', imported: 9_950, updated: 0, invoices: 9_950 });
  expect(result.refused.map((refusal) => refusal.row)).toEqual([...badAt.keys()]);
  for (const refusal of result.refused) {
    const bad = badAt.get(refusal.row)!;
    expect(refusal.reason).toMatch(bad.reason);
    expect(refusal.column).toBe(bad.column);
  }
  expect(await count(customers)).toBe(9_950);
  expect(await count(invoices)).toBe(9_950);
  await t.deps.audit.flush();
  const audited = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'customers.import'));
  expect(audited).toEqual([
    expect.objectContaining({ outcome: 'success', detail: 'customers.csv: 9950 imported, 0 updated, 9950 invoices, 50 refused' }),
  ]);

  // Exact paise from Indian-written amounts, and dates read day first.
  const written = await t.deps.db
    .select({ name: customers.name, phone: customers.phone, amountPaise: invoices.amountPaise, dueDate: invoices.dueDate })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(sql`${invoices.invoiceNumber} in ('INV-1', 'INV-2', 'INV-3', 'INV-4')`)
    .orderBy(asc(invoices.invoiceNumber));
  expect(written).toEqual([
    { name: 'Customer 1', phone: '+91 91000 00001', amountPaise: 12_000_000, dueDate: '2026-11-26' },
    { name: 'Customer 2', phone: '+91 91000 00002', amountPaise: 50_000, dueDate: '2026-11-26' },
    { name: 'Customer 3', phone: '+91 91000 00003', amountPaise: 250_050, dueDate: '2027-01-05' },
    { name: 'Customer 4', phone: '+91 91000 00004', amountPaise: 1_200_050, dueDate: '2026-11-26' },
  ]);
}, 120_000);

it('updates the customer with the same mobile number (else the same name), and refuses another customer’s invoice number', async () => {
  const known = await make.customer({ name: 'Sharma Traders', phone: '+91 98220 12345', email: 'old@sharma.in' });
  const byName = await make.customer({ name: 'Lakshmi  Textiles', phone: null });
  const other = await make.customer({ name: 'Other' });
  await make.invoice(other.id, 10_000, 5);
  const [taken] = await t.deps.db.select({ number: invoices.invoiceNumber }).from(invoices);
  const response = await upload(
    '/api/customers/import',
    csv([
      HEADER,
      'Sharma Traders & Co,098220 12345,,"1,000",,',
      'lakshmi textiles,+91 99887 76655,,,,',
      `New Customer,9876501234,,200,,${taken!.number}`,
    ]),
    'update.csv',
    MAPPING,
  );
  const result = ZCustomerImportResult.parse(await response.json());
  expect(result).toMatchObject({ imported: 0, updated: 2, invoices: 1 });
  expect(result.refused).toEqual([
    { row: 4, column: 'Invoice No', reason: `invoiceNumber: ${taken!.number} is another customer's invoice` },
  ]);
  const rows = await t.deps.db.select().from(customers).orderBy(asc(customers.createdAt));
  expect(rows.find((row) => row.id === known.id)).toMatchObject({ name: 'Sharma Traders & Co', email: 'old@sharma.in' });
  expect(rows.find((row) => row.id === byName.id)).toMatchObject({ name: 'lakshmi textiles', phone: '+91 99887 76655' });
  expect(rows).toHaveLength(3);
});

it('previews and imports an Excel workbook with Devanagari names, Hindi headers, date cells and number cells', async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('ग्राहक');
  sheet.addRow(['ग्राहक का नाम', 'मोबाइल', 'बकाया राशि', 'देय तिथि']);
  sheet.addRow(['रमेश कुमार', '9812345678', 1200.5, new Date(Date.UTC(2026, 10, 26))]);
  sheet.addRow(['सुनीता देवी', 9898989898, 75000, '15/12/2026']);
  const file = new Blob([await workbook.xlsx.writeBuffer()]);

  const previewed = await upload('/api/customers/import/preview', file, 'grahak.xlsx');
  expect(previewed.status).toBe(200);
  const preview = ZCustomerImportPreview.parse(await previewed.json());
  expect(preview).toEqual({
    filename: 'grahak.xlsx',
    headers: ['ग्राहक का नाम', 'मोबाइल', 'बकाया राशि', 'देय तिथि'],
    rows: [
      ['रमेश कुमार', '9812345678', '1200.5', '2026-11-26'],
      ['सुनीता देवी', '9898989898', '75000', '15/12/2026'],
    ],
    rowCount: 2,
    suggestedMapping: { name: 'ग्राहक का नाम', phone: 'मोबाइल', amount: 'बकाया राशि', dueDate: 'देय तिथि' },
  });
  expect(await count(customers)).toBe(0);

  const response = await upload('/api/customers/import', file, 'grahak.xlsx', preview.suggestedMapping);
  expect(ZCustomerImportResult.parse(await response.json())).toMatchObject({ imported: 2, updated: 0, invoices: 2, refused: [] });
  const written = await t.deps.db
    .select({ name: customers.name, phone: customers.phone, amountPaise: invoices.amountPaise, dueDate: invoices.dueDate })
    .from(customers)
    .innerJoin(invoices, eq(customers.id, invoices.customerId))
    .orderBy(asc(invoices.amountPaise));
  expect(written).toEqual([
    { name: 'रमेश कुमार', phone: '+91 98123 45678', amountPaise: 120_050, dueDate: '2026-11-26' },
    { name: 'सुनीता देवी', phone: '+91 98989 89898', amountPaise: 7_500_000, dueDate: '2026-12-15' },
  ]);
});

it('refuses a malformed file, a missing file, a bad mapping or a viewer with a 4xx naming the problem, and writes nothing', async () => {
  const expectRefused = async (response: Response, status: number, error: string, path?: string) => {
    expect(response.status).toBe(status);
    const body = ZApiError.parse(await response.json());
    expect(body.error).toBe(error);
    if (path) expect(body.issues?.map((issue) => issue.path)).toContain(path);
  };
  const good = csv([HEADER, 'A,9876543210,,100,,']);
  await expectRefused(
    await upload('/api/customers/import', new Blob(['PK\u0003\u0004 not a zip']), 'broken.xlsx', MAPPING),
    400,
    'unreadable_file',
    'file',
  );
  await expectRefused(
    await upload('/api/customers/import/preview', csv([HEADER, 'A,"unclosed']), 'quote.csv'),
    400,
    'unreadable_file',
    'file',
  );
  await expectRefused(
    await upload('/api/customers/import/preview', new Blob([new Uint8Array([0x4e, 0x61, 0xe9, 0x0a])]), 'latin1.csv'),
    400,
    'unreadable_file',
  );
  await expectRefused(await upload('/api/customers/import/preview', csv([]), 'empty.csv'), 400, 'unreadable_file');
  await expectRefused(
    await upload('/api/customers/import', good, 'a.csv', { ...MAPPING, phone: 'Phone' }),
    400,
    'invalid_mapping',
    'mapping.phone',
  );
  await expectRefused(await upload('/api/customers/import', good, 'a.csv', { phone: 'Mobile' }), 400, 'invalid_mapping', 'mapping.name');
  await expectRefused(await upload('/api/customers/import', good, 'a.csv', '{not json'), 400, 'invalid_mapping', 'mapping');
  await expectRefused(await upload('/api/customers/import', good, 'a.csv'), 400, 'invalid_mapping', 'mapping');
  await expectRefused(await upload('/api/customers/import', good, 'a.csv', MAPPING, 'viewer'), 403, 'forbidden');
  await expectRefused(await t.call('POST', '/api/customers/import', { file: 'a.csv' }), 415, 'unsupported_media_type');
  const form = new FormData();
  form.append('mapping', JSON.stringify(MAPPING));
  const noFile = await t.app.request('/api/customers/import', { method: 'POST', body: form, headers: t.sessionHeaders() });
  await expectRefused(noFile, 400, 'no_file', 'file');
  const tooLarge = await t.app.request('/api/customers/import', {
    method: 'POST',
    body: new Uint8Array(11 * 1024 * 1024),
    headers: { ...t.sessionHeaders(), 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(11 * 1024 * 1024) },
  });
  expect(tooLarge.status).toBe(413);
  expect(await count(customers)).toBe(0);
});
