import { z } from 'zod';
import { fromMini, NUL_MESSAGE, ZId, ZPageNumber, ZPositiveRupees, ZQueryInt, ZRequiredText, ZText, ZTimestamp } from './common';
import { ZPhone } from './phone';
import { ZRunOutcome, ZRunSkips, ZRunWaiting, ZSendPreview } from './send-guards';

/**
 * Every kind of workflow the engine runs, with the name shown to staff. The keys are stored on every run
 * (`workflow_executions.workflow_type`); renaming one needs a migration of the stored runs.
 */
export const WORKFLOW_NAMES = {
  /** Start Payment Calls (POST /api/workflows/payment-follow-up): a call to every overdue customer. */
  payment_calls: 'Payment Follow-up Calls',
  bulk_sms: 'Bulk SMS Campaign',
  generate_payment_links: 'Payment Link Generation',
  /** The call button on a customer (POST /api/workflows/payment-followup): one call. */
  customer_call: 'Payment Follow-up Call',
  whatsapp_reminder: 'WhatsApp Reminder',
  whatsapp_bulk: 'Bulk WhatsApp Campaign',
  payment_link: 'Payment Link',
  /** A customer's action on their own page confirmed back to them (docs/customer-page.md, "Confirmed back to the customer"). */
  page_confirmation: 'Customer Page Confirmation',
  customer_refresh: 'Customer Data Refresh',
  tally_sync: 'Tally Sync',
  /** Execute All on the payment collection screen (POST /api/payment-tracking/execute-followups). */
  execute_all_follow_ups: 'Execute All Follow-ups',
  campaign_send: 'SMS Campaign',
  /** One card's follow-up on the payment collection screen (call, WhatsApp or SMS; POST /api/payment-tracking/followup/{customerId}). */
  card_follow_up: 'Customer Follow-up',
  /** The daily run of the reminder sequences (docs/communications.md). */
  reminder_sequence: 'Reminder Sequences',
  /** Staff answering a customer's reply from the inbox (POST /api/inbox/conversations/{customerId}/reply). */
  inbox_reply: 'Inbox Reply',
} as const;
export type TWorkflowType = keyof typeof WORKFLOW_NAMES;
export const ZWorkflowType = z.enum(Object.keys(WORKFLOW_NAMES) as [TWorkflowType, ...TWorkflowType[]]);

export const EXECUTION_STATUSES = ['running', 'success', 'failed'] as const;

/** How far a bulk send has got (counted from its messages). */
export const ZSendProgress = z.object({
  sent: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type TSendProgress = z.infer<typeof ZSendProgress>;

export const ZWorkflowExecution = z.object({
  id: ZId,
  workflowType: ZWorkflowType,
  workflowName: z.string(),
  /** running, success or failed; the UI shows any other value neutrally. */
  status: z.string(),
  startTime: ZTimestamp.nullable(),
  finishedAt: ZTimestamp.nullable(),
  /** What the run did, e.g. "12 calls placed, 3 skipped (no phone)". */
  summary: z.string().nullable(),
  error: z.string().nullable(),
  /**
   * Recipients a finished run messaged or called (sent or failed). 0: it contacted nobody (everyone was
   * skipped), so the UI must not say "completed successfully" as if people were reached. Null (or
   * absent) for runs that contact no one by design (links, syncs, refreshes) and while running.
   */
  contacted: z.number().int().nonnegative().nullable().optional(),
  /** A bulk send's progress while it runs (and its final counts); null for other runs. */
  progress: ZSendProgress.nullable().optional(),
  /** The link a one-link run made (the payment-link button, a link by name), so it stays reachable. */
  paymentLink: z.string().nullable().optional(),
  /** Who a send left out and why (cooldown, no phone, …): counts and the first few recipients. */
  skipped: fromMini(ZRunSkips).nullable().optional(),
  /** Messages held for a channel's hours, and when they go. */
  waiting: fromMini(ZRunWaiting).nullable().optional(),
  /** How a send ended (null for runs that contact nobody by design, and for older runs). */
  outcome: fromMini(ZRunOutcome).nullable().optional(),
  /** What the run cost, the same figure as its preview (per SMS part); null when it sends nothing. */
  cost: z
    .object({ amount: z.number().nonnegative(), currency: z.string().max(3) })
    .nullable()
    .optional(),
});
export type TWorkflowExecution = z.infer<typeof ZWorkflowExecution>;

export const ZWorkflowExecutionList = z.array(ZWorkflowExecution);

export const MAX_EXECUTIONS_PAGE_SIZE = 100;

/**
 * GET /api/workflows/executions. Without `page`/`pageSize` it answers the spec's plain array (newest
 * `limit` runs, 50 by default); with either it answers one page of every run, `ZWorkflowExecutionPage`.
 */
export const ZListExecutionsQuery = z.object({
  limit: ZQueryInt(1, 200).default(50),
  page: ZPageNumber.optional(),
  pageSize: ZQueryInt(1, MAX_EXECUTIONS_PAGE_SIZE).optional(),
});

/** One page of workflow runs, newest first (View All). */
export const ZWorkflowExecutionPage = z.object({
  items: ZWorkflowExecutionList,
  /** Every run there is. */
  total: z.number().int().nonnegative(),
  /** 1-based. */
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TWorkflowExecutionPage = z.infer<typeof ZWorkflowExecutionPage>;

/** What every call that starts a workflow answers (202). */
export const ZWorkflowStarted = z.object({
  success: z.literal(true),
  executionId: ZId,
  workflowName: z.string(),
  status: z.string(),
  message: z.string(),
  /** True when this answer repeats an earlier request with the same Idempotency-Key. */
  replayed: z.boolean(),
  /** A one-customer send held for its channel's hours: when it goes (the toast says so). */
  waiting: fromMini(ZRunWaiting).nullable().optional(),
});

/** The dry run of a send (`POST …/preview`): the same gate as the start, nothing written. */
export const ZSendPreviewResponse = fromMini(ZSendPreview);
export type TWorkflowStarted = z.infer<typeof ZWorkflowStarted>;

const ZMessageText = ZRequiredText(160, 'Message is required').max(160, 'Message can be at most 160 characters');
/** One request may carry this many typed-in numbers (a run sends once per distinct number). */
export const MAX_RECIPIENTS = 10_000;
/**
 * A typed recipient: the phone rule, its error naming what was typed ("hello": Expected a phone number …),
 * so a toast can say which of many recipients is wrong and why.
 */
const ZRecipient = z
  .string()
  .max(32, 'A phone number has at most 32 characters')
  .regex(/^[^\u0000]*$/, NUL_MESSAGE)
  .transform((value, ctx) => {
    const parsed = ZPhone.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: `"${value.slice(0, 40)}": ${parsed.error.issues[0]?.message ?? 'not a phone number'}` });
    return z.NEVER;
  });
const ZRecipients = z
  .array(ZRecipient)
  .min(1, 'At least one recipient is required')
  .max(MAX_RECIPIENTS, 'At most 10,000 recipients per request');

/** POST /api/workflows/bulk-sms: empty from the dashboard (all overdue customers), or explicit. */
export const ZBulkSmsRequest = z
  .object({
    message: ZMessageText,
    recipients: ZRecipients,
  })
  .strict();
export type TBulkSmsRequest = z.infer<typeof ZBulkSmsRequest>;

/** POST /api/workflows/generate-payment-link: empty from the dashboard, or one link by name. */
export const ZGeneratePaymentLinkRequest = z
  .object({
    amount: ZPositiveRupees,
    customerName: ZRequiredText(200, 'Customer name is required'),
    description: ZText(500, { trim: true }).optional(),
  })
  .strict();
export type TGeneratePaymentLinkRequest = z.infer<typeof ZGeneratePaymentLinkRequest>;

/** POST /api/workflows/payment-followup: one customer's follow-up call. */
export const ZCustomerCallRequest = z
  .object({
    phoneNumber: ZPhone,
    airtableRecordId: ZText(200).optional(),
    customerId: ZId,
  })
  .strict();
export type TCustomerCallRequest = z.infer<typeof ZCustomerCallRequest>;

export const WHATSAPP_TEMPLATES = ['payment_reminder'] as const;

/** POST /api/workflows/whatsapp from a customer row. */
export const ZWhatsappReminderRequest = z
  .object({
    phoneNumber: ZPhone,
    template: z.enum(WHATSAPP_TEMPLATES),
    airtableRecordId: ZText(200).optional(),
    customerId: ZId,
  })
  .strict();
export type TWhatsappReminderRequest = z.infer<typeof ZWhatsappReminderRequest>;

/** POST /api/workflows/whatsapp from the bulk messaging screen. */
export const ZWhatsappBulkRequest = ZBulkSmsRequest;
export type TWhatsappBulkRequest = z.infer<typeof ZWhatsappBulkRequest>;

export const ZWhatsappRequest = z.union([ZWhatsappReminderRequest, ZWhatsappBulkRequest]);
export type TWhatsappRequest = z.infer<typeof ZWhatsappRequest>;

/** POST /api/workflows/payment-link: a link for one customer. */
export const ZPaymentLinkRequest = z
  .object({
    amount: ZPositiveRupees,
    airtableRecordId: ZText(200).optional(),
    customerId: ZId,
    description: ZText(500, { trim: true }).optional(),
  })
  .strict();
export type TPaymentLinkRequest = z.infer<typeof ZPaymentLinkRequest>;

export const ZPaymentLinkStarted = ZWorkflowStarted.extend({
  /** The URL the customer opens to pay. */
  paymentLink: z.string().url(),
  linkId: ZId,
});
export type TPaymentLinkStarted = z.infer<typeof ZPaymentLinkStarted>;

/** POST /api/workflows/airtable-sync */
export const ZAirtableSyncRequest = z.object({ action: z.literal('refresh_customers') }).strict();
export type TAirtableSyncRequest = z.infer<typeof ZAirtableSyncRequest>;
