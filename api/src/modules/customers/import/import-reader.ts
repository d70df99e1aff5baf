import { extname, join } from 'node:path';
import { readUploadOffThread } from '../../../core/lib/upload-thread';
import type { ImportUpload, ImportUploadResult } from './import-upload';

/** Built beside the API's bundle (api/dist) or run from source under tsx (dev, tests). */
const WORKER_ENTRY = join(__dirname, `customer-import-worker${extname(__filename)}`);

/** Reads an import upload in a worker thread of its own: reading a 10,000-row workbook and checking every row takes a CPU second or more. */
export function readImportUploadOffThread(upload: ImportUpload): Promise<ImportUploadResult> {
  return readUploadOffThread<ImportUpload, ImportUploadResult>(WORKER_ENTRY, upload, 'customer import');
}
