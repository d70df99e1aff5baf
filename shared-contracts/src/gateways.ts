import { z } from 'zod';
import { ZDecimal, ZJsonObject, ZPositiveRupees, ZRupees, ZText, ZTimestamp, ZUuid } from './common';
import { formatINR, formatIndianNumber } from './format';
import type { TCapability } from './roles';

/*
 * The Payment Gateway Manager (/payment-gateways, spec part 2) and the routing of every payment link
 * (docs/payments.md). Amounts are rupees on the wire (stored as paise), percentages 0–100.
 */

/**
 * Who may do what on the Payment Gateway Manager: the API's route declarations and the screen's controls
 * both read this, so a button is enabled exactly for the roles the API lets through (docs/security.md).
 * A probe changes no setting, so collectors may refresh the status; changing a gateway is an admin's.
 */
export const GATEWAY_ACCESS = {
  refreshStatus: 'collect',
  update: 'administer',
  move: 'administer',
} as const satisfies Record<string, TCapability>;

/** Status as displayed; `unknown` until the first probe. */
export const GATEWAY_STATUSES = ['healthy', 'degraded', 'down', 'maintenance', 'unknown'] as const;
export type TGatewayStatus = (typeof GATEWAY_STATUSES)[number];

/** Vendors duesflow has an adapter for (others run as sandbox gateways). */
export const GATEWAY_PROVIDERS = ['razorpay', 'cashfree', 'payu'] as const;
export type TGatewayProvider = (typeof GATEWAY_PROVIDERS)[number];

/**
 * `live`: the vendor's credentials are configured, links are created on its API and paid on its page.
 * `sandbox`: links are paid on duesflow's own sandbox pay page (local use, demo data).
 */
export const GATEWAY_MODES = ['sandbox', 'live'] as const;
export type TGatewayMode = (typeof GATEWAY_MODES)[number];

export const GATEWAY_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED', 'SGD'] as const;

/** The window health figures (uptime, response time, success rate) and the failure_rate rule look at. */
export const GATEWAY_HEALTH_WINDOW_HOURS = 24;
/** A probe that takes longer than this counts as failed (timeout). */
export const GATEWAY_PROBE_TIMEOUT_MS = 5000;
/** The schedule probes every gateway this often. */
export const GATEWAY_PROBE_INTERVAL_MINUTES = 5;
/** A link is tried on at most this many gateways when their APIs fail. */
export const GATEWAY_MAX_ATTEMPTS = 3;
/** Healthy probes slower than this, or a success rate below this, make a gateway `degraded`. */
export const GATEWAY_DEGRADED_RESPONSE_MS = 2000;
export const GATEWAY_DEGRADED_SUCCESS_RATE = 90;
/**
 * A payment vendor's fee, written the same on every screen (Payment Gateways, Provider Management and its
 * cost comparison): '2% per payment', '2.3% + ₹2.00 per payment'. The fixed fee is rupees.
 */
export function formatPaymentFee(feePercentage: number, fixedFee: number): string {
  const share = `${formatIndianNumber(feePercentage)}%`;
  return fixedFee > 0 ? `${share} + ${formatINR(fixedFee)} per payment` : `${share} per payment`;
}

/** What a gateway's failed check says to staff who are not admins. */
export const GATEWAY_ERROR_FOR_OTHERS = 'The last check failed; an admin can see why';

export const ZGatewayLimits = z.object({
  /** Rupees; a link above it is never routed to the gateway. */
  maxAmount: ZRupees,
  minAmount: ZRupees,
  supportedCurrencies: z.array(z.string()),
  /** Percent of each payment, e.g. 2.3. */
  feePercentage: z.number(),
  /** Rupees per payment, e.g. 2. */
  fixedFee: z.number(),
});

/** All-time figures of a gateway (docs/payments.md § Metrics): money as the gateway reported it. */
export const ZGatewayMetrics = z.object({
  /** Payments recorded through its links (a part payment is one transaction). */
  totalTransactions: z.number().int(),
  /** Its links paid in full. */
  successfulTransactions: z.number().int(),
  /** Its links that expired before they were paid in full. */
  failedTransactions: z.number().int(),
  /** Rupees paid through the gateway's links. */
  totalVolume: ZRupees,
  /** Rupees: mean amount of its payments (0 with none). */
  avgTransactionAmount: ZRupees,
  /** Links paid through it (in full). */
  paidLinks: z.number().int(),
  /** Paid ÷ decided (paid in full or expired) × 100; null before any link was decided. */
  paidRate: z.number().nullable(),
});

/** A gateway as `GET /api/gateways` answers it: the spec's fields plus what duesflow measures. */
export const ZPaymentGateway = z.object({
  id: ZUuid,
  name: z.string(),
  /** The vendor (razorpay, cashfree, payu). */
  provider: z.string(),
  priority: z.number().int().min(1),
  isActive: z.boolean(),
  status: z.enum(GATEWAY_STATUSES),
  /** Percent of probes in the window that succeeded (100 with no probe yet). */
  uptime: z.number(),
  /** Mean milliseconds of probes and link creations in the window (0 with none). */
  avgResponseTime: z.number(),
  /** Percent of probes and link creations in the window that succeeded (100 with none). */
  successRate: z.number(),
  /** When it was last probed; null before the first probe. */
  lastChecked: ZTimestamp.nullable(),
  /**
   * Why the last probe failed, when it did, redacted; admins only: other roles get GATEWAY_ERROR_FOR_OTHERS
   * (a vendor's words can carry what it echoed of a request).
   */
  lastError: z.string().nullable(),
  /** Set by staff: a gateway in maintenance receives no links, whatever its probes say. */
  maintenance: z.boolean(),
  mode: z.enum(GATEWAY_MODES),
  config: ZGatewayLimits,
  metrics: ZGatewayMetrics,
  /** The vendor's credentials, every secret masked (`••••` + last 4 characters). */
  credentials: z.record(z.string(), z.unknown()),
  /** The vendor's API (a stand-in in tests); empty: the vendor's production API. */
  apiBaseUrl: z.string(),
  /** Probed instead of the API when set. */
  healthCheckUrl: z.string(),
  /** Where the vendor's dashboard should send webhooks (path on the portal's origin). */
  webhookPath: z.string(),
});
export type TPaymentGateway = z.infer<typeof ZPaymentGateway>;

/** Overview summary cards. */
export const ZGatewaySummary = z.object({
  /** Gateways whose status is healthy. */
  online: z.number().int(),
  total: z.number().int(),
  /** Links paid ÷ links decided (paid in full or expired) over every gateway, percent; null before any was decided. */
  avgSuccessRate: z.number().nullable(),
  /** Payments recorded through every gateway's links. */
  totalTransactions: z.number().int(),
  /** Rupees paid through every gateway (shown in lakh/crore like every amount). */
  totalVolume: ZRupees,
});

/** `GET /api/gateways` and the answer of refresh-status / move. */
export const ZGatewayList = z.object({
  /** Priority order (1 first). */
  gateways: z.array(ZPaymentGateway),
  summary: ZGatewaySummary,
  /** The newest probe of any gateway (the header's 'Last updated'); null before any. */
  lastUpdated: ZTimestamp.nullable(),
});
export type TGatewayList = z.infer<typeof ZGatewayList>;

const ZUrlOrBlank = z.union([ZText(2000, { trim: true }).url('Must be a URL'), z.literal('')]);

/**
 * `PUT /api/gateways/{id}`: the fields to change, at least one. `credentials`: a secret sent back masked
 * or blank stays as stored; a field left out is removed (as on the providers screen).
 */
export const ZUpdateGateway = z
  .object({
    isActive: z.boolean(),
    maintenance: z.boolean(),
    config: z
      .object({
        maxAmount: ZPositiveRupees,
        minAmount: ZPositiveRupees,
        supportedCurrencies: z.array(z.enum(GATEWAY_CURRENCIES)).min(1, 'At least one currency').max(GATEWAY_CURRENCIES.length),
        feePercentage: ZDecimal(100, 2),
        fixedFee: ZDecimal(100_000, 2),
      })
      .partial()
      .strict(),
    credentials: ZJsonObject({ maxKeys: 20, maxString: 500, maxDepth: 1 }),
    apiBaseUrl: ZUrlOrBlank,
    healthCheckUrl: ZUrlOrBlank,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change' });
export type TUpdateGateway = z.infer<typeof ZUpdateGateway>;

/** `POST /api/gateways/{id}/move`: swap priority with the neighbour (up refused at 1, down at the last). */
export const ZMoveGateway = z.object({ direction: z.enum(['up', 'down']) }).strict();
export type TMoveGateway = z.infer<typeof ZMoveGateway>;

/** `GET /api/gateways/analytics`: per gateway, from stored link creations and payments (all time). */
export const ZGatewayAnalytics = z.array(
  z.object({
    gatewayId: ZUuid,
    name: z.string(),
    /** Links paid ÷ links decided (paid in full or expired) × 100; null before any was decided. */
    successRate: z.number().nullable(),
    /** Rupees paid through the gateway. */
    volume: ZRupees,
    /** Links paid in full. */
    successful: z.number().int(),
    /** Links that expired before they were paid in full. */
    failed: z.number().int(),
    /** Rupees: mean amount of its payments (0 with none). */
    avgAmount: ZRupees,
    paidLinks: z.number().int(),
    /** Payments recorded through its links. */
    payments: z.number().int(),
    /** Link creations its API refused or failed. */
    failedCreations: z.number().int(),
  }),
);
export type TGatewayAnalytics = z.infer<typeof ZGatewayAnalytics>;

/** How a link was routed (stored with the link; see docs/payments.md). */
export const ZRoutingDecision = z.object({
  gatewayId: ZUuid,
  gatewayName: z.string(),
  reason: z.string(),
});
export type TRoutingDecision = z.infer<typeof ZRoutingDecision>;

/**
 * `POST /api/gateway-webhooks/{gatewayId}`: a gateway's signed event (raw JSON; Razorpay's
 * X-Razorpay-Signature, Cashfree's x-webhook-signature). A replayed event id is acknowledged and ignored.
 */
export const ZWebhookAck = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
  /** paid, already_paid, expired, unknown_link, ignored */
  outcome: z.string(),
});
export type TWebhookAck = z.infer<typeof ZWebhookAck>;
