import type { TCustomerImportRefusal } from '@duesflow/shared-contracts/customer-import';

/** One CSV field: quoted when it holds a comma, a quote or a line break; a leading = + - @ is defused for spreadsheets. */
function field(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The refused rows as a CSV (with a byte-order mark, so Excel reads Devanagari and ₹ as UTF-8). */
export function refusedRowsCsv(refused: TCustomerImportRefusal[]): string {
  const lines = [['Row', 'Column', 'Reason'], ...refused.map((refusal) => [refusal.row, refusal.column, refusal.reason])];
  return `\uFEFF${lines.map((line) => line.map(field).join(',')).join('\r\n')}\r\n`;
}

/** The download's file name: the imported file's name with "-refused.csv". */
export const refusedFilename = (filename: string) => `${filename.replace(/\.[^.]+$/, '') || 'import'}-refused.csv`;
