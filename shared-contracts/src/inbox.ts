/**
 * Replies that come back (docs/inbox.md): what a customer's WhatsApp or SMS reply was read as, the
 * staff inbox listing them, and what the vendors' webhooks answer for them. Until staff mark a matched reply handled,
 * the send gate holds the customer's reminders ("replied — waiting for staff").
 */
import { z } from 'zod';
import { ZDate, ZPageNumber, ZQueryInt, ZTimestamp, ZUuid } from './common';

/**
 * What a reply meant, by readable rules in English, Hindi and Marathi (docs/inbox.md, "What a reply
 * means"): an opt-out of the channel it came by, a claimed payment, a dispute, a promise to pay on a date,
 * or anything else, which staff answer.
 */
export const INBOUND_INTENTS = ['opt_out', 'paid_claim', 'dispute', 'promise', 'needs_reply'] as const;
export type TInboundIntent = (typeof INBOUND_INTENTS)[number];

/** How each intent reads on staff's screens. */
export const INBOUND_INTENT_LABELS: Record<TInboundIntent, string> = {
  opt_out: 'Opted out',
  paid_claim: 'Says paid',
  dispute: 'Disputes',
  promise: 'Promised',
  needs_reply: 'Needs a reply',
};

/** The channels replies come back by. */
export const INBOUND_CHANNELS = ['whatsapp', 'sms'] as const;
export type TInboundChannel = (typeof INBOUND_CHANNELS)[number];

/** Why a reply was read as it was: the words that matched (as read: lower case, ASCII digits), and what was read from them. */
export const ZInboundEvidence = z.object({
  matched: z.array(z.string()),
  /** A promise's date (YYYY-MM-DD, IST). */
  promisedDate: ZDate.optional(),
  /** A claimed payment's UTR or reference. */
  reference: z.string().optional(),
});
export type TInboundEvidence = z.infer<typeof ZInboundEvidence>;

export const ZInboundMessage = z.object({
  id: z.string(),
  channel: z.enum(INBOUND_CHANNELS),
  /** The sender's number (E.164 when it reads as one). */
  from: z.string(),
  /** The customer with that number; null: no customer has it. */
  customer: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** What they wrote, or the title of the button they pressed. */
  text: z.string().nullable(),
  buttonPayload: z.string().nullable(),
  /** The message of ours it answers, when the vendor names it. */
  answers: z.object({ id: z.string(), body: z.string(), sentAt: ZTimestamp }).nullable(),
  receivedAt: ZTimestamp,
  intent: z.enum(INBOUND_INTENTS),
  evidence: ZInboundEvidence,
  handledAt: ZTimestamp.nullable(),
  /** The member of staff who marked it handled. */
  handledBy: z.string().nullable(),
});
export type TInboundMessage = z.infer<typeof ZInboundMessage>;

/** Largest page `GET /api/inbox` answers. */
export const INBOX_PAGE_SIZE_MAX = 200;
export const INBOX_PAGE_SIZE_DEFAULT = 50;

/** `needs_reply`: replies not handled yet (those holding reminders, and unmatched ones); `all`: every reply. */
export const INBOX_STATUSES = ['needs_reply', 'all'] as const;

/** `GET /api/inbox?status=&page=&pageSize=`: newest first. */
export const ZInboxQuery = z.object({
  status: z.enum(INBOX_STATUSES).default('needs_reply'),
  page: ZPageNumber.default(1),
  pageSize: ZQueryInt(1, INBOX_PAGE_SIZE_MAX).default(INBOX_PAGE_SIZE_DEFAULT),
});
export type TInboxQuery = z.infer<typeof ZInboxQuery>;

export const ZInboxPage = z.object({
  items: z.array(ZInboundMessage),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TInboxPage = z.infer<typeof ZInboxPage>;

/** `POST /api/inbox/{id}/handled`: the reply as it now is, and whether the customer is still held by another. */
export const ZInboxHandledResult = z.object({
  message: ZInboundMessage,
  /** Unhandled replies of the same customer still holding their reminders. */
  openReplies: z.number().int().nonnegative(),
});
export type TInboxHandledResult = z.infer<typeof ZInboxHandledResult>;

export const ZInboxIdParam = z.object({ id: ZUuid });

/** What the inbound webhooks answer: how many replies were read, stored, and already known (replays). */
export const ZInboundResult = z.object({
  received: z.number().int(),
  stored: z.number().int(),
  duplicates: z.number().int(),
});
export type TInboundResult = z.infer<typeof ZInboundResult>;
