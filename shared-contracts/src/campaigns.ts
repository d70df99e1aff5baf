import { z } from 'zod';
import { fromMini, MAX_AMOUNT_RUPEES, ZQueryInt, ZRequiredText, ZText, ZUuid } from './common';
import { ZRunOutcome, ZRunWaiting, ZSendPreview } from './send-guards';

/*
 * Campaigns (docs/communications.md): every bulk send is a campaign, whether typed on the bulk
 * messaging screen (`kind: 'bulk'`, POST /api/workflows/bulk-sms|whatsapp) or built on the SMS
 * campaign manager (`kind: 'campaign'`, POST /api/campaigns). A campaign's id is its run's id.
 */

export const REMINDER_TEMPLATE_TYPES = ['gentle', 'firm', 'final'] as const;
/** The spec's en, es, fr, and the Hindi and Marathi real customers have. */
export const CAMPAIGN_LANGUAGES = ['en', 'es', 'fr', 'hi', 'mr'] as const;
export type TCampaignLanguage = (typeof CAMPAIGN_LANGUAGES)[number];
export const CAMPAIGN_STATUSES = ['completed', 'running', 'failed'] as const;
export type TCampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Filter defaults of the campaign manager (spec part 2 §3, §9). */
export const CAMPAIGN_FILTER_DEFAULTS = {
  minAmount: 0,
  maxAmount: 10000,
  minDaysOverdue: 0,
  maxDaysOverdue: 90,
  languages: ['en', 'es', 'fr'] as TCampaignLanguage[],
};

/** At most this many customers per campaign (and per candidates answer). */
export const MAX_CAMPAIGN_RECIPIENTS = 10_000;

const languageList = z
  .union([ZText(100), z.array(ZText(10)).max(CAMPAIGN_LANGUAGES.length)])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean))
  .pipe(z.array(z.enum(CAMPAIGN_LANGUAGES)).max(CAMPAIGN_LANGUAGES.length));

/**
 * GET /api/campaigns/candidates: the overdue customers matching the filters (amount in rupees, days
 * overdue of their oldest unpaid invoice, languages comma-separated or repeated). Every field optional.
 */
export const ZCampaignCandidatesQuery = z
  .object({
    minAmount: ZQueryInt(0, MAX_AMOUNT_RUPEES).optional(),
    maxAmount: ZQueryInt(0, MAX_AMOUNT_RUPEES).optional(),
    minDaysOverdue: ZQueryInt(0, 36_500).optional(),
    maxDaysOverdue: ZQueryInt(0, 36_500).optional(),
    languages: languageList.optional(),
  })
  .strict();
export type TCampaignCandidatesQuery = z.infer<typeof ZCampaignCandidatesQuery>;

/** A customer as the campaign manager lists it (spec part 2 §3, "Sample overdue customer"). */
export const ZOverdueCustomer = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  /** The oldest unpaid invoice. */
  invoiceNumber: z.string(),
  /** Rupees owed, exact to the paisa. */
  outstandingAmount: z.number(),
  daysOverdue: z.number().int(),
  language: z.string(),
  /** YYYY-MM-DD of the last contact, when there was one. */
  lastContactDate: z.string().nullable().optional(),
  /** "Stop reminders" is on: a campaign will not message them (kept in the list so staff see why). */
  stopReminders: z.boolean(),
});
export type TOverdueCustomer = z.infer<typeof ZOverdueCustomer>;
export const ZOverdueCustomerList = z.array(ZOverdueCustomer);

/**
 * GET /api/campaigns/candidates' answer: the matching customers (the first MAX_CAMPAIGN_RECIPIENTS), how
 * many match, and how many overdue customers with a phone there are in all, so the screen can say
 * "13 of 244 customers match your filters" and a filter never narrows the list unseen.
 */
export const ZCampaignCandidates = z.object({
  customers: ZOverdueCustomerList,
  matching: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type TCampaignCandidates = z.infer<typeof ZCampaignCandidates>;

/** POST /api/campaigns. */
export const ZCreateCampaignRequest = z
  .object({
    name: ZRequiredText(200, 'Campaign name is required'),
    templateId: ZRequiredText(100, 'Template is required'),
    customerIds: z
      .array(ZUuid)
      .min(1, 'Select at least one customer')
      .max(MAX_CAMPAIGN_RECIPIENTS, 'At most 10,000 customers per campaign'),
  })
  .strict();
export type TCreateCampaignRequest = z.infer<typeof ZCreateCampaignRequest>;

/** One campaign as history lists it. */
export const ZCampaign = z.object({
  id: z.string(),
  kind: z.enum(['bulk', 'campaign']),
  type: z.enum(['sms', 'whatsapp']),
  /** The campaign's name (campaign manager); null for a bulk send. */
  name: z.string().nullable(),
  templateId: z.string().nullable(),
  /** The text as written (with placeholders for a campaign). */
  message: z.string(),
  recipientCount: z.number().int().nonnegative(),
  status: z.enum(CAMPAIGN_STATUSES),
  sent: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** Messages held back by India's sending rules (opted out, paid, disputed, …), each with its reason. */
  refused: z.number().int().nonnegative(),
  /** Messages waiting for the sending window. */
  queued: z.number().int().nonnegative(),
  /** SMS parts of all its messages, and their cost at $0.0075 per part (4 decimals). */
  segments: z.number().int().nonnegative(),
  estimatedCostUsd: z.number(),
  /** The send gate's cost of what went or waits (per SMS part, the provider's currency): the figure its preview and start showed. */
  cost: z
    .object({ amount: z.number().nonnegative(), currency: z.string().max(3) })
    .nullable()
    .optional(),
  /** How it ended: `nothing_sent` when every recipient was skipped (never "completed successfully"), `waiting` while held for the window. */
  outcome: fromMini(ZRunOutcome).nullable().optional(),
  /** Messages held for the sending window, and when they go. */
  waiting: fromMini(ZRunWaiting).nullable().optional(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  summary: z.string().nullable(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const MAX_CAMPAIGN_PAGE_SIZE = 100;
/** GET /api/campaigns: newest first (Recent Campaigns asks for a few, View All for pages). */
export const ZCampaignListQuery = z
  .object({
    kind: z.enum(['bulk', 'campaign']).optional(),
    page: ZQueryInt(1, 1_000_000).default(1),
    pageSize: ZQueryInt(1, MAX_CAMPAIGN_PAGE_SIZE).default(20),
  })
  .strict();
export const ZCampaignPage = z.object({
  items: z.array(ZCampaign),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TCampaignPage = z.infer<typeof ZCampaignPage>;

export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'completed', 'failed'] as const;
/**
 * A message (or one try of it) in one of these went out: a provider accepted it (sent), reported it
 * delivered, or the call was completed. Only these count as contact, as sent, or as spend.
 */
export const SENT_MESSAGE_STATUSES = ['sent', 'delivered', 'completed'] as const satisfies readonly (typeof MESSAGE_STATUSES)[number][];

/** One recipient's message of a campaign. */
export const ZCampaignRecipient = z.object({
  messageId: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  to: z.string(),
  body: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  /** Why it failed or was refused (refusals start "Not sent:"). */
  error: z.string().nullable(),
  /** True when India's sending rules held it back; `error` says which. */
  refused: z.boolean(),
  /** The provider's name (`gupshup_sms`), as messages record it. */
  provider: z.string(),
  /** What staff call it ("Gupshup SMS"): its display name, or its name when it is no longer configured. */
  providerLabel: z.string(),
  segments: z.number().int().nonnegative(),
  /** What the provider charged, in `currency` (0 until accepted). */
  cost: z.number(),
  currency: z.string(),
  updatedAt: z.string(),
});
export type TCampaignRecipient = z.infer<typeof ZCampaignRecipient>;

/** GET /api/campaigns/{id}: the campaign and every recipient's message (up to 10,000). */
export const ZCampaignDetail = ZCampaign.extend({ recipients: z.array(ZCampaignRecipient) });
export type TCampaignDetail = z.infer<typeof ZCampaignDetail>;

/** POST /api/campaigns answers 202 with this; progress follows as `campaign_progress` on /ws. */
export const ZCampaignCreated = z.object({
  success: z.literal(true),
  campaignId: z.string(),
  status: z.literal('running'),
  recipientCount: z.number().int().nonnegative(),
  segmentsPerMessage: z.number().int().nonnegative(),
  estimatedCostUsd: z.number(),
  /** The send gate's dry run at the start: what goes now, waits, is skipped and why, and the cost (the figure history keeps). */
  preview: fromMini(ZSendPreview).optional(),
  message: z.string(),
});
export type TCampaignCreated = z.infer<typeof ZCampaignCreated>;

/** The progress of a campaign (every bulk send), on /ws about once a second and when it ends. */
export const ZCampaignProgress = z.object({
  campaignId: z.string(),
  sent: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type TCampaignProgress = z.infer<typeof ZCampaignProgress>;

/** SMS price per message in dollars (spec part 2 §9); duesflow bills it per SMS part (sms-segments.ts). */
export const SMS_COST_PER_MESSAGE_USD = 0.0075;
/** SMS body limit on the bulk messaging screen. */
export const SMS_MAX_LENGTH = 160;
/** Sample messages the preview shows. */
export const PREVIEW_SAMPLE_COUNT = 3;
