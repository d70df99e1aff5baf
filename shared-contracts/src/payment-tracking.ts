import { z } from 'zod';
import { ZDisputedInvoice } from './invoice-disputes';
import { ZContactHold, ZRecentPageVisit } from './customers';
import { ZBrokenPromise } from './promises';
import { fromMini, ZId, ZPositiveRupees, ZQueryInt } from './common';
import { ZRunWaiting } from './send-guards';

export const ZPaymentTrackingDashboard = z.object({
  totalCustomersWithDues: z.number().int(),
  /** Rupees. */
  totalOutstandingAmount: z.number(),
  urgentFollowUps: z.number().int(),
  scheduledFollowUps: z.number().int(),
  /**
   * Customers with dues who are in no tab: nothing of theirs is overdue and nothing falls due within
   * the due-soon window (3 days). `totalCustomersWithDues` = customers in the three customer tabs +
   * this (docs/payment-collection.md). Always sent by the API; optional for clients built before it.
   */
  customersNotYetDue: z.number().int().nonnegative().optional(),
});
export type TPaymentTrackingDashboard = z.infer<typeof ZPaymentTrackingDashboard>;

export const FOLLOW_UP_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export const FOLLOW_UP_ACTIONS = ['urgent_call', 'ai_call', 'whatsapp', 'sms'] as const;

export const ZFollowUpEntry = z.object({
  customerId: ZId,
  customerName: z.string(),
  phone: z.string().nullable(),
  priority: z.enum(FOLLOW_UP_PRIORITIES),
  overdueAmount: z.number(),
  daysOverdue: z.number().int(),
  /** Null when the customer was never contacted. */
  daysSinceContact: z.number().int().nullable(),
  recommendedAction: z.enum(FOLLOW_UP_ACTIONS),
  /** A promise, dispute, stop or opt-out that holds reminders: the card shows it instead of urging a call. */
  contactHold: ZContactHold.nullable().optional(),
  /** The customer's latest promise, broken, with nothing newer since: the card shows "Promise broken". */
  brokenPromise: ZBrokenPromise.nullable().optional(),
  /** The customer's invoices in dispute (left out of reminders): the card shows "Invoice disputed". */
  disputedInvoices: z.array(ZDisputedInvoice).optional(),
  /** The customer opened their own page lately: the card shows "Opened page". */
  recentPageVisit: ZRecentPageVisit.nullable().optional(),
});
export type TFollowUpEntry = z.infer<typeof ZFollowUpEntry>;

/** How many customers each tab holds, whatever part of it the response lists. */
export const ZFollowUpTabTotals = z.object({
  urgentOverdue: z.number().int().nonnegative(),
  recentOverdue: z.number().int().nonnegative(),
  dueSoon: z.number().int().nonnegative(),
  followUpRequired: z.number().int().nonnegative(),
});

export const ZPaymentTrackingAnalysis = z.object({
  urgentOverdue: z.array(ZFollowUpEntry),
  recentOverdue: z.array(ZFollowUpEntry),
  dueSoon: z.array(ZFollowUpEntry),
  followUpRequired: z.array(ZFollowUpEntry),
  /**
   * Each tab's full size; the lists above are cut to `limit` entries from `offset` when those are asked
   * for. Always sent by the API; optional for clients built before it.
   */
  totals: ZFollowUpTabTotals.optional(),
});

/** `GET /api/payment-tracking/analysis?limit=&offset=`: without `limit`, every entry of every tab. */
export const ANALYSIS_LIMIT_MAX = 500;
export const ZPaymentTrackingAnalysisQuery = z.object({
  limit: ZQueryInt(1, ANALYSIS_LIMIT_MAX).optional(),
  /** Beyond any real tab; keeps the offset an int4. */
  offset: ZQueryInt(0, 1_000_000).default(0),
});
export type TPaymentTrackingAnalysis = z.infer<typeof ZPaymentTrackingAnalysis>;

export const ZFollowUpRequest = z.object({ action: z.enum(FOLLOW_UP_ACTIONS) }).strict();
export type TFollowUpRequest = z.infer<typeof ZFollowUpRequest>;

/** A customer the execute-all run did not contact, and why (e.g. 'no phone number', 'contacted in the last 24 hours'). */
export const ZSkippedFollowUp = z.object({
  customerId: ZId,
  customerName: z.string(),
  reason: z.string(),
});

/** POST /api/payment-tracking/execute-followups */
export const ZExecuteFollowUpsResponse = z.object({
  message: z.string(),
  executionId: ZId,
  /** Customers the run will contact, by recommended action. */
  scheduled: z.number().int().nonnegative(),
  skipped: z.array(ZSkippedFollowUp),
  /** True when a run started moments ago is still going: nobody is contacted twice. */
  replayed: z.boolean(),
});
export type TExecuteFollowUpsResponse = z.infer<typeof ZExecuteFollowUpsResponse>;

/** POST /api/payment-tracking/followup/{customerId} */
export const ZFollowUpResponse = z.object({
  message: z.string(),
  action: z.enum(FOLLOW_UP_ACTIONS),
  customer: z.object({ id: ZId, name: z.string(), phone: z.string().nullable() }),
  executionId: ZId,
  /** Held for its channel's hours (a call before 08:00 IST): how many wait and when they go. */
  waiting: fromMini(ZRunWaiting).nullable().optional(),
});
export type TFollowUpResponse = z.infer<typeof ZFollowUpResponse>;

/** Rules of the follow-up tabs that staff can change. */
export const ZPaymentTrackingSettings = z.object({
  /** Rupees: an overdue balance at or above this is urgent whatever its age. */
  urgentAmountThreshold: ZPositiveRupees,
});
export type TPaymentTrackingSettings = z.infer<typeof ZPaymentTrackingSettings>;
export const ZUpdatePaymentTrackingSettings = ZPaymentTrackingSettings.strict();

/** Polling of the payment collection screen (spec part 2 §9). */
export const PAYMENT_TRACKING_DASHBOARD_POLL_MS = 30_000;
export const PAYMENT_TRACKING_ANALYSIS_POLL_MS = 60_000;
