import { z } from 'zod';
import { ZDecimal, ZId, ZJsonObject, ZRequiredText, ZText } from './common';

/** The spec's types plus whatsapp: the settings screen has a WhatsApp card, so WhatsApp providers are stored too. */
export const PROVIDER_TYPES = ['sms', 'voice', 'email', 'whatsapp', 'payment', 'analytics'] as const;
export const PROVIDER_STATUSES = ['active', 'inactive', 'suspended', 'maintenance'] as const;
export const FAILOVER_STRATEGIES = ['round_robin', 'cost_optimized', 'performance_based', 'manual'] as const;

/**
 * A payment provider is a payment gateway (docs/providers.md § One truth per vendor): its fees are in rupees,
 * a percentage plus a fixed fee per payment, with no setup or monthly fee.
 */
export const PAYMENT_PROVIDER_CURRENCY = 'INR';

/** Countries or features, one per entry (the form's comma-separated list). */
const ZCommaList = z.array(ZRequiredText(100)).max(300, 'At most 300 entries');

/** Prices: per-unit to 4 decimals, fees to 2, in columns numeric(14,4) and numeric(14,2) (docs/validation.md). */
export const MAX_COST_PER_UNIT = 100_000;
export const MAX_PROVIDER_FEE = 10_000_000;
/** Providers are few; priorities beyond this order nothing more. */
export const MAX_PROVIDER_PRIORITY = 10_000;

/** Each field's bounds, without defaults (an update changes only what it sends). */
const PROVIDER_FIELDS = {
  name: ZRequiredText(100, 'Name is required'),
  displayName: ZRequiredText(200, 'Display name is required'),
  type: z.enum(PROVIDER_TYPES),
  description: ZText(1000, { trim: true }),
  status: z.enum(PROVIDER_STATUSES),
  priority: z
    .number()
    .int('Priority must be a whole number')
    .min(1, 'Priority must be at least 1')
    .max(MAX_PROVIDER_PRIORITY, `Priority can be at most ${MAX_PROVIDER_PRIORITY.toLocaleString('en-IN')}`),
  isDefault: z.boolean(),
  costPerUnit: ZDecimal(MAX_COST_PER_UNIT, 4),
  setupFee: ZDecimal(MAX_PROVIDER_FEE, 2),
  monthlyFee: ZDecimal(MAX_PROVIDER_FEE, 2),
  currency: ZText(3, { trim: true }).regex(/^[A-Za-z]{3}$/, 'A currency is a 3-letter code such as INR'),
  healthCheckUrl: z.union([ZText(2000, { trim: true }).url('Health check URL must be a URL'), z.literal('')]),
  /** Settings of the provider's API; bounded in size, no NUL byte anywhere. Secrets: secret-fields.ts. */
  config: ZJsonObject(),
  supportedCountries: ZCommaList,
  supportedFeatures: ZCommaList,
};

export const ZProviderFields = z.object({
  ...PROVIDER_FIELDS,
  description: PROVIDER_FIELDS.description.default(''),
  status: PROVIDER_FIELDS.status.default('active'),
  isDefault: PROVIDER_FIELDS.isDefault.default(false),
  costPerUnit: PROVIDER_FIELDS.costPerUnit.default(0),
  setupFee: PROVIDER_FIELDS.setupFee.default(0),
  monthlyFee: PROVIDER_FIELDS.monthlyFee.default(0),
  currency: PROVIDER_FIELDS.currency.default('USD'),
  healthCheckUrl: PROVIDER_FIELDS.healthCheckUrl.default(''),
  config: PROVIDER_FIELDS.config.default({}),
  supportedCountries: PROVIDER_FIELDS.supportedCountries.default([]),
  supportedFeatures: PROVIDER_FIELDS.supportedFeatures.default([]),
});

export const ZCreateProvider = ZProviderFields.strict();
export type TCreateProvider = z.infer<typeof ZCreateProvider>;
/** `PUT /api/providers/{id}`: the fields to change, at least one (an empty body is a 400, not a no-op). */
export const ZUpdateProvider = z
  .object(PROVIDER_FIELDS)
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: 'Give at least one field to change' });
export type TUpdateProvider = z.infer<typeof ZUpdateProvider>;

/** A provider as the API returns it: secrets in `config` are masked. */
export const ZProvider = ZProviderFields.extend({
  id: ZId,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProvider = z.infer<typeof ZProvider>;

export const ZListProvidersQuery = z.object({
  type: z.enum(PROVIDER_TYPES).optional(),
  status: z.enum(PROVIDER_STATUSES).optional(),
});

export const ZProviderDashboard = z.object({
  totalProviders: z.number().int(),
  activeProviders: z.number().int(),
  /** monthlyFees + usageLast30Days (docs/providers.md). */
  totalCostPerMonth: z.number(),
  /** Mean costPerUnit of the active message providers (sms, voice, email, whatsapp). */
  averageCostPerUnit: z.number(),
  providersByType: z.record(z.string(), z.number().int()),
  /** Sum of the active providers' monthly fees. */
  monthlyFees: z.number().optional(),
  /** What the providers' accepted tries cost over the last 30 days (message_attempts). */
  usageLast30Days: z.number().optional(),
});
export type TProviderDashboard = z.infer<typeof ZProviderDashboard>;

/** Cost comparison basis (spec part 2 §9). */
export const COMPARISON_MESSAGES = 1000;
export const COMPARISON_CALL_MINUTES = 100;

export const ZProviderComparisonRow = z.object({
  id: ZId,
  name: z.string(),
  displayName: z.string(),
  type: z.enum(PROVIDER_TYPES),
  costPerUnit: z.number(),
  monthlyFee: z.number(),
  currency: z.string(),
  /** Units in the comparison basis: 1,000 messages, or 100 minutes for voice (1,000 payments for payment). */
  basisUnits: z.number().int(),
  /** Message providers: monthlyFee + basisUnits × costPerUnit. Payment providers: null (their cost depends on the amounts paid). */
  estimatedMonthlyCost: z.number().nullable(),
  /** Payment providers: the percentage of each payment they keep (config.feePercentage); null for message providers. */
  feePercentage: z.number().nullable().optional(),
});
export const ZProviderComparison = z.array(ZProviderComparisonRow);
export type TProviderComparisonRow = z.infer<typeof ZProviderComparisonRow>;

/** The failover settings as stored and answered; defaults when none were stored. */
export const ZFailoverConfig = z.object({
  maxRetries: z.number().int().min(1).max(10).default(3),
  strategy: z.enum(FAILOVER_STRATEGIES).default('round_robin'),
});
export type TFailoverConfig = z.infer<typeof ZFailoverConfig>;
/**
 * `PUT /api/providers/failover-config`: both fields, no defaults. An empty body is a 400, never a reset
 * to the defaults.
 */
export const ZUpdateFailoverConfig = z
  .object({
    maxRetries: z.number().int().min(1, 'Max retries must be at least 1').max(10, 'Max retries can be at most 10'),
    strategy: z.enum(FAILOVER_STRATEGIES),
  })
  .strict();
export type TUpdateFailoverConfig = z.infer<typeof ZUpdateFailoverConfig>;

/** Measured performance of one provider, from the messages it really sent (Performance tab). */
export const ZProviderPerformance = z.object({
  providerId: ZId,
  name: z.string(),
  displayName: z.string(),
  type: z.enum(PROVIDER_TYPES),
  messagesSent: z.number().int().nonnegative(),
  /** Percent of sends that the provider accepted and delivered, 0–100; null before the first send. */
  successRate: z.number().min(0).max(100).nullable(),
  /** Mean milliseconds from send to the provider's answer; null before the first send. */
  avgLatencyMs: z.number().nonnegative().nullable(),
  /** Units sent times costPerUnit, in the provider's currency. */
  totalCost: z.number().nonnegative(),
  currency: z.string(),
});
export const ZProviderPerformanceList = z.array(ZProviderPerformance);
export type TProviderPerformance = z.infer<typeof ZProviderPerformance>;

/** The channels that send messages: each is one card on Provider Settings with its own on/off switch. */
export const MESSAGE_CHANNELS = ['sms', 'voice', 'email', 'whatsapp'] as const;
export type TMessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const CHANNEL_LABELS: Record<TMessageChannel, string> = { sms: 'SMS', voice: 'Voice', email: 'Email', whatsapp: 'WhatsApp' };

/** Why a message on a switched-off channel was not sent (stored as the message's error). */
export const channelOffReason = (channel: TMessageChannel) => `${CHANNEL_LABELS[channel]} is switched off in Provider Settings`;

/** A channel's switch: off means nothing is sent on it through any provider. */
export const ZChannelSetting = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  enabled: z.boolean(),
  /** Active providers of the channel: an enabled channel with none cannot send either. */
  activeProviders: z.number().int().nonnegative(),
});
export type TChannelSetting = z.infer<typeof ZChannelSetting>;
export const ZChannelSettings = z.array(ZChannelSetting);
export const ZUpdateChannelSetting = z.object({ enabled: z.boolean() }).strict();
export type TUpdateChannelSetting = z.infer<typeof ZUpdateChannelSetting>;

/** Connection of a provider as the settings screen shows it (spec part 2 §4). */
export const PROVIDER_CONNECTIONS = ['connected', 'disconnected', 'error'] as const;
