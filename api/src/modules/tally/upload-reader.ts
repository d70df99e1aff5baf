import { extname, join } from 'node:path';
import { readUploadOffThread } from '../../core/lib/upload-thread';
import type { TallyUpload, TallyUploadResult } from './tally-upload';

/** Built beside this module's bundle (api/dist) or run from source under tsx (dev, tests). */
const WORKER_ENTRY = join(__dirname, `tally-upload-worker${extname(__filename)}`);

/** Reads a Tally upload in a worker thread of its own: parsing a 10 MB export takes the better part of a second of CPU. */
export function readTallyUploadOffThread(upload: TallyUpload): Promise<TallyUploadResult> {
  return readUploadOffThread<TallyUpload, TallyUploadResult>(WORKER_ENTRY, upload, 'Tally upload');
}
