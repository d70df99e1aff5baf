import type ExcelJS from 'exceljs';

/*
 * The files every export writes (customers, analytics): CSV as UTF-8 with a byte-order mark, so Excel reads
 * ₹ and Devanagari instead of garbling them, and Excel workbooks whose figures are numbers (they add up).
 */

/**
 * exceljs, loaded when a workbook is first written: it takes a few hundred milliseconds of the API's start
 * to load, and most processes never write one. The module's namespace (ESM interop) or the CommonJS
 * exports themselves (a bundled require).
 */
export async function loadExcelJs(): Promise<typeof ExcelJS> {
  const excel = (await import('exceljs')) as unknown as { default?: typeof ExcelJS } & typeof ExcelJS;
  return excel.default ?? excel;
}

/** What starts a UTF-8 CSV so that Excel reads it as UTF-8 (EF BB BF once encoded). */
export const CSV_BOM = '\uFEFF';

/** A cell a spreadsheet would run as a formula (= + - @, or a tab or return first) is written as text: a quote first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; quotes doubled; empty for null. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record with its CRLF. */
export const csvLine = (cells: readonly (string | number | null)[]) => `${cells.map(csvField).join(',')}\r\n`;

/** A whole CSV file: the byte-order mark, the header, the rows. */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return CSV_BOM + csvLine(header) + rows.map(csvLine).join('');
}

/** Indian grouping (12,34,567.50) with the rupee sign, as Excel writes it: lakhs and crores by value. */
export const XLSX_RUPEES = '[>=10000000]"₹"##\\,##\\,##\\,##0.00;[>=100000]"₹"##\\,##\\,##0.00;"₹"#,##0.00';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumn {
  header: string;
  /** Characters. */
  width: number;
}

/** A cell with the number format it shows in (a number stays a number). */
export interface FormattedCell {
  value: string | number | null;
  numFmt?: string;
}

/**
 * One sheet as an Excel workbook in memory (for files of a few hundred rows; the customers' export streams
 * its 100,000 rows instead): bold frozen header, numbers as numbers in the given formats, empty cells for null.
 */
export async function xlsxBuffer(
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: readonly (readonly FormattedCell[])[],
): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const cells of rows) {
    const row = sheet.addRow(cells.map((cell) => cell.value ?? null));
    cells.forEach((cell, index) => {
      if (cell.numFmt && typeof cell.value === 'number') row.getCell(index + 1).numFmt = cell.numFmt;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
