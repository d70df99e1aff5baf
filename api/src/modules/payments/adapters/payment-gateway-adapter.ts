import type { TPaymentLinkStatus } from '../../../core/db/schema/payment-links';

export interface CreateLinkRequest {
  linkId: string;
  amountPaise: number;
  customerName: string;
  customerPhone?: string | null;
  customerEmail?: string | null;
  description: string | null;
  expiresAt: Date;
  /** The gateway returns the same link for a repeated key. */
  idempotencyKey: string;
  /** Where the gateway sends the customer after paying (the portal's pay URL of the link). */
  callbackUrl?: string;
}

export interface CreatedLink {
  /** The gateway's id for the link. */
  gatewayReference: string;
  /** The gateway's own pay page; absent for the sandbox, whose page is the portal's /api/pay/{token}. */
  hostedUrl?: string;
}

/** A payment as the gateway's API reports it when asked (the webhook's figures confirmed at the source). */
export interface FetchedPayment {
  amountMinor: number;
  currency: string;
  /** Whether the money was taken (Razorpay captured/authorized). */
  succeeded: boolean;
}

/** A UPI intent asked for a registered link: what is still due on it, paid through the gateway. */
export interface UpiIntentRequest {
  linkId: string;
  /** The link's reference at the gateway (its payment link). */
  gatewayReference: string;
  /** What is still due on the link; the intent is for exactly this. */
  amountPaise: number;
  /** The business the customer pays (the sandbox's payee name; a gateway names its own merchant). */
  payeeName: string;
  customerId: string | null;
  customerName: string;
  customerPhone?: string | null;
  description: string | null;
  /** When the intent stops taking payments (never after the link's expiry). */
  closeBy: Date;
}

/** A `upi://pay?…` intent tied to the link at the gateway, so its payment comes back by the gateway's webhook. */
export interface UpiIntent {
  intent: string;
  /** The gateway's id of what the intent pays (Razorpay's QR code, Cashfree's order). */
  reference: string;
}

/** What a probe of the gateway saw. */
export interface ProbeResult {
  ok: boolean;
  error?: string;
}

/** A link creation the gateway refused or could not answer (timeouts included): the next gateway is tried. */
export class GatewayApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayApiError';
  }
}

/** A payment gateway that hosts pay pages for links (Razorpay, Cashfree, ... or the sandbox). */
export interface PaymentGatewayAdapter {
  readonly name: string;
  createLink(request: CreateLinkRequest): Promise<CreatedLink>;
  getStatus(gatewayReference: string): Promise<TPaymentLinkStatus | null>;
  /**
   * The payment with this id as the gateway's API reports it; null when unknown. Where the vendor offers it
   * (Cashfree needs the payment's order id as well).
   */
  fetchPayment?(paymentId: string, orderId?: string | null): Promise<FetchedPayment | null>;
  /**
   * A UPI intent for a registered link, tied to that link at the gateway (never a bare VPA that nothing
   * reconciles); null where the gateway offers none for it. Optional: a gateway without it offers no UPI.
   */
  upiIntent?(request: UpiIntentRequest, signal?: AbortSignal): Promise<UpiIntent | null>;
  /** Reaches the gateway's API (or health endpoint) within `signal`'s time. */
  probe?(signal: AbortSignal): Promise<ProbeResult>;
}
