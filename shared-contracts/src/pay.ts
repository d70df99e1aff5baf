import { z } from 'zod';
import { ZPaymentLink } from './payment-links';

/** POST /api/pay/{token}/confirm: the customer paid on the sandbox pay page. */
export const ZPayConfirmResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  paymentLink: ZPaymentLink,
});
export type TPayConfirmResponse = z.infer<typeof ZPayConfirmResponse>;

/** The token part of a pay URL: URL-safe base64, as generated for each link. */
export const ZPayToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a payment link token');
