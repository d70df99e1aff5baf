import { z } from 'zod';
import { ZDisputedInvoice } from './invoice-disputes';
import { ZBrokenPromise } from './promises';
import { ZId, ZPageNumber, ZQueryInt, ZRupees, ZText, ZTimestamp } from './common';

/** Known customer statuses; the wire allows any other string, which displays neutrally. */
export const CUSTOMER_STATUSES = ['overdue', 'pending', 'paid', 'active'] as const;

/** Where a customer record came from. `tally_import` gets a 'Tally' badge. */
export const CUSTOMER_SOURCES = ['manual', 'tally_import', 'airtable', 'third_party'] as const;

/**
 * A customer's state that stops or pauses reminders (the send gate's own reasons): stop reminders,
 * an opt-out of every channel, an open dispute, a promise until its date, a reply staff have not
 * handled yet (docs/inbox.md).
 */
export const CONTACT_HOLD_KINDS = ['stopped', 'opted_out', 'disputed', 'paid_claimed', 'promised', 'replied'] as const;
export const ZContactHold = z.object({
  kind: z.enum(CONTACT_HOLD_KINDS),
  /** The promise's date (YYYY-MM-DD); null for the others. */
  until: z.string().nullable(),
  /** The dispute's reason, the promise's note, the claimed payment's reference, the channels opted out of or the reply's words. */
  note: z.string().nullable(),
});
export type TContactHold = z.infer<typeof ZContactHold>;

/** How many days a visit to the customer's own page keeps "Opened page" on the row and card. */
export const PAGE_VISIT_RECENT_DAYS = 7;

/** The customer opened their own page in the last `PAGE_VISIT_RECENT_DAYS` days (docs/customer-page.md "Staff"). */
export const ZRecentPageVisit = z.object({
  lastVisitedAt: ZTimestamp,
  /** Visits over every link the customer was sent. */
  visits: z.number().int().min(1),
});
export type TRecentPageVisit = z.infer<typeof ZRecentPageVisit>;

export const ZCustomer = z.object({
  id: ZId,
  name: z.string(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  status: z.string(),
  source: z.string(),
  lastContact: ZTimestamp.nullable(),
  /** Outstanding amount in rupees (sum of unpaid invoice balances). */
  amountDue: ZRupees,
  /** Why the send gate holds reminders for this customer now, if it does (shown on the row and card). */
  contactHold: ZContactHold.nullable().optional(),
  /** The customer's latest promise, broken, with nothing newer since: the row shows "Promise broken". */
  brokenPromise: ZBrokenPromise.nullable().optional(),
  /** The customer's invoices in dispute (left out of reminders): the row shows "Invoice disputed". */
  disputedInvoices: z.array(ZDisputedInvoice).optional(),
  /** The customer opened their own page lately: the row shows "Opened page". */
  recentPageVisit: ZRecentPageVisit.nullable().optional(),
  /** Days the oldest unpaid invoice is past due (0: nothing past due); absent from external customer stores. */
  daysOverdue: z.number().int().nonnegative().optional(),
  /** The collector who owns the customer (docs/worklist.md); null: nobody. */
  collectorName: z.string().nullable().optional(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

export const ZCustomerList = z.array(ZCustomer);
export type TCustomerList = z.infer<typeof ZCustomerList>;

/** Largest page `GET /api/customers` answers. */
export const CUSTOMER_PAGE_SIZE_MAX = 200;
export const CUSTOMER_PAGE_SIZE_DEFAULT = 50;

/**
 * `GET /api/customers?page=&pageSize=&q=`: one page of the customer list, in the list's order (overdue
 * first, then by amount due, then by name). `q` matches part of the name or email (any case) or, when
 * it is a phone number, its digits anywhere in the customer's phone digits ("9871429927" finds
 * "+91 98714 29927"). `GET /api/customers/airtable` keeps answering every customer as a plain array.
 */
export const ZCustomerPageQuery = z.object({
  /** 1-based. */
  page: ZPageNumber.default(1),
  pageSize: ZQueryInt(1, CUSTOMER_PAGE_SIZE_MAX).default(CUSTOMER_PAGE_SIZE_DEFAULT),
  q: ZText(200, { trim: true }).optional(),
});
export type TCustomerPageQuery = z.infer<typeof ZCustomerPageQuery>;

export const ZCustomerPage = z.object({
  items: z.array(ZCustomer),
  /** Customers matching `q` (all customers without it). */
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TCustomerPage = z.infer<typeof ZCustomerPage>;
