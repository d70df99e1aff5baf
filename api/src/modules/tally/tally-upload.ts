import type { TallyRecords } from './tally-records';
import { readTallyJsonFile } from './tally-json';
import { TallyFormatError } from './tally-xml';

/** The body of POST /api/tally/import as it arrived, before anything is parsed. */
export interface TallyUpload {
  bytes: Uint8Array;
  contentType: string;
  /** ?filename= of a JSON body (a multipart upload carries its own). */
  filename?: string;
}

/** The export read, a file that is not a Tally export (applied as a failed import), or a refused request. */
export type TallyUploadResult =
  | { kind: 'records'; filename: string; records: TallyRecords }
  | { kind: 'not_an_export'; filename: string; message: string }
  | { kind: 'refused'; status: 400 | 415; error: string; message: string };

const MULTIPART = /^multipart\/form-data/i;
const JSON_TYPE = /^application\/([\w.-]+\+)?json/i;

/** A name for the log and the toast: the last path segment, trimmed. */
export const cleanFilename = (name: string) => name.split(/[\\/]/).pop()!.trim().slice(0, 200) || 'tally-export.json';

const refused = (status: 400 | 415, error: string, message: string): TallyUploadResult => ({ kind: 'refused', status, error, message });

async function fileOf(upload: TallyUpload): Promise<{ filename: string; bytes: Uint8Array } | TallyUploadResult> {
  if (MULTIPART.test(upload.contentType)) {
    let form: FormData;
    try {
      form = await new Response(upload.bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': upload.contentType } }).formData();
    } catch (error) {
      return refused(400, 'malformed_multipart', `The upload is not valid multipart/form-data: ${(error as Error).message}`);
    }
    const file = form.get('file');
    if (!(file instanceof Blob)) return refused(400, 'no_file', "No file was sent: upload the Tally export in the form field 'file'");
    return { filename: cleanFilename((file as File).name ?? ''), bytes: new Uint8Array(await file.arrayBuffer()) };
  }
  if (JSON_TYPE.test(upload.contentType)) {
    if (upload.bytes.every((byte) => byte <= 0x20)) return refused(400, 'no_file', 'No file was sent: the request body is empty');
    return { filename: cleanFilename(upload.filename ?? 'tally-export.json'), bytes: upload.bytes };
  }
  return refused(415, 'unsupported_media_type', 'Send the Tally export as multipart/form-data (field file) or as application/json');
}

/**
 * Reads an upload into Tally records: the multipart form, the file's UTF-8 (refused, not patched with
 * U+FFFD, when it is not UTF-8) and the export itself. Pure and CPU-bound: it runs in a worker thread
 * (tally-upload-worker.ts), so a 10 MB export never holds the API's event loop.
 */
export async function readTallyUpload(upload: TallyUpload): Promise<TallyUploadResult> {
  const file = await fileOf(upload);
  if ('kind' in file) return file;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
  } catch {
    return refused(400, 'invalid_utf8', 'The file is not valid UTF-8 text: export it from Tally as UTF-8 (Unicode) JSON');
  }
  try {
    return { kind: 'records', filename: file.filename, records: readTallyJsonFile(text) };
  } catch (error) {
    if (error instanceof TallyFormatError) return { kind: 'not_an_export', filename: file.filename, message: error.message };
    throw error;
  }
}
