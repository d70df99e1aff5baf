import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { TallyUpload, TallyUploadResult } from './tally-upload';

/** Built beside this module's bundle (api/dist) or run from source under tsx (dev, tests). */
const WORKER_ENTRY = join(__dirname, `tally-upload-worker${extname(__filename)}`);

/**
 * Reads a Tally upload in a worker thread of its own: parsing a 10 MB export takes the better part of a
 * second of CPU, which on the event loop stalls every other request. The bytes are handed over, not
 * copied; the worker ends once it has answered.
 */
export function readTallyUploadOffThread(upload: TallyUpload): Promise<TallyUploadResult> {
  return new Promise((resolve, reject) => {
    const bytes = upload.bytes.buffer.byteLength === upload.bytes.byteLength ? upload.bytes : upload.bytes.slice();
    const options = { workerData: { ...upload, bytes }, transferList: [bytes.buffer as ArrayBuffer] };
    // From source (dev, tests) the worker compiles its TypeScript with tsx's require hook.
    const worker =
      extname(WORKER_ENTRY) === '.ts'
        ? new Worker(`require('tsx/cjs'); require(${JSON.stringify(WORKER_ENTRY)});`, { ...options, eval: true })
        : new Worker(WORKER_ENTRY, options);
    let settled = false;
    worker.once('message', (message: { result?: TallyUploadResult; failure?: string }) => {
      settled = true;
      if (message.result) resolve(message.result);
      else reject(new Error(`reading the Tally upload failed: ${message.failure}`));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the Tally upload reader stopped (code ${code})`));
    });
  });
}
