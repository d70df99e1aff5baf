import { z } from 'zod';
import { ZId } from './common';

export const GATEWAY_STATUSES = ['healthy', 'degraded', 'down', 'maintenance'] as const;
export const FAILOVER_CONDITIONS = ['amount_threshold', 'failure_rate', 'response_time'] as const;

export const ZPaymentGateway = z.object({
  id: ZId,
  name: z.string(),
  provider: z.string(),
  priority: z.number().int().min(1),
  isActive: z.boolean(),
  status: z.string(),
  uptime: z.number(),
  avgResponseTime: z.number(),
  successRate: z.number(),
  lastChecked: z.string(),
  config: z.object({
    maxAmount: z.number(),
    minAmount: z.number(),
    supportedCurrencies: z.array(z.string()),
    feePercentage: z.number(),
    fixedFee: z.number(),
  }),
  metrics: z.object({
    totalTransactions: z.number().int(),
    successfulTransactions: z.number().int(),
    failedTransactions: z.number().int(),
    totalVolume: z.number(),
    avgTransactionAmount: z.number(),
  }),
});
export type TPaymentGateway = z.infer<typeof ZPaymentGateway>;

export const ZFailoverRule = z.object({
  id: ZId,
  name: z.string(),
  condition: z.enum(FAILOVER_CONDITIONS),
  value: z.number(),
  primaryGateway: ZId,
  fallbackGateway: ZId,
  isActive: z.boolean(),
});
export type TFailoverRule = z.infer<typeof ZFailoverRule>;
