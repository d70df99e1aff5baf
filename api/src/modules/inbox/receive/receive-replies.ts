import { MAX_REALTIME_CUSTOMER_IDS } from '@duesflow/shared-contracts/realtime';
import type { TInboundResult } from '@duesflow/shared-contracts/inbox';
import type { AppDeps } from '../../../core/app-deps';
import { inboundMessages } from '../../../core/db/schema/inbound-messages';
import type { RealtimeBus } from '../../../core/realtime/realtime-bus';
import type { InboundReply, ReceiveReplies } from '../../messaging';
import { readIntent } from '../intent/read-intent';
import { applyReply } from './apply-reply';
import { answeredMessage, customerWithNumber, e164Of } from './sender';

/** A stored text is at most this long (WhatsApp allows 4,096 characters, an SMS far fewer). */
const TEXT_MAX = 4096;

/**
 * The bus the preference changes inside a reply's transaction publish to: nothing goes out before the
 * commit (the screens would reload the old state); one notification after it covers every change.
 */
const AFTER_COMMIT: RealtimeBus = {
  publish: async () => undefined,
  subscribe: () => () => undefined,
  start: async () => undefined,
  stop: async () => undefined,
};

/**
 * One reply, in one transaction: stored (a vendor id already stored is a replay: nothing changes), matched
 * to the customer (the message of ours it answers, else the one customer with that number), read, and
 * what it means applied to the customer (docs/inbox.md). Nothing is written unless all of it is.
 */
async function receiveOne(deps: AppDeps, reply: InboundReply): Promise<{ stored: boolean; customerId: string | null }> {
  return deps.db.transaction(async (tx) => {
    const sender = e164Of(reply.from, reply.fromIsInternational);
    const answered = await answeredMessage(tx, reply.channel, reply.answersVendorMessageId);
    const customerId = answered?.customerId ?? (sender ? await customerWithNumber(tx, sender) : null);
    const text = reply.text?.slice(0, TEXT_MAX) ?? null;
    const read = readIntent([text, reply.buttonPayload].filter(Boolean).join(' '), reply.receivedAt);
    const [stored] = await tx
      .insert(inboundMessages)
      .values({
        channel: reply.channel,
        vendorMessageId: reply.vendorMessageId,
        from: sender ?? reply.from,
        customerId,
        text,
        buttonPayload: reply.buttonPayload,
        answersMessageId: answered?.id ?? null,
        receivedAt: reply.receivedAt,
        intent: read.intent,
        evidence: read.evidence,
      })
      .onConflictDoNothing({ target: [inboundMessages.channel, inboundMessages.vendorMessageId] })
      .returning({ id: inboundMessages.id });
    if (!stored) return { stored: false, customerId: null };
    if (customerId) await applyReply({ db: tx, clock: deps.clock, bus: AFTER_COMMIT }, { customerId, reply: { ...reply, text }, read });
    return { stored: true, customerId };
  });
}

/** Stores and applies each reply of a webhook (each in its own transaction), then tells the screens. */
export const receiveReplies: ReceiveReplies = async (deps, replies) => {
  const result: TInboundResult = { received: replies.length, stored: 0, duplicates: 0 };
  const customerIds = new Set<string>();
  for (const reply of replies) {
    const outcome = await receiveOne(deps, reply);
    if (!outcome.stored) {
      result.duplicates += 1;
      continue;
    }
    result.stored += 1;
    if (outcome.customerId) customerIds.add(outcome.customerId);
  }
  if (result.stored > 0) {
    const ids = [...customerIds];
    await deps.bus.publish({
      type: 'metrics_updated',
      data: { scopes: ['customers', 'dashboard'], ...(ids.length <= MAX_REALTIME_CUSTOMER_IDS ? { customerIds: ids } : {}) },
    });
  }
  return result;
};
