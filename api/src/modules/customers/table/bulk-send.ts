import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { BULK_SEND_MAX, type TCustomerBulkRequest, type TCustomerBulkResult } from '@duesflow/shared-contracts/customer-table';
import { formatIndianNumber } from '@duesflow/shared-contracts/format';
import type { AppBindings } from '../../../core/app-deps';
import { messageTemplates } from '../../../core/db/schema/communications';
import { startWorkflow } from '../../../core/jobs/start-workflow';
import { dryRunOf } from '../../messaging';
import { BulkRefused, selectedIds } from './bulk-actions';

/**
 * A campaign template by SMS to the selected customers, exactly as the campaign manager sends one (the
 * `campaign_send` run, every message through the send gate). A dry run answers the gate's decision only:
 * how many would get it, who would be skipped and why; the screen shows it and asks before sending.
 */
export async function bulkSend(
  c: Context<AppBindings>,
  request: Extract<TCustomerBulkRequest, { action: 'send' }>,
  idempotencyKey: string | undefined,
): Promise<TCustomerBulkResult> {
  const { db } = c.var.deps;
  const [template] = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.id, request.templateId), eq(messageTemplates.use, 'campaign')));
  if (!template) throw new BulkRefused('templateId', 'Unknown campaign template');
  const ids = await selectedIds(c.var.deps, request.selection);
  if (ids.length === 0) throw new BulkRefused('selection', 'No customer is selected');
  if (ids.length > BULK_SEND_MAX) {
    throw new BulkRefused(
      'selection',
      `At most ${formatIndianNumber(BULK_SEND_MAX)} customers per send (${formatIndianNumber(ids.length)} selected)`,
    );
  }
  const input = {
    name: `Customers: ${template.name}`,
    templateId: template.id,
    customerIds: ids,
    channel: request.channel,
    templateContent: template.content,
  };
  const { preview, planned } = await dryRunOf(c, 'campaign_send', input);
  if (request.dryRun) return { selected: ids.length, changed: 0, preview };
  const started = await startWorkflow(c, idempotencyKey, { type: 'campaign_send', input, planned });
  return { selected: ids.length, changed: preview.now + preview.waiting.total, preview, campaignId: started.execution.id };
}
