import { z } from 'zod';
import { ZId, ZPageNumber, ZQueryInt, ZRupees, ZTimestamp } from './common';

export const PAYMENT_LINK_STATUSES = ['active', 'paid', 'expired'] as const;
export type TPaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

/** The table's status filter (spec part 1): all, active, paid, expired. */
export const PAYMENT_LINK_STATUS_FILTERS = ['all', ...PAYMENT_LINK_STATUSES] as const;
export type TPaymentLinkStatusFilter = (typeof PAYMENT_LINK_STATUS_FILTERS)[number];

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
});
export type TPaymentLink = z.infer<typeof ZPaymentLink>;

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
  /** Rupees received through paid links. */
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
