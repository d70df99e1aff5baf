/**
 * Replies that come back (docs/inbox.md): what a customer's WhatsApp or SMS reply was read as, the
 * staff inbox listing them, and what the vendors' webhooks answer for them. Until staff mark a matched reply handled,
 * the send gate holds the customer's reminders ("replied — waiting for staff").
 */
import { z } from 'zod';
import { ZDate, ZPageNumber, ZQueryInt, ZRequiredText, ZTimestamp, ZUuid } from './common';

export { INBOUND_INTENTS, INBOUND_INTENT_LABELS, replyToastTitle, type TInboundIntent } from './inbox-intents';
import { INBOUND_INTENTS, type TInboundIntent } from './inbox-intents';

/** The channels replies come back by: messages, a call's keypresses (voice) and email. */
export const INBOUND_CHANNELS = ['whatsapp', 'sms', 'voice', 'email'] as const;
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

/**
 * The inbox screen's lists (docs/inbox.md, "Conversations"): `needs_reply` customers with a reply staff
 * have not handled; `promises`, `disputes`, `opt_outs` those whose latest reply was read so; `mine` the
 * conversations assigned to the signed-in member of staff; `all` every customer who replied.
 */
export const INBOX_FILTERS = ['needs_reply', 'promises', 'disputes', 'opt_outs', 'mine', 'all'] as const;
export type TInboxFilter = (typeof INBOX_FILTERS)[number];

/** The filter's words on the screen. */
export const INBOX_FILTER_LABELS: Record<TInboxFilter, string> = {
  needs_reply: 'Needs reply',
  promises: 'Promises',
  disputes: 'Disputes',
  opt_outs: 'Opt-outs',
  mine: 'Mine',
  all: 'All',
};

/** The intent a filter lists by (of the conversation's latest reply). */
export const INBOX_FILTER_INTENTS: Partial<Record<TInboxFilter, TInboundIntent>> = {
  promises: 'promise',
  disputes: 'dispute',
  opt_outs: 'opt_out',
};

/** `GET /api/inbox/conversations?filter=&page=&pageSize=`: latest reply first. */
export const ZConversationsQuery = z.object({
  filter: z.enum(INBOX_FILTERS).default('needs_reply'),
  page: ZPageNumber.default(1),
  pageSize: ZQueryInt(1, INBOX_PAGE_SIZE_MAX).default(INBOX_PAGE_SIZE_DEFAULT),
});
export type TConversationsQuery = z.infer<typeof ZConversationsQuery>;

/** A member of staff a conversation can be assigned to (admins and collectors, active). */
export const ZInboxStaff = z.object({ id: z.string(), name: z.string() });
export type TInboxStaff = z.infer<typeof ZInboxStaff>;

/** One customer's conversation in the list: their latest reply, how many wait for staff, who answers them. */
export const ZConversationSummary = z.object({
  customer: z.object({ id: z.string(), name: z.string() }),
  latestReply: ZInboundMessage.omit({ customer: true, answers: true }),
  /** Replies not handled yet (each holds the customer's reminders). */
  unhandled: z.number().int().nonnegative(),
  assignee: ZInboxStaff.nullable(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

export const ZConversationsPage = z.object({
  items: z.array(ZConversationSummary),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TConversationsPage = z.infer<typeof ZConversationsPage>;

/** One line of a conversation: a reply that came in, or a message of ours that went out. */
export const ZConversationEntry = z.discriminatedUnion('direction', [
  z.object({ direction: z.literal('in'), reply: ZInboundMessage.omit({ customer: true }) }),
  z.object({
    direction: z.literal('out'),
    message: z.object({
      id: z.string(),
      channel: z.string(),
      body: z.string(),
      /** queued, sent, delivered, failed, unknown… as the message list shows them. */
      status: z.string(),
      /** Why it failed or was not sent ("Not sent: opted out of WhatsApp"). */
      error: z.string().nullable(),
      sentAt: ZTimestamp,
      /** The member of staff who replied from the inbox; null for reminders and campaigns. */
      by: z.string().nullable(),
      /** The workflow that sent it ("Inbox Reply", "WhatsApp Reminder"…). */
      workflowName: z.string().nullable(),
    }),
  }),
]);
export type TConversationEntry = z.infer<typeof ZConversationEntry>;

/** `GET /api/inbox/conversations/{customerId}?page=&pageSize=`: page 1 is the newest entries; each page lists newest last. */
export const ZConversationQuery = z.object({
  page: ZPageNumber.default(1),
  pageSize: ZQueryInt(1, INBOX_PAGE_SIZE_MAX).default(INBOX_PAGE_SIZE_DEFAULT),
});
export type TConversationQuery = z.infer<typeof ZConversationQuery>;

export const ZConversation = z.object({
  customer: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }),
  assignee: ZInboxStaff.nullable(),
  unhandled: z.number().int().nonnegative(),
  /** Channels the customer opted out of: no reply goes on them. */
  optedOutChannels: z.array(z.string()),
  /** When WhatsApp's 24-hour window for free text closes (their last WhatsApp message + 24 h); null: never opened. */
  whatsappWindowClosesAt: ZTimestamp.nullable(),
  items: z.array(ZConversationEntry),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZConversationParam = z.object({ customerId: ZUuid });

/** `PUT /api/inbox/conversations/{customerId}/assignee`: a member of staff's id, or null for nobody. */
export const ZAssigneeRequest = z.object({ staffId: ZUuid.nullable() });
export type TAssigneeRequest = z.infer<typeof ZAssigneeRequest>;

/** The channels staff reply by. */
export const REPLY_CHANNELS = ['whatsapp', 'sms'] as const;
export type TReplyChannel = (typeof REPLY_CHANNELS)[number];

/** A reply's free text: an SMS of a few parts, a WhatsApp message well within its 4,096 characters. */
export const REPLY_TEXT_MAX = 1000;

/**
 * `POST /api/inbox/conversations/{customerId}/reply`: free text on a channel, or an approved template
 * (filled for the customer; WhatsApp unless said otherwise). WhatsApp free text only within 24 hours of
 * the customer's last WhatsApp message (WHATSAPP_WINDOW_CLOSED otherwise).
 */
export const ZReplyRequest = z.union([
  z.object({ channel: z.enum(REPLY_CHANNELS), text: ZRequiredText(REPLY_TEXT_MAX) }).strict(),
  z.object({ channel: z.enum(REPLY_CHANNELS).default('whatsapp'), templateId: ZRequiredText(100) }).strict(),
]);
export type TReplyRequest = z.infer<typeof ZReplyRequest>;

/** The answer to a reply: the run that sends it (the send gate decided it), and when it goes if it waits. */
export const ZReplyStarted = z.object({
  executionId: z.string(),
  /** "Reply to Asha Traders sent by WhatsApp" */
  message: z.string(),
  /** The channel's hours are closed: when it goes (ISO). */
  waitingUntil: ZTimestamp.nullable(),
});
export type TReplyStarted = z.infer<typeof ZReplyStarted>;

/** Why WhatsApp free text is refused outside its window (409 `whatsapp_window`): the screen shows the same words. */
export const WHATSAPP_WINDOW_CLOSED =
  "WhatsApp allows free text only within 24 hours of the customer's last WhatsApp message. Choose an approved template instead.";

/** Empty states and results of the inbox screen, written once. */
export const INBOX_TEXTS = {
  emptyList: 'No conversations here.',
  emptyNeedsReply: 'No replies are waiting for staff.',
  emptyMine: 'No conversations are assigned to you.',
  chooseConversation: 'Choose a conversation to read it.',
  emptyConversation: 'No messages yet.',
  handled: 'Marked handled',
  assigned: 'Conversation assigned',
  unassigned: 'Nobody is assigned now',
  replySent: 'Reply sent',
  replyFailed: 'Reply not sent',
  optedOut: (channel: string) => `The customer opted out of ${channel}: no reply goes by it.`,
  noPhone: 'The customer has no phone number.',
} as const;
