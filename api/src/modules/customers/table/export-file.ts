import { PassThrough, Readable } from 'node:stream';
import { CUSTOMER_EXPORT_COLUMNS, ageingBucketOf, contactHoldText } from '@duesflow/shared-contracts/customer-table';
import type { TContactHold } from '@duesflow/shared-contracts/customers';
import { formatINR, formatIstDate } from '@duesflow/shared-contracts/format';
import type { TableRow } from './table-rows';
import { XLSX_RUPEES, csvLine, loadExcelJs } from '../../../core/lib/spreadsheet';

/** What the export adds to the rows: the collector who owns each, what holds their reminders, disputed invoices. */
export interface ExportNotes {
  owners: Map<string, string>;
  holds: Map<string, TContactHold>;
  disputes: Map<string, unknown[]>;
}

/** Rows written per turn of the event loop: a 100,000-row file never holds up other requests for long. */
const ROWS_PER_TURN = 2_000;

/** One customer's cells, in CUSTOMER_EXPORT_COLUMNS order: amount due as rupees (the file decides how it shows). */
function cellsOf(row: TableRow, notes: ExportNotes): (string | number)[] {
  const { customer } = row;
  const hold = notes.holds.get(customer.id);
  const holds = [hold ? contactHoldText(hold) : '', notes.disputes.has(customer.id) ? 'Invoice disputed' : ''].filter(Boolean);
  return [
    customer.name,
    customer.phone ?? '',
    customer.email ?? '',
    customer.status,
    customer.amountDue,
    row.daysOverdue ?? '',
    row.daysOverdue === null ? '' : (ageingBucketOf(row.duePaise, row.daysOverdue) ?? ''),
    notes.owners.get(customer.id) ?? '',
    formatIstDate(customer.lastContact),
    holds.join('; '),
  ];
}

/** The rows as CSV, UTF-8 with a byte-order mark (so Excel reads ₹ and Devanagari), amounts as "₹12,34,567.50". */
export function csvStream(rows: TableRow[], notes: ExportNotes): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine([...CUSTOMER_EXPORT_COLUMNS])}`));
    },
    pull(controller) {
      if (next >= rows.length) {
        controller.close();
        return;
      }
      let text = '';
      for (const row of rows.slice(next, next + ROWS_PER_TURN)) {
        const cells = cellsOf(row, notes);
        cells[4] = formatINR(Number(cells[4]));
        text += csvLine(cells);
      }
      next += ROWS_PER_TURN;
      controller.enqueue(encoder.encode(text));
    },
  });
}

/** The rows as an Excel workbook, streamed as it is written; amounts are numbers shown as rupees (they add up). */
export function xlsxStream(rows: TableRow[], notes: ExportNotes): ReadableStream<Uint8Array> {
  const output = new PassThrough();
  const write = async () => {
    const workbook = new (await loadExcelJs()).stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
    const sheet = workbook.addWorksheet('Customers', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = CUSTOMER_EXPORT_COLUMNS.map((header) => ({ header, width: header === 'Name' ? 32 : 18 }));
    sheet.getColumn(5).numFmt = XLSX_RUPEES;
    sheet.getRow(1).font = { bold: true };
    for (let start = 0; start < rows.length; start += ROWS_PER_TURN) {
      for (const row of rows.slice(start, start + ROWS_PER_TURN)) {
        const added = sheet.addRow(cellsOf(row, notes));
        added.getCell(5).numFmt = XLSX_RUPEES;
        added.commit();
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
