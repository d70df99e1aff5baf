import { z } from 'zod';
import { ZId, ZRupees, ZTimestamp } from './common';

export const PAYMENT_LINK_STATUSES = ['active', 'paid', 'expired'] as const;

export const ZPaymentLink = z.object({
  id: ZId,
  customerId: ZId.nullable(),
  customerName: z.string(),
  amount: ZRupees,
  description: z.string().nullable(),
  status: z.enum(PAYMENT_LINK_STATUSES),
  url: z.string().url(),
  gateway: z.string(),
  expiresAt: ZTimestamp,
  createdAt: ZTimestamp,
  paidAt: ZTimestamp.nullable(),
});
export type TPaymentLink = z.infer<typeof ZPaymentLink>;

/** Days a generated payment link stays payable. */
export const PAYMENT_LINK_VALID_DAYS = 7;
