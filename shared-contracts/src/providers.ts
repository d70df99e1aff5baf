import { z } from 'zod';
import { ZId } from './common';

/** The spec's types plus whatsapp: the settings screen has a WhatsApp card, so WhatsApp providers are stored too. */
export const PROVIDER_TYPES = ['sms', 'voice', 'email', 'whatsapp', 'payment', 'analytics'] as const;
export const PROVIDER_STATUSES = ['active', 'inactive', 'suspended', 'maintenance'] as const;
export const FAILOVER_STRATEGIES = ['round_robin', 'cost_optimized', 'performance_based', 'manual'] as const;

const ZCommaList = z.array(z.string().trim().min(1)).default([]);

export const ZProviderFields = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  displayName: z.string().trim().min(1, 'Display name is required').max(200),
  type: z.enum(PROVIDER_TYPES),
  description: z.string().trim().max(1000).default(''),
  status: z.enum(PROVIDER_STATUSES).default('active'),
  priority: z.number().int().min(1, 'Priority must be at least 1'),
  isDefault: z.boolean().default(false),
  costPerUnit: z.number().min(0).default(0),
  setupFee: z.number().min(0).default(0),
  monthlyFee: z.number().min(0).default(0),
  currency: z.string().trim().length(3).default('USD'),
  healthCheckUrl: z.union([z.string().url('Health check URL must be a URL'), z.literal('')]).default(''),
  config: z.record(z.string(), z.unknown()).default({}),
  supportedCountries: ZCommaList,
  supportedFeatures: ZCommaList,
});

export const ZCreateProvider = ZProviderFields.strict();
export type TCreateProvider = z.infer<typeof ZCreateProvider>;
export const ZUpdateProvider = ZProviderFields.partial().strict();
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

export const ZFailoverConfig = z.object({
  maxRetries: z.number().int().min(1).max(10).default(3),
  strategy: z.enum(FAILOVER_STRATEGIES).default('round_robin'),
});
export type TFailoverConfig = z.infer<typeof ZFailoverConfig>;

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
