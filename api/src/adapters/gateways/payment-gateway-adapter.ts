import type { TPaymentLinkStatus } from '../../db/schema/payment-links';

export interface CreateLinkRequest {
  linkId: string;
  amountPaise: number;
  customerName: string;
  description: string | null;
  expiresAt: Date;
  /** The gateway returns the same link for a repeated key. */
  idempotencyKey: string;
}

export interface CreatedLink {
  /** The gateway's id for the link. */
  gatewayReference: string;
}

/** A payment gateway that hosts pay pages for links (Razorpay, Cashfree, ... or the sandbox). */
export interface PaymentGatewayAdapter {
  readonly name: string;
  createLink(request: CreateLinkRequest): Promise<CreatedLink>;
  getStatus(gatewayReference: string): Promise<TPaymentLinkStatus | null>;
}
