import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { CUSTOMER_IMPORT_MAX_BYTES } from '@duesflow/shared-contracts/customer-import';
import type { AppBindings } from '../../../core/app-deps';
import { ApiError } from '../../../core/lib/api-error';
import { businessDate } from '../../../core/lib/clock';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { applyCustomerImport } from './apply-import';
import { readImportUploadOffThread } from './import-reader';
import type { ImportUpload, ImportUploadResult } from './import-upload';
import type * as routes from './customer-import.routes';

const TOO_LARGE = 'The file is larger than 10 MB';
const MULTIPART = /^multipart\/form-data/i;

/** The upload read (and for the import, every row checked) in a worker thread: the API keeps answering meanwhile. */
async function readUpload(c: Context<AppBindings>, step: ImportUpload['step']): Promise<ImportUploadResult> {
  const contentType = c.req.header('content-type') ?? '';
  // Refused before a worker starts for it.
  if (!MULTIPART.test(contentType)) {
    return { kind: 'refused', status: 415, error: 'unsupported_media_type', message: 'Send the file as multipart/form-data (field file)' };
  }
  if (Number(c.req.header('content-length') ?? 0) > CUSTOMER_IMPORT_MAX_BYTES) throw new HTTPException(413, { message: TOO_LARGE });
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength > CUSTOMER_IMPORT_MAX_BYTES) throw new HTTPException(413, { message: TOO_LARGE });
  const read = await readImportUploadOffThread({ bytes, contentType, step });
  if (read.kind === 'refused') c.set('auditDetail', read.error);
  return read;
}

const refusal = (read: Extract<ImportUploadResult, { kind: 'refused' }>) => ({
  error: read.error,
  message: read.message,
  ...(read.issues ? { issues: read.issues } : {}),
});

const wrongStep = () => new ApiError(500, 'internal_error', 'The file was read for another step');

export const preview: AppRouteHandler<typeof routes.preview> = async (c) => {
  const read = await readUpload(c, 'preview');
  if (read.kind === 'refused') return c.json(refusal(read), read.status);
  if (read.kind !== 'preview') throw wrongStep();
  c.set('auditDetail', `preview of ${read.preview.filename}`.slice(0, 200));
  return c.json(read.preview, 200);
};

export const importCustomers: AppRouteHandler<typeof routes.importCustomers> = async (c) => {
  const { db, clock, bus } = c.var.deps;
  const read = await readUpload(c, 'import');
  if (read.kind === 'refused') return c.json(refusal(read), read.status);
  if (read.kind !== 'checked') throw wrongStep();
  const now = clock.now();
  const counts = await applyCustomerImport(db, read, businessDate(now), now);
  c.set(
    'auditDetail',
    `${read.filename}: ${counts.imported} imported, ${counts.updated} updated, ${counts.invoices} invoices, ${counts.refused.length} refused`.slice(
      0,
      200,
    ),
  );
  if (counts.imported + counts.updated > 0)
    await bus.publish({ type: 'metrics_updated', data: { scopes: ['customers', 'payments', 'dashboard'] } });
  return c.json({ filename: read.filename, ...counts }, 200);
};
