import { eq } from 'drizzle-orm';
import { WHATSAPP_WINDOW_CLOSED } from '@duesflow/shared-contracts/inbox';
import { messageTemplates } from '../../../core/db/schema/communications';
import { startWorkflow } from '../../../core/jobs/start-workflow';
import { ApiError, notFound } from '../../../core/lib/api-error';
import { FieldError } from '../../../core/lib/field-error';
import { DAY_MS } from '../../../core/lib/clock';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { gateOneCustomer } from '../../messaging';
import { conversationHead } from '../conversations/conversation-rows';
import type * as routes from '../conversations/conversations.routes';
import type { InboxReplyInput } from './inbox-reply';

const CHANNEL_WORDS = { whatsapp: 'WhatsApp', sms: 'SMS' } as const;

/**
 * Staff answer a customer (docs/inbox.md, "Answering"): checked here for what only a reply has (WhatsApp's
 * 24-hour window for free text, the template), then asked of the send gate as a `reply` (an opt-out of the
 * channel refuses it with the gate's words), then sent as a run of one, exactly once, like a row's WhatsApp.
 */
export const reply: AppRouteHandler<typeof routes.reply> = async (c) => {
  const { customerId } = c.req.valid('param');
  const body = c.req.valid('json');
  const { db, clock, bus } = c.var.deps;
  const head = await conversationHead(db, customerId);
  if (!head) throw notFound('Customer');
  const name = head.customer.name;
  if (!head.customer.phone) throw new ApiError(409, 'no_phone', `Not sent to ${name}: no phone number`);
  if ('text' in body && body.channel === 'whatsapp') {
    const last = head.whatsappLastInboundAt ? Date.parse(head.whatsappLastInboundAt) : null;
    if (last === null || last + DAY_MS <= clock.now().getTime()) throw new ApiError(409, 'whatsapp_window', WHATSAPP_WINDOW_CLOSED);
  }
  if ('templateId' in body) {
    const [template] = await db.select().from(messageTemplates).where(eq(messageTemplates.id, body.templateId));
    if (!template) throw new FieldError('templateId', 'No such template');
    if (body.channel === 'whatsapp' && !template.whatsappTemplate)
      throw new FieldError('templateId', 'This template has no approved WhatsApp template');
  }
  const input: InboxReplyInput = { customerId, ...body };
  c.set('auditTarget', customerId);
  c.set('auditDetail', `${CHANNEL_WORDS[body.channel]} reply${'templateId' in body ? ` (template ${body.templateId})` : ''}`);
  const waiting = await gateOneCustomer(c, 'inbox_reply', input, name);
  const started = await startWorkflow(c, c.req.valid('header')['idempotency-key'], { type: 'inbox_reply', input });
  await bus.publish({ type: 'metrics_updated', data: { scopes: ['inbox'], customerIds: [customerId] } });
  return c.json(
    {
      executionId: started.execution.id,
      message: `Reply to ${name} ${waiting ? 'waits for the sending window' : 'is on its way'} by ${CHANNEL_WORDS[body.channel]}`,
      waitingUntil: waiting?.until ?? null,
    },
    202,
  );
};
