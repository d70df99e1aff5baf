import { eq } from 'drizzle-orm';
import { MAX_REALTIME_CUSTOMER_IDS, type TReplyReceived } from '@duesflow/shared-contracts/realtime';
import type { TInboundResult } from '@duesflow/shared-contracts/inbox';
import type { AppDeps } from '../../../core/app-deps';
import { inboundMessages } from '../../../core/db/schema/inbound-messages';
import type { RealtimeBus } from '../../../core/realtime/realtime-bus';
import type { InboundReply, ReceiveReplies } from '../../messaging';
import { customers } from '../../../core/db/schema/customers';
import { inboxAssignments } from '../../../core/db/schema/inbox-assignments';
import { readIntent } from '../intent/read-intent';
import { applyReply } from './apply-reply';
import { answeredMessage, customerWithEmail, customerWithNumber, e164Of } from './sender';
import { sendPageLink } from './page-link-reply';

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
interface Received {
  stored: boolean;
  /** What to do for the customer after the commit (a keypress asking for their link). */
  followUp?: { kind: 'page_link'; replyId: string; customerId: string } | null;
  /** The stored reply of a matched customer, for the toast staff see. */
  matched?: TReplyReceived;
}

async function receiveOne(deps: AppDeps, reply: InboundReply): Promise<Received> {
  return deps.db.transaction(async (tx) => {
    // An email's sender is an address (lower case); every other channel's a phone number.
    const email = reply.channel === 'email';
    const sender = email ? reply.from.trim().toLowerCase() : e164Of(reply.from, reply.fromIsInternational);
    const answered =
      (await answeredMessage(tx, reply.channel, reply.answersVendorMessageId)) ??
      // A mail vendor may have answered our send with its Message-Id in angle brackets.
      (email && reply.answersVendorMessageId ? await answeredMessage(tx, reply.channel, `<${reply.answersVendorMessageId}>`) : null);
    const customerId =
      answered?.customerId ?? (sender ? await (email ? customerWithEmail(tx, sender) : customerWithNumber(tx, sender)) : null);
    const text = reply.text?.slice(0, TEXT_MAX) ?? null;
    // A keypress says what it means itself; a keypress's digits are not words to read.
    const read =
      reply.read ??
      readIntent((reply.channel === 'voice' ? [text] : [text, reply.buttonPayload]).filter(Boolean).join(' '), reply.receivedAt);
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
        // Answered automatically (a keypress asking for the link): nothing waits for staff.
        ...(reply.handled ? { handledAt: reply.receivedAt } : {}),
      })
      .onConflictDoNothing({ target: [inboundMessages.channel, inboundMessages.vendorMessageId] })
      .returning({ id: inboundMessages.id });
    if (!stored) return { stored: false };
    if (!customerId) return { stored: true, followUp: null };
    await applyReply({ db: tx, clock: deps.clock, bus: AFTER_COMMIT }, { customerId, reply: { ...reply, text }, read });
    const [customer] = await tx
      .select({ name: customers.name, assigneeId: inboxAssignments.staffId })
      .from(customers)
      .leftJoin(inboxAssignments, eq(inboxAssignments.customerId, customers.id))
      .where(eq(customers.id, customerId));
    return {
      stored: true,
      followUp: reply.followUp ? { kind: reply.followUp, replyId: stored.id, customerId } : null,
      matched: {
        replyId: stored.id,
        customerId,
        customerName: customer?.name ?? '',
        intent: read.intent,
        channel: reply.channel,
        assigneeId: customer?.assigneeId ?? null,
      },
    };
  });
}

/** A webhook of many replies toasts at most this many (the shell shows toasts one at a time). */
const TOASTS_MAX = 3;

/**
 * Stores and applies each reply of a webhook (each in its own transaction), then tells the screens: one
 * `metrics_updated` (the inbox among its scopes), and a `reply_received` per matched reply for the toast.
 */
export const receiveReplies: ReceiveReplies = async (deps, replies) => {
  const result: TInboundResult = { received: replies.length, stored: 0, duplicates: 0 };
  const matched: NonNullable<Received['matched']>[] = [];
  for (const reply of replies) {
    const outcome = await receiveOne(deps, reply);
    if (!outcome.stored) {
      result.duplicates += 1;
      continue;
    }
    result.stored += 1;
    if (outcome.matched) matched.push(outcome.matched);
    if (outcome.followUp) await sendPageLink(deps, outcome.followUp);
  }
  if (result.stored > 0) {
    const ids = [...new Set(matched.map(({ customerId }) => customerId))];
    await deps.bus.publish({
      type: 'metrics_updated',
      data: { scopes: ['customers', 'dashboard', 'inbox'], ...(ids.length <= MAX_REALTIME_CUSTOMER_IDS ? { customerIds: ids } : {}) },
    });
  }
  for (const data of matched.slice(0, TOASTS_MAX)) await deps.bus.publish({ type: 'reply_received', data });
  return result;
};
