import { extname } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Reads an upload in a worker thread of its own and answers what the worker posts back: parsing a large
 * file (a 10 MB Tally export, a 10,000-row workbook) takes a CPU second or more, which on the event loop
 * would stall every other request. The bytes are handed over, not copied; the worker ends once it has
 * answered. `entry` is the worker's file beside the caller's (`.ts` from source under tsx, `.js` built);
 * the worker posts `{ result }` or `{ failure }`. `what` names the upload in errors.
 */
export function readUploadOffThread<TUpload extends { bytes: Uint8Array }, TResult>(
  entry: string,
  upload: TUpload,
  what: string,
): Promise<TResult> {
  return new Promise((resolve, reject) => {
    const bytes = upload.bytes.buffer.byteLength === upload.bytes.byteLength ? upload.bytes : upload.bytes.slice();
    const options = { workerData: { ...upload, bytes }, transferList: [bytes.buffer as ArrayBuffer] };
    // From source (dev, tests) the worker compiles its TypeScript with tsx's require hook.
    const worker =
      extname(entry) === '.ts'
        ? new Worker(`require('tsx/cjs'); require(${JSON.stringify(entry)});`, { ...options, eval: true })
        : new Worker(entry, options);
    let settled = false;
    worker.once('message', (message: { result?: TResult; failure?: string }) => {
      settled = true;
      if (message.result) resolve(message.result);
      else reject(new Error(`reading the ${what} failed: ${message.failure}`));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the ${what} reader stopped (code ${code})`));
    });
  });
}
