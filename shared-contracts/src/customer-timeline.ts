import { z } from 'zod';
import { ZDate, ZId, ZQueryInt, ZRequiredText, ZRupees, ZText, ZTimestamp } from './common';
import { ZOwner } from './portfolios';
import { ZCustomer } from './customers';

/*
 * The staff page of one customer (docs/customer-timeline.md): `GET /api/customers/{id}` (details, dues, open
 * invoices) and `GET /api/customers/{id}/timeline` (one list of everything that happened with them, newest
 * first, a page at a time by a cursor), and `POST /api/customers/{id}/notes`.
 */

/** One open invoice of the customer, as the page lists it. */
export const ZCustomerInvoice = z.object({
  id: ZId,
  invoiceNumber: z.string(),
  issuedOn: ZDate,
  dueDate: ZDate,
  amount: ZRupees,
  /** What is still unpaid of it (payments on account settle the oldest first). */
  unpaid: ZRupees,
  /** An open dispute of this invoice leaves it out of reminders. */
  disputed: z.boolean(),
});
export type TCustomerInvoice = z.infer<typeof ZCustomerInvoice>;

/** `GET /api/customers/{id}`: the customer as the Customers row shows them, with what they owe and their open invoices. */
export const ZCustomerDetail = ZCustomer.extend({
  businessName: z.string().nullable(),
  language: z.string(),
  /** The unpaid part of invoices past their due date, in rupees. */
  overdueAmount: ZRupees,
  /** Invoices with something unpaid, oldest due first. */
  openInvoices: z.array(ZCustomerInvoice),
  /** The collector who owns the customer (docs/worklist.md "Portfolios"); null: nobody. */
  owner: ZOwner.nullable(),
});
export type TCustomerDetail = z.infer<typeof ZCustomerDetail>;

/** What can happen with a customer, each a kind of timeline entry. */
export const TIMELINE_KINDS = [
  'message',
  'reply',
  'call',
  'call_outcome',
  'payment_link',
  'payment',
  'promise',
  'dispute',
  'note',
  'action',
] as const;
export type TTimelineKind = (typeof TIMELINE_KINDS)[number];

/**
 * One thing that happened, newest first in the list. Fields other than kind, at and id are filled as the
 * kind has them (null otherwise):
 * - message: channel, text (what was sent), status (queued, sent, delivered, failed, unknown, or refused:
 *   the send gate did not send it), detail (why it failed or was refused);
 * - reply: channel, text, status (the intent it was read as: opt_out, paid_claim, promise, dispute,
 *   needs_reply), detail ('handled' once staff handled it);
 * - call: channel voice, text (what was said), status (the call's: completed, failed…), detail (its outcome:
 *   commitment, dispute, callback, none);
 * - payment_link: amount, status (active, paid, expired), detail (its description);
 * - payment: amount (exact to the paisa), reference, detail (the method), invoiceNumber when it paid one;
 * - promise: amount, status (made, kept, broken), detail (the promised date, YYYY-MM-DD), text (its note),
 *   actor (staff, customer_page, reply);
 * - dispute: status (opened, resolved), text (the reason or resolution), invoiceNumber (null: the whole
 *   statement), actor (staff's email, or 'customer');
 * - note: text, actor (staff's email);
 * - action: status (the audit action, e.g. customer.stop-reminders), detail, actor (staff's email, or
 *   'customer' for what they did on their page).
 */
export const ZTimelineEvent = z.object({
  /** Unique in the customer's timeline (a promise made and the same promise kept are two entries). */
  id: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  at: ZTimestamp,
  channel: z.enum(['voice', 'sms', 'whatsapp', 'email']).nullable(),
  text: z.string().nullable(),
  status: z.string().nullable(),
  detail: z.string().nullable(),
  amount: ZRupees.nullable(),
  reference: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  actor: z.string().nullable(),
});
export type TTimelineEvent = z.infer<typeof ZTimelineEvent>;

export const TIMELINE_PAGE_SIZE_DEFAULT = 50;
export const TIMELINE_PAGE_SIZE_MAX = 100;

/** A cursor as the API hands it out (base64url); anything else is refused. */
export const TIMELINE_CURSOR_PATTERN = /^[A-Za-z0-9_-]+$/;

/** `?before=<nextCursor of the page before>&limit=`: the page after that cursor, newest first. */
export const ZTimelineQuery = z.object({
  before: ZText(300).regex(TIMELINE_CURSOR_PATTERN, 'Not a cursor this API gave').optional(),
  limit: ZQueryInt(1, TIMELINE_PAGE_SIZE_MAX).default(TIMELINE_PAGE_SIZE_DEFAULT),
});
export type TTimelineQuery = z.infer<typeof ZTimelineQuery>;

export const ZTimelinePage = z.object({
  items: z.array(ZTimelineEvent),
  /** Pass as `before` for the older entries; null when this page holds the oldest. */
  nextCursor: z.string().nullable(),
});
export type TTimelinePage = z.infer<typeof ZTimelinePage>;

export const MAX_CUSTOMER_NOTE = 2000;

/** `POST /api/customers/{id}/notes`. */
export const ZCustomerNoteRequest = z.object({ text: ZRequiredText(MAX_CUSTOMER_NOTE) });
export type TCustomerNoteRequest = z.infer<typeof ZCustomerNoteRequest>;

/** How each kind reads on the page, word for word. */
export const TIMELINE_KIND_TEXT: Record<TTimelineKind, string> = {
  message: 'Message',
  reply: 'Reply',
  call: 'Call',
  call_outcome: 'Call outcome',
  payment_link: 'Payment link',
  payment: 'Payment received',
  promise: 'Promise to pay',
  dispute: 'Dispute',
  note: 'Note',
  action: 'Action',
};

/** Staff actions as the timeline says them; an action not listed reads as its name. */
export const TIMELINE_ACTION_TEXT: Record<string, string> = {
  'customer.stop-reminders': 'Changed "Stop reminders"',
  'customer.promise-to-pay-withdraw': 'Withdrew the promise to pay',
  'customer.paid-claim-clear': 'Cleared "Says paid"',
  'customer.opt-outs': 'Changed the channels opted out of',
  'customer.page-link': "Made a link to the customer's page",
  'customer.page-link-revoke': "Revoked the customer's page link",
  'inbox.handled': 'Handled a reply',
  paid_claim: 'Said they have paid',
  opt_out: 'Opted out of reminders',
};
