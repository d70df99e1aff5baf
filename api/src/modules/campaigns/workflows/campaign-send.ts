import { eq } from 'drizzle-orm';
import type { TCreateCampaignRequest } from '@duesflow/shared-contracts/campaigns';
import { duesOf, duesValues, type CustomerDues } from '../dues';
import { fillForRecipient, samplePageLink } from '../../messaging';
import { messageTemplates } from '../../../core/db/schema/communications';
import { businessDate } from '../../../core/lib/clock';
import { yieldEvery } from '../../../core/lib/yield';
import type { GateItem, TemplateRow } from '../../messaging';
import type { BulkSender, ExecutionRow, WorkflowContext } from '../../../core/jobs/workflow-context';
import { messageOutcome } from './bulk-sms';
import { skippedFor } from '../../messaging';

/** What POST /api/campaigns stores as the run's input. */
export type CampaignInput = TCreateCampaignRequest & { channel: 'sms' };

/** The campaign's template filled for each selected customer (the gate then decides each one). */
export async function campaignItems(ctx: WorkflowContext, input: CampaignInput): Promise<GateItem[]> {
  const [template] = await ctx.db.select().from(messageTemplates).where(eq(messageTemplates.id, input.templateId));
  if (!template) throw new Error(`Template ${input.templateId} not found`);
  const today = businessDate(ctx.clock.now());
  const ids = [...new Set(input.customerIds)];
  const dues = new Map((await duesOf(ctx.db, today, ids)).map((row) => [row.id, row]));
  const items: GateItem[] = [];
  const turn = yieldEvery();
  for (const [index, id] of ids.entries()) {
    await turn(index);
    const customer = dues.get(id);
    if (!customer) continue;
    items.push(templateItem(ctx, template, customer, input.channel ?? 'sms'));
  }
  return items;
}

/**
 * A template filled for one customer from their dues (name, oldest unpaid invoice, what reminders may ask
 * for, days overdue, due date; `{link}` a link to their own page, made for this message as the gate queues it).
 */
export function templateItem(ctx: WorkflowContext, template: TemplateRow, customer: CustomerDues, channel: 'sms' | 'whatsapp'): GateItem {
  const { link, pageLink } = samplePageLink(ctx.pageLinks, template.content, customer.id, channel);
  const filled = fillForRecipient(template.content, duesValues(customer), link);
  return {
    delivery: { channel, to: customer.phone ?? '', body: filled.body, customerId: customer.id, customerName: customer.name },
    template: { row: template, params: filled.params },
    ...(pageLink ? { pageLink } : {}),
    ...(customer.phone ? {} : { refusal: { reason: 'no_phone' as const } }),
  };
}

/**
 * An SMS campaign from the campaign manager: the template filled for each selected customer, one message
 * per customer (refusals included, with their reason), sent through the bulk engine (docs/communications.md).
 */
export const campaignSend: BulkSender = {
  skipsAsRefusals: true,
  async plan(ctx, execution: ExecutionRow) {
    const input = execution.input as CampaignInput;
    return { items: await campaignItems(ctx, input), note: { name: input.name } };
  },
  outcome(counts, _note, skips) {
    // The gate's own refusals (dispute, promise, stop…) are added by the run's honest outcome, the
    // cooldown's by messageOutcome; these two are the campaign's.
    const noPhone = skippedFor(skips, 'no_phone');
    const nothingDue = skippedFor(skips, 'nothing_due');
    const own =
      (noPhone > 0 ? `; skipped ${noPhone} without a phone number` : '') + (nothingDue > 0 ? `; skipped ${nothingDue} (nothing due)` : '');
    const outcome = messageOutcome(counts, own, skips);
    // Every customer refused (all paid, all opted out) is not a failed send.
    if (counts.sent === 0 && counts.failed === 0) return { ...outcome, status: 'success', error: null };
    return outcome;
  },
};
