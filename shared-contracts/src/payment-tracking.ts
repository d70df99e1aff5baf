import { z } from 'zod';
import { ZId } from './common';

export const ZPaymentTrackingDashboard = z.object({
  totalCustomersWithDues: z.number().int(),
  /** Rupees. */
  totalOutstandingAmount: z.number(),
  urgentFollowUps: z.number().int(),
  scheduledFollowUps: z.number().int(),
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
});
export type TFollowUpEntry = z.infer<typeof ZFollowUpEntry>;

export const ZPaymentTrackingAnalysis = z.object({
  urgentOverdue: z.array(ZFollowUpEntry),
  recentOverdue: z.array(ZFollowUpEntry),
  dueSoon: z.array(ZFollowUpEntry),
  followUpRequired: z.array(ZFollowUpEntry),
});
export type TPaymentTrackingAnalysis = z.infer<typeof ZPaymentTrackingAnalysis>;

export const ZFollowUpRequest = z.object({ action: z.enum(FOLLOW_UP_ACTIONS) }).strict();
export type TFollowUpRequest = z.infer<typeof ZFollowUpRequest>;
