import { z } from 'zod';
import { ZDate, ZId, ZPositiveRupees, ZRequiredText, ZRupees, ZTimestamp } from './common';
import { OPT_OUT_CHANNELS } from './reminder-sequences';

/**
 * The customer's own page (docs/customer-page.md): opened from a reminder with a token scoped to one
 * customer, without a staff session.
 */

/** The languages the page speaks; a customer's stored language picks one, the page can switch. */
export const CUSTOMER_PAGE_LANGUAGES = ['en', 'hi', 'mr'] as const;
export type TCustomerPageLanguage = (typeof CUSTOMER_PAGE_LANGUAGES)[number];
/** Each language named in itself, as the switch shows it. */
export const CUSTOMER_PAGE_LANGUAGE_NAMES: Record<TCustomerPageLanguage, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

/**
 * A page token: 22 characters of URL-safe base64 (128 random bits, short enough for a DLT variable), or 32
 * (192 bits) as links made before were. Anything else is not a token.
 */
export const ZCustomerPageToken = z
  .string()
  .max(32)
  .regex(/^(?:[A-Za-z0-9_-]{22}|[A-Za-z0-9_-]{32})$/, 'Not a customer page token');

export const ZStatementInvoice = z.object({
  id: ZId,
  number: z.string(),
  issuedOn: ZDate,
  dueDate: ZDate,
  /** Days past its due date today (0 when not yet due). */
  daysOverdue: z.number().int().min(0),
  amount: ZRupees,
  /** What is still unpaid of it. */
  unpaid: ZRupees,
  /** An open dispute of this invoice: reminders leave it out, and so does Pay all, until it is resolved. */
  dispute: z.object({ reason: z.string(), since: ZTimestamp }).nullable(),
});
export type TStatementInvoice = z.infer<typeof ZStatementInvoice>;

export const ZStatementPayment = z.object({
  id: ZId,
  receivedAt: ZTimestamp,
  amount: ZRupees,
  method: z.string().nullable(),
  /** The gateway's or bank's reference (UTR, payment id): the receipt's number. */
  reference: z.string().nullable(),
});
export type TStatementPayment = z.infer<typeof ZStatementPayment>;

/** GET /api/customer-page/{token}/statement: what the page shows, in rupees (exact to the paisa). */
export const ZCustomerStatement = z.object({
  business: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  customer: z.object({ name: z.string(), language: z.enum(CUSTOMER_PAGE_LANGUAGES) }),
  /** Every open invoice, oldest due first. */
  openInvoices: z.array(ZStatementInvoice),
  /** Payments received, newest first (the receipts). */
  payments: z.array(ZStatementPayment),
  /** What is owed now: the open invoices' unpaid parts. */
  balance: ZRupees,
  /** The part of the balance past its due date. */
  overdue: ZRupees,
  /** The unpaid parts of the invoices in dispute: part of the balance, left out of reminders and of Pay all. */
  inDispute: ZRupees,
  /** The business day (IST) the statement is as of. */
  asOf: ZDate,
  /** When this page's link stops opening. */
  expiresAt: ZTimestamp,
  /** The customer's promise to pay (by staff or on this page): reminders wait until its date. */
  promise: z.object({ date: ZDate, amount: ZRupees.nullable() }).nullable(),
  /** The customer's latest promise, not kept by its date, with nothing newer since: the page says so plainly. */
  brokenPromise: z.object({ date: ZDate, amount: ZRupees }).nullable(),
  /** An open dispute: reminders stop until the business resolves it. */
  dispute: z.object({ reason: z.string().nullable(), since: ZTimestamp }).nullable(),
  /** "Already paid" as the customer said it: reminders wait while the business checks it. */
  paidClaim: z.object({ reference: z.string(), since: ZTimestamp }).nullable(),
  /** Channels the customer opted out of. */
  optedOutChannels: z.array(z.enum(OPT_OUT_CHANNELS)),
});
export type TCustomerStatement = z.infer<typeof ZCustomerStatement>;

/**
 * POST /api/customer-page/{token}/pay: pay the whole balance (empty body), chosen invoices, or a part
 * (an amount up to the balance). Exactly one way at a time.
 */
export const ZCustomerPagePayRequest = z
  .object({
    invoiceIds: z.array(ZId).min(1, 'Pick at least one invoice').max(500).optional(),
    amount: ZPositiveRupees.optional(),
  })
  .strict()
  .refine((body) => !(body.invoiceIds && body.amount !== undefined), {
    message: 'Pay either chosen invoices or an amount, not both',
    path: ['amount'],
  });
export type TCustomerPagePayRequest = z.infer<typeof ZCustomerPagePayRequest>;

/**
 * Paying with the phone's own UPI app, where the link's gateway offers it: the `upi://pay?…` deep link and its
 * QR code (an SVG drawn by the API), for what is still due on the link, paid through the gateway.
 */
export const ZCustomerPageUpi = z.object({
  url: z.string().startsWith('upi://pay?'),
  /** The QR code of `url`, an `<svg>` element. */
  qrSvg: z.string().startsWith('<svg'),
  amount: ZRupees,
  /** `amount` as the page shows it (₹1,234.50, the shared formatter). */
  amountText: z.string(),
  /** Whom the UPI app will show as paid. */
  payee: z.string(),
  /** A sandbox gateway's: no UPI app can pay it (the sandbox page's Pay is the way). */
  sandbox: z.boolean(),
});
export type TCustomerPageUpi = z.infer<typeof ZCustomerPageUpi>;

/** Where to pay: the payable link's page (the sandbox page, or on to the gateway's), and UPI where offered. */
export const ZCustomerPagePayResponse = z.object({ url: z.string().url(), amount: ZRupees, upi: ZCustomerPageUpi.nullable() });
export type TCustomerPagePayResponse = z.infer<typeof ZCustomerPagePayResponse>;

/** POST /api/customers/{id}/page-link (staff): a new link to the customer's page. */
export const ZCustomerPageLink = z.object({ url: z.string().url(), expiresAt: ZTimestamp });
export type TCustomerPageLink = z.infer<typeof ZCustomerPageLink>;

/** DELETE /api/customers/{id}/page-link (staff): every open link of the customer stops opening. */
export const ZCustomerPageLinksRevoked = z.object({ revoked: z.number().int().min(0) });
export type TCustomerPageLinksRevoked = z.infer<typeof ZCustomerPageLinksRevoked>;

/** GET /api/customers/{id}/page-link (staff): the customer's open links and how often the page was opened. */
export const ZCustomerPageLinks = z.object({
  /** Links that open the page now (neither expired nor revoked). */
  open: z.number().int().min(0),
  /** Visits over every link the customer was sent. */
  visits: z.number().int().min(0),
  lastVisitedAt: ZTimestamp.nullable(),
});
export type TCustomerPageLinks = z.infer<typeof ZCustomerPageLinks>;

/** The latest date a customer can promise from their page, counted from today (IST). */
export const PAGE_PROMISE_MAX_DAYS = 90;

/** At most this many instalments a customer can promise on their page. */
export const PAGE_PROMISE_MAX_INSTALMENTS = 3;

/**
 * POST /api/customer-page/{token}/promise: "I will pay on this date" (and how much, if not all), or in
 * instalments: `date2`/`amount2` and `date3`/`amount3` (as the page's form names them) add a second and
 * third, each later than the one before and each with its amount (docs/customer-page.md).
 */
export const ZCustomerPagePromiseRequest = z
  .object({
    date: ZDate,
    amount: ZPositiveRupees.optional(),
    date2: ZDate.optional(),
    amount2: ZPositiveRupees.optional(),
    date3: ZDate.optional(),
    amount3: ZPositiveRupees.optional(),
  })
  .strict();
export type TCustomerPagePromiseRequest = z.infer<typeof ZCustomerPagePromiseRequest>;

/** POST /api/customer-page/{token}/dispute: "this is wrong", for one open invoice or the whole statement. */
export const ZCustomerPageDisputeRequest = z
  .object({
    reason: ZRequiredText(500, 'Tell us what is wrong'),
    invoiceId: ZId.optional(),
  })
  .strict();
export type TCustomerPageDisputeRequest = z.infer<typeof ZCustomerPageDisputeRequest>;

/** POST /api/customer-page/{token}/paid: "I already paid", with the UTR or reference (and the amount, if known). */
export const ZCustomerPagePaidRequest = z
  .object({
    reference: ZRequiredText(60, 'Give the UTR or reference of your payment'),
    amount: ZPositiveRupees.optional(),
  })
  .strict();
export type TCustomerPagePaidRequest = z.infer<typeof ZCustomerPagePaidRequest>;

/** POST /api/customer-page/{token}/opt-out: no more reminders on these channels. */
export const ZCustomerPageOptOutRequest = z
  .object({ channels: z.array(z.enum(OPT_OUT_CHANNELS)).min(1, 'Pick a channel').max(OPT_OUT_CHANNELS.length) })
  .strict();
export type TCustomerPageOptOutRequest = z.infer<typeof ZCustomerPageOptOutRequest>;

/**
 * What a promise or dispute on the page did, in words, and the statement as it now stands; `confirmation`:
 * what the page tells the customer of the confirmation sent back on the channel their link came through
 * ("We are sending you a confirmation by SMS.", in the page's language), or null when none was queued.
 */
export const ZCustomerPageActionResponse = z.object({
  message: z.string(),
  statement: ZCustomerStatement,
  confirmation: z.string().nullable(),
});
export type TCustomerPageActionResponse = z.infer<typeof ZCustomerPageActionResponse>;
