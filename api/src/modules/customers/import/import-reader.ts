import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ImportUpload, ImportUploadResult } from './import-upload';

/** Built beside the API's bundle (api/dist) or run from source under tsx (dev, tests). */
const WORKER_ENTRY = join(__dirname, `customer-import-worker${extname(__filename)}`);

/**
 * Reads an import upload in a worker thread of its own: unzipping and reading a 10,000-row workbook and
 * checking every row takes a CPU second or more, which on the event loop would stall every other request.
 * The bytes are handed over, not copied; the worker ends once it has answered.
 */
export function readImportUploadOffThread(upload: ImportUpload): Promise<ImportUploadResult> {
  return new Promise((resolve, reject) => {
    const bytes = upload.bytes.buffer.byteLength === upload.bytes.byteLength ? upload.bytes : upload.bytes.slice();
    const options = { workerData: { ...upload, bytes }, transferList: [bytes.buffer as ArrayBuffer] };
    // From source (dev, tests) the worker compiles its TypeScript with tsx's require hook.
    const worker =
      extname(WORKER_ENTRY) === '.ts'
        ? new Worker(`require('tsx/cjs'); require(${JSON.stringify(WORKER_ENTRY)});`, { ...options, eval: true })
        : new Worker(WORKER_ENTRY, options);
    let settled = false;
    worker.once('message', (message: { result?: ImportUploadResult; failure?: string }) => {
      settled = true;
      if (message.result) resolve(message.result);
      else reject(new Error(`reading the customer import failed: ${message.failure}`));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the customer import reader stopped (code ${code})`));
    });
  });
}
