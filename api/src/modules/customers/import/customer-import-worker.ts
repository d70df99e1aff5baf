/**
 * Worker thread entry: reads one customer import upload (import-upload.ts) and posts the result back.
 * Started by import-reader.ts for each request and ended after it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readImportUpload, type ImportUpload } from './import-upload';

readImportUpload(workerData as ImportUpload).then(
  (result) => parentPort!.postMessage({ result }),
  (error: unknown) => parentPort!.postMessage({ failure: error instanceof Error ? error.message : String(error) }),
);
