import { z } from 'zod';

export const ANALYTICS_RANGES = ['7d', '30d', '90d', '1y'] as const;
export const DEFAULT_ANALYTICS_RANGE = '30d';
export const CHANNELS = ['voice', 'sms', 'whatsapp', 'email'] as const;

export const ZTodayMetrics = z.object({
  callsMade: z.number().int(),
  smssSent: z.number().int(),
  paymentsReceived: z.number().int(),
  totalAmount: z.number(),
  successRate: z.number(),
  responseRate: z.number(),
});

export const ZRealTimeMetrics = z.object({
  activeCallsNow: z.number().int(),
  paymentsLastHour: z.number().int(),
  avgResponseTime: z.number(),
  topPerformingChannel: z.string(),
});

export const ZChannelStats = z.object({
  channel: z.enum(CHANNELS),
  provider: z.string(),
  successRate: z.number(),
  totalContacts: z.number().int(),
  successfulPayments: z.number().int(),
  costPerContact: z.number(),
  costPerSuccess: z.number(),
  avgResponseTime: z.number(),
  bestTimeSlot: z.string(),
});

export const ZDailyTrend = z.object({
  date: z.string(),
  callsMade: z.number().int(),
  smssSent: z.number().int(),
  paymentsReceived: z.number().int(),
  amount: z.number(),
  successRate: z.number(),
});

export const ZInsights = z.object({
  bestCallTimes: z.array(z.object({ hour: z.number().int(), successRate: z.number(), volume: z.number().int() })),
  languagePreferences: z.array(z.object({ language: z.string(), successRate: z.number(), volume: z.number().int() })),
  customerSegments: z.array(
    z.object({ segment: z.string(), avgDaysOverdue: z.number(), successRate: z.number(), preferredChannel: z.string() }),
  ),
});
