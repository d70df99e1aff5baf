import { CUSTOMER_IMPORT_PREVIEW_ROWS, type TCustomerImportPreview } from '@duesflow/shared-contracts/customer-import';
import type { TFieldIssue } from '@duesflow/shared-contracts/common';
import { cellText } from './import-cells';
import { readMapping, suggestMapping } from './import-mapping';
import { checkRows, type CheckedRows } from './import-rows';
import { ImportFileError, readImportTable } from './import-table';

/** The body of an import request as it arrived: read in a worker thread, never on the event loop. */
export interface ImportUpload {
  bytes: Uint8Array;
  contentType: string;
  /** preview: headers, first rows and a suggested mapping; import: every row checked against the mapping. */
  step: 'preview' | 'import';
}

export type ImportUploadResult =
  | { kind: 'preview'; preview: TCustomerImportPreview }
  | ({ kind: 'checked'; filename: string } & CheckedRows)
  | { kind: 'refused'; status: 400 | 415; error: string; message: string; issues?: TFieldIssue[] };

const refused = (status: 400 | 415, error: string, message: string, issues?: TFieldIssue[]): ImportUploadResult => ({
  kind: 'refused',
  status,
  error,
  message,
  ...(issues ? { issues } : {}),
});

/** A name for the report: the last path segment, trimmed. */
const cleanFilename = (name: string) => name.split(/[\\/]/).pop()!.trim().slice(0, 200) || 'customers.csv';

/**
 * Reads the multipart form (field `file`, and for the import `mapping` as JSON), the file as a table
 * (.csv or .xlsx) and then either its preview or every row checked. Pure and CPU-bound.
 */
export async function readImportUpload(upload: ImportUpload): Promise<ImportUploadResult> {
  if (!/^multipart\/form-data/i.test(upload.contentType)) {
    return refused(415, 'unsupported_media_type', 'Send the file as multipart/form-data (field file)');
  }
  let form: FormData;
  try {
    form = await new Response(upload.bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': upload.contentType } }).formData();
  } catch (error) {
    return refused(400, 'malformed_multipart', `The upload is not valid multipart/form-data: ${(error as Error).message}`);
  }
  const file = form.get('file');
  if (!(file instanceof Blob)) {
    return refused(400, 'no_file', "No file was sent: upload the .csv or .xlsx file in the form field 'file'", [
      { path: 'file', message: 'Required' },
    ]);
  }
  const filename = cleanFilename((file as File).name ?? '');
  let table;
  try {
    table = await readImportTable(filename, new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof ImportFileError) return refused(400, 'unreadable_file', error.message, [{ path: 'file', message: error.message }]);
    throw error;
  }
  if (upload.step === 'preview') {
    return {
      kind: 'preview',
      preview: {
        filename,
        headers: table.headers,
        rows: table.rows.slice(0, CUSTOMER_IMPORT_PREVIEW_ROWS).map(({ cells }) => table.headers.map((_, i) => cellText(cells[i] ?? null))),
        rowCount: table.rows.length,
        suggestedMapping: suggestMapping(table.headers),
      },
    };
  }
  const mapping = readMapping(form.get('mapping'), table.headers);
  if ('issues' in mapping) return refused(400, 'invalid_mapping', `The mapping is invalid: ${mapping.issues[0]!.message}`, mapping.issues);
  return { kind: 'checked', filename, ...checkRows(table, mapping.mapping) };
}
