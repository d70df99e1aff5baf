import { z } from 'zod';
import { ZId, ZPageNumber, ZQueryInt, ZRupees, ZTimestamp } from './common';

export const PAYMENT_LINK_STATUSES = ['active', 'paid', 'expired'] as const;
export type TPaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

/** The table's status filter (spec part 1): all, active, paid, expired. */
export const PAYMENT_LINK_STATUS_FILTERS = ['all', ...PAYMENT_LINK_STATUSES] as const;
export type TPaymentLinkStatusFilter = (typeof PAYMENT_LINK_STATUS_FILTERS)[number];

/** A part of an instalment plan: which of how many; every part opens the same plan page. */
export const ZLinkPlanPlace = z.object({ id: ZId, part: z.number().int().min(1), parts: z.number().int().min(2) });

export const ZPaymentLink = z.object({
  id: ZId,
  customerId: ZId.nullable(),
  customerName: z.string(),
  amount: ZRupees,
  description: z.string().nullable(),
  status: z.enum(PAYMENT_LINK_STATUSES),
  /** The link the customer opens: the portal's /api/pay/{token}, which shows the sandbox page or goes on to the gateway's page. */
  url: z.string().url(),
  /** The gateway's name the link was routed to ('' until routed, a moment after it is made). */
  gateway: z.string(),
  /** The routed gateway's id; null until routed. */
  gatewayId: ZId.nullable(),
  /** Why that gateway was chosen (priority, limits, failover rules, API failures); null until routed. */
  routingReason: z.string().nullable(),
  expiresAt: ZTimestamp,
  createdAt: ZTimestamp,
  paidAt: ZTimestamp.nullable(),
  /** Rupees received through it so far, as the gateway reported them (partial payments add up). */
  amountPaid: ZRupees.default(0),
  /** Why a payment on it needs review (paid after expiry, more than was due, another currency); null when none does. */
  review: z.string().nullable().default(null),
  /** Its place in an instalment plan (an amount above every gateway's maximum); null for a single link. */
  plan: ZLinkPlanPlace.nullable().default(null),
});
export type TPaymentLink = z.infer<typeof ZPaymentLink>;

/** Rupees still payable on a link: its amount less what was received (never below 0). */
export const amountStillDue = (link: Pick<TPaymentLink, 'amount' | 'amountPaid'>): number =>
  Math.max(0, Math.round((link.amount - link.amountPaid) * 100)) / 100;

/**
 * An amount above every gateway's maximum is split into at most this many equal parts of one plan;
 * more would be a plan nobody pays, so such an amount is refused (docs/payments.md).
 */
export const MAX_PLAN_PARTS = 10;

/**
 * `GET /api/payment-links/{id}`: a link and where it stands. `routing` while its run places every part
 * on a gateway; `payable` once each part can be paid (only then is it announced or copied); `failed`
 * with the reason when no gateway took a part.
 */
export const PAYMENT_LINK_READINESS = ['routing', 'payable', 'failed'] as const;
export const ZPaymentLinkReadiness = z.object({
  readiness: z.enum(PAYMENT_LINK_READINESS),
  reason: z.string().nullable(),
  link: ZPaymentLink,
  /** Every part of its plan in order (just the link itself when it is not split). */
  parts: z.array(ZPaymentLink),
});
export type TPaymentLinkReadiness = z.infer<typeof ZPaymentLinkReadiness>;

/** Days a generated payment link stays payable unless PAYMENT_LINK_VALID_DAYS says otherwise. */
export const PAYMENT_LINK_VALID_DAYS = 7;

export const PAYMENT_LINK_PAGE_SIZE_DEFAULT = 10;
export const PAYMENT_LINK_PAGE_SIZE_MAX = 100;

/** `GET /api/payment-links?status=&page=&pageSize=`: newest first; `status` omitted or `all` means every link. */
export const ZPaymentLinkPageQuery = z.object({
  status: z.enum(PAYMENT_LINK_STATUS_FILTERS).optional(),
  page: ZPageNumber.default(1),
  pageSize: ZQueryInt(1, PAYMENT_LINK_PAGE_SIZE_MAX).default(PAYMENT_LINK_PAGE_SIZE_DEFAULT),
});
export type TPaymentLinkPageQuery = z.infer<typeof ZPaymentLinkPageQuery>;

/**
 * The three tiles, over every stored link whatever the filter:
 * - totalGenerated: links made;
 * - successRate: paid ÷ (paid + expired) × 100, one decimal (links still payable are not decided yet;
 *   0 when none is decided);
 * - activeLinks: links that can still be paid (active and not past their expiry).
 */
export const ZPaymentLinkTotals = z.object({
  totalGenerated: z.number().int(),
  successRate: z.number(),
  activeLinks: z.number().int(),
  paid: z.number().int(),
  expired: z.number().int(),
  /** Rupees received through links (partial payments included), as the gateways reported them. */
  paidAmount: ZRupees,
});
export type TPaymentLinkTotals = z.infer<typeof ZPaymentLinkTotals>;

export const ZPaymentLinkPage = z.object({
  items: z.array(ZPaymentLink),
  /** Links matching the filter. */
  total: z.number().int(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totals: ZPaymentLinkTotals,
});
export type TPaymentLinkPage = z.infer<typeof ZPaymentLinkPage>;
