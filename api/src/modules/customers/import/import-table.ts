import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { CUSTOMER_IMPORT_MAX_COLUMNS, CUSTOMER_IMPORT_MAX_ROWS } from '@duesflow/shared-contracts/customer-import';
import type { Cell } from './import-cells';

/** A file's first row (its headers) and the rows under it, each with its number in the file. */
export interface ImportTable {
  headers: string[];
  rows: { row: number; cells: Cell[] }[];
}

/** A file that cannot be read as a table, with the reason shown to the user. */
export class ImportFileError extends Error {}

const isBlank = (cells: Cell[]) => cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));

function tableOf(lines: Cell[][]): ImportTable {
  const [first, ...rest] = lines;
  if (!first || isBlank(first)) throw new ImportFileError('The file is empty: its first row must hold the column names');
  if (first.length > CUSTOMER_IMPORT_MAX_COLUMNS)
    throw new ImportFileError(`The file has more than ${CUSTOMER_IMPORT_MAX_COLUMNS} columns`);
  const seen = new Set<string>();
  const headers = first.map((cell, index) => {
    let header =
      (cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell ?? '')).trim().slice(0, 200) || `Column ${index + 1}`;
    if (seen.has(header)) header = `${header} (${index + 1})`;
    seen.add(header);
    return header;
  });
  const rows = rest.map((cells, index) => ({ row: index + 2, cells })).filter(({ cells }) => !isBlank(cells));
  if (rows.length > CUSTOMER_IMPORT_MAX_ROWS) {
    throw new ImportFileError(
      `The file has ${rows.length.toLocaleString('en-IN')} rows: at most ${CUSTOMER_IMPORT_MAX_ROWS.toLocaleString('en-IN')} per import`,
    );
  }
  return { headers, rows };
}

/** A CSV as UTF-8 (a byte-order mark is dropped), comma or semicolon separated, CRLF or LF. */
function readCsv(bytes: Uint8Array): ImportTable {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileError('The file is not UTF-8 text: save it from Excel as "CSV UTF-8 (Comma delimited)"');
  }
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    return tableOf(parse(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: true }) as string[][]);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(`The file is not a readable CSV: ${(error as Error).message}`);
  }
}

function excelCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value)
    return value.result === undefined || typeof value.result === 'object' ? null : excelCell(value.result as ExcelJS.CellValue);
  if ('error' in value) return null;
  return null;
}

/** The first worksheet of an .xlsx workbook: text, number and date cells as Excel holds them. */
async function readXlsx(bytes: Uint8Array): Promise<ImportTable> {
  // Loaded for a workbook only: exceljs takes a few hundred milliseconds to load, a CSV needs none of it.
  // The module's namespace (ESM interop) or the CommonJS exports themselves (a bundled require).
  const excel = (await import('exceljs')) as unknown as { default?: typeof ExcelJS } & typeof ExcelJS;
  const workbook = new (excel.default ?? excel).Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch (error) {
    throw new ImportFileError(`The file is not a readable Excel workbook (.xlsx): ${(error as Error).message}`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ImportFileError('The workbook has no worksheet');
  const lines: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = excelCell(cell.value);
    });
    lines[number - 1] = Array.from(cells, (cell) => cell ?? null);
  });
  return tableOf(Array.from(lines, (line) => line ?? []));
}

/** Whether a name and bytes are a workbook: by extension, or by the zip signature of an .xlsx. */
const isXlsx = (filename: string, bytes: Uint8Array) =>
  /\.xlsx$/i.test(filename) || (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04);

/** Reads a .csv or .xlsx upload into its table; anything else is an ImportFileError. */
export async function readImportTable(filename: string, bytes: Uint8Array): Promise<ImportTable> {
  if (/\.xls$/i.test(filename)) throw new ImportFileError('Old Excel files (.xls) are not read: save the sheet as .xlsx or CSV');
  if (isXlsx(filename, bytes)) return readXlsx(bytes);
  if (/\.(csv|txt)$/i.test(filename) || !/\.[a-z0-9]+$/i.test(filename)) return readCsv(bytes);
  throw new ImportFileError('Upload a .csv or .xlsx file');
}
