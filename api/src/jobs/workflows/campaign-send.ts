import { eq } from 'drizzle-orm';
import type { TCreateCampaignRequest } from '@duesflow/shared-contracts/campaigns';
import { formatDate } from '@duesflow/shared-contracts/format';
import { duesOf } from '../../communications/dues';
import { applySendingRules, REFUSALS, type RuledPlan, type SendSpec } from '../../communications/sending-rules';
import { fillForRecipient, smsAmount } from '../../communications/templates';
import { messageTemplates } from '../../db/schema/communications';
import { businessDate } from '../../lib/clock';
import { paiseToRupees } from '../../lib/money';
import { yieldEvery } from '../../lib/yield';
import { deliveryKey, type Delivery } from '../deliver-message';
import type { Skip } from '../send-guards';
import type { BulkSender } from '../workflow-context';
import { messageOutcome } from './bulk-sms';

/** What POST /api/campaigns stores as the run's input. */
export type CampaignInput = TCreateCampaignRequest & { channel: 'sms' };

/**
 * An SMS campaign from the campaign manager: the template filled for each selected customer, one message
 * per customer (refusals included, with their reason), sent through the bulk engine (docs/communications.md).
 */
export const campaignSend: BulkSender = {
  skipsAsRefusals: true,
  async plan(ctx, execution): Promise<RuledPlan> {
    const input = execution.input as CampaignInput;
    const [template] = await ctx.db.select().from(messageTemplates).where(eq(messageTemplates.id, input.templateId));
    if (!template) throw new Error(`Template ${input.templateId} not found`);
    const today = businessDate(ctx.clock.now());
    const ids = [...new Set(input.customerIds)];
    const dues = new Map((await duesOf(ctx.db, today, ids)).map((row) => [row.id, row]));
    const deliveries: Delivery[] = [];
    const skipped: Skip[] = [];
    const specs = new Map<string, SendSpec>();
    const turn = yieldEvery();
    for (const [index, id] of ids.entries()) {
      await turn(index);
      const customer = dues.get(id);
      if (!customer) continue;
      const filled = fillForRecipient(template.content, {
        customerName: customer.name,
        invoiceNumber: customer.invoiceNumber ?? '',
        amount: smsAmount(paiseToRupees(customer.duePaise)),
        daysOverdue: String(customer.daysOverdue),
        date: customer.oldestUnpaidDueDate ? formatDate(customer.oldestUnpaidDueDate) : '',
      });
      const delivery: Delivery = { channel: input.channel ?? 'sms', to: customer.phone ?? '', body: filled.body, customerId: id, customerName: customer.name };
      if (!customer.phone) {
        skipped.push({ delivery, reason: 'no_phone' });
        continue;
      }
      deliveries.push(delivery);
      specs.set(deliveryKey(execution.id, delivery), {
        template: { row: template, params: filled.params },
        ...(customer.duePaise <= 0 ? { refusal: REFUSALS.nothingDue } : {}),
      });
    }
    const ruled = await applySendingRules(ctx.db, execution.id, deliveries, ctx.clock.now(), specs);
    return { deliveries: ruled.allowed, skipped, note: { refused: ruled.refused, name: input.name }, rulesApplied: true };
  },
  outcome(counts, note, skips) {
    const refused = Number((note as { refused?: number }).refused ?? 0);
    const delivered = { sent: counts.sent, failed: counts.failed - refused };
    const outcome = messageOutcome(delivered, refused > 0 ? `; ${refused} not sent by the sending rules` : '', skips);
    // Every customer refused (all paid, all opted out) is not a failed send.
    if (counts.sent === 0 && delivered.failed === 0) return { ...outcome, status: 'success', error: null };
    return outcome;
  },
};
