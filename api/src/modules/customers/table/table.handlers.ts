import { CAPABILITY_DENIED_REASON } from '@duesflow/shared-contracts/roles';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { businessDate } from '../../../core/lib/clock';
import { isUuid } from '../../../core/lib/uuid';
import { contactHolds } from '../../messaging';
import { ownerNamesOf } from '../../portfolios';
import { openInvoiceDisputes } from '../invoice-disputes/invoice-disputes';
import type * as routes from '../routes/customers.routes';
import { runBulkAction } from './bulk-actions';
import { bulkSend } from './bulk-send';
import { tableRows } from './customer-table';
import { csvStream, xlsxStream } from './export-file';

const FILE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export const exportFile: AppRouteHandler<typeof routes.exportFile> = async (c) => {
  const { format, ...query } = c.req.valid('query');
  const { deps } = c.var;
  const today = businessDate(deps.clock.now());
  const rows = await tableRows(deps, query);
  const ids = rows.map((row) => row.customer.id).filter(isUuid);
  const [owners, holds, disputes] = await Promise.all([
    ownerNamesOf(deps.db, ids),
    contactHolds(deps.db, undefined, today),
    openInvoiceDisputes(deps.db),
  ]);
  const notes = { owners, holds, disputes };
  const body = format === 'csv' ? csvStream(rows, notes) : xlsxStream(rows, notes);
  return c.body(body, 200, {
    'content-type': FILE_TYPES[format],
    'content-disposition': `attachment; filename="customers-${today}.${format}"`,
    'cache-control': 'no-store',
  }) as never;
};

export const bulk: AppRouteHandler<typeof routes.bulk> = async (c) => {
  const request = c.req.valid('json');
  // Who owns a customer is an admin's decision, however many customers it is (PUT /api/portfolios/owners).
  if (request.action === 'assign' && c.var.user?.role !== 'admin') {
    return c.json({ error: 'forbidden', message: CAPABILITY_DENIED_REASON.administer }, 403);
  }
  const result =
    request.action === 'send'
      ? await bulkSend(c, request, c.req.valid('header')['idempotency-key'])
      : await runBulkAction(c.var.deps, request, c.var.user?.id ?? null);
  const what = request.action === 'send' ? `send ${request.templateId}${request.dryRun ? ' (dry run)' : ''}` : request.action;
  c.set('auditDetail', `${what}: ${result.changed} of ${result.selected} changed`);
  return c.json(result, 200);
};
