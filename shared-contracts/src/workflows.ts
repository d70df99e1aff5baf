import { z } from 'zod';
import { ZId, ZPositiveRupees, ZTimestamp } from './common';
import { ZPhone } from './phone';

/** Every kind of workflow the engine runs, with the name shown to staff. */
export const WORKFLOW_NAMES = {
  payment_follow_up: 'Payment Follow-up Calls',
  bulk_sms: 'Bulk SMS Campaign',
  generate_payment_links: 'Payment Link Generation',
  payment_followup: 'Payment Follow-up Call',
  whatsapp_reminder: 'WhatsApp Reminder',
  whatsapp_bulk: 'Bulk WhatsApp Campaign',
  payment_link: 'Payment Link',
  customer_refresh: 'Customer Data Refresh',
  tally_sync: 'Tally Sync',
  execute_followups: 'Execute All Follow-ups',
  campaign_send: 'SMS Campaign',
  /** One customer's follow-up from the payment collection screen (call, WhatsApp or SMS). */
  customer_follow_up: 'Customer Follow-up',
} as const;
export type TWorkflowType = keyof typeof WORKFLOW_NAMES;
export const ZWorkflowType = z.enum(Object.keys(WORKFLOW_NAMES) as [TWorkflowType, ...TWorkflowType[]]);

export const EXECUTION_STATUSES = ['running', 'success', 'failed'] as const;

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
});
export type TWorkflowExecution = z.infer<typeof ZWorkflowExecution>;

export const ZWorkflowExecutionList = z.array(ZWorkflowExecution);

export const ZListExecutionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** What every call that starts a workflow answers (202). */
export const ZWorkflowStarted = z.object({
  success: z.literal(true),
  executionId: ZId,
  workflowName: z.string(),
  status: z.string(),
  message: z.string(),
  /** True when this answer repeats an earlier request with the same Idempotency-Key. */
  replayed: z.boolean(),
});
export type TWorkflowStarted = z.infer<typeof ZWorkflowStarted>;

const ZMessageText = z.string().trim().min(1, 'Message is required').max(160, 'Message can be at most 160 characters');
const ZRecipients = z.array(ZPhone).min(1, 'At least one recipient is required').max(1000);

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
    customerName: z.string().trim().min(1, 'Customer name is required').max(200),
    description: z.string().trim().max(500).optional(),
  })
  .strict();
export type TGeneratePaymentLinkRequest = z.infer<typeof ZGeneratePaymentLinkRequest>;

/** POST /api/workflows/payment-followup: one customer's follow-up call. */
export const ZPaymentFollowupRequest = z
  .object({
    phoneNumber: ZPhone,
    airtableRecordId: z.string().max(200).optional(),
    customerId: ZId,
  })
  .strict();
export type TPaymentFollowupRequest = z.infer<typeof ZPaymentFollowupRequest>;

export const WHATSAPP_TEMPLATES = ['payment_reminder'] as const;

/** POST /api/workflows/whatsapp from a customer row. */
export const ZWhatsappReminderRequest = z
  .object({
    phoneNumber: ZPhone,
    template: z.enum(WHATSAPP_TEMPLATES),
    airtableRecordId: z.string().max(200).optional(),
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
    airtableRecordId: z.string().max(200).optional(),
    customerId: ZId,
    description: z.string().trim().max(500).optional(),
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
