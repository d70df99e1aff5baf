import { z } from 'zod';
import { MAX_AMOUNT_RUPEES, ZId, ZRequiredText } from './common';

export const REMINDER_TEMPLATE_TYPES = ['gentle', 'firm', 'final'] as const;
export const CAMPAIGN_LANGUAGES = ['en', 'es', 'fr'] as const;
export const CAMPAIGN_STATUSES = ['completed', 'running', 'failed'] as const;

/** Reminder/SMS template; placeholders are {customerName} {invoiceNumber} {amount} {daysOverdue}. */
export const ZMessageTemplate = z.object({
  id: ZId,
  name: z.string(),
  language: z.string(),
  type: z.string(),
  content: z.string(),
});
export type TMessageTemplate = z.infer<typeof ZMessageTemplate>;

/** A customer as the campaign builder lists it. */
export const ZOverdueCustomer = z.object({
  id: ZId,
  name: z.string(),
  phoneNumber: z.string(),
  invoiceNumber: z.string(),
  outstandingAmount: z.number(),
  daysOverdue: z.number().int(),
  language: z.string(),
  lastContactDate: z.string().nullable().optional(),
});
export type TOverdueCustomer = z.infer<typeof ZOverdueCustomer>;

export const ZCampaignFilters = z.object({
  minAmount: z.number().min(0).max(MAX_AMOUNT_RUPEES).default(0),
  maxAmount: z.number().min(0).max(MAX_AMOUNT_RUPEES).default(10000),
  minDaysOverdue: z.number().int().min(0).max(36_500).default(0),
  maxDaysOverdue: z.number().int().min(0).max(36_500).default(90),
  languages: z.array(z.enum(CAMPAIGN_LANGUAGES)).max(CAMPAIGN_LANGUAGES.length).default(['en', 'es', 'fr']),
});
export type TCampaignFilters = z.infer<typeof ZCampaignFilters>;

export const ZCampaignDraft = z.object({
  name: ZRequiredText(200),
  templateId: ZId,
  selectedCustomers: z.array(ZId).max(10_000),
  filters: ZCampaignFilters,
});
export type TCampaignDraft = z.infer<typeof ZCampaignDraft>;

/** A sent bulk campaign (SMS or WhatsApp). */
export const ZCampaign = z.object({
  id: ZId,
  type: z.enum(['sms', 'whatsapp']),
  name: z.string().nullable(),
  message: z.string(),
  recipientCount: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

/** SMS price per message in dollars (spec part 2 §9). */
export const SMS_COST_PER_MESSAGE_USD = 0.0075;
/** SMS body limit. */
export const SMS_MAX_LENGTH = 160;
