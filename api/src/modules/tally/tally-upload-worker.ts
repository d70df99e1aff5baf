/**
 * Worker thread entry: reads one Tally upload (tally-upload.ts) and posts the result back. Started by
 * upload-reader.ts for each import and ended after it, so nothing of it outlives the request.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readTallyUpload, type TallyUpload } from './tally-upload';

readTallyUpload(workerData as TallyUpload).then(
  (result) => parentPort!.postMessage({ result }),
  (error: unknown) => parentPort!.postMessage({ failure: error instanceof Error ? error.message : String(error) }),
);
