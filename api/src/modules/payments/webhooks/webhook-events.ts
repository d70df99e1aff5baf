import { readCashfreeEvent } from '../adapters/cashfree-gateway';
import { readRazorpayEvent } from '../adapters/razorpay-gateway';

/** What a verified webhook asks for, read from its body the same way for every vendor. */
export interface WebhookEvent {
  eventId: string;
  eventType: string;
  linkReference: string | null;
  /**
   * The duesflow link a UPI intent was made for, when the payment came through it (Razorpay's QR code notes,
   * Cashfree's UPI order id) rather than through the gateway's payment link.
   */
  upiLinkId: string | null;
  action: 'payment' | 'expired' | 'ignore';
  /** The gateway says the link is paid in full (not a partial payment). */
  claimsPaidInFull: boolean;
  paymentId: string | null;
  /** Cashfree's order the payment belongs to (its API reads a payment by order and payment id). */
  orderId: string | null;
  /** This payment's amount (minor unit) and currency as the event reports it, when it does. */
  amountMinor: number | null;
  currency: string | null;
  /** What the link has received in all, for events that report only that. */
  cumulativeMinor: number | null;
  /** The event's own time (ms since the epoch), when the vendor gives one. */
  timestampMs: number | null;
}

export function readRazorpayWebhook(body: unknown, eventId: string): WebhookEvent {
  const read = readRazorpayEvent(body);
  // qr_code.credited: a payment through a UPI QR code made for a link (adapters' upiIntent).
  const upiLinkId = read.event === 'qr_code.credited' ? read.qrLinkId : null;
  const payment = read.event === 'payment_link.paid' || read.event === 'payment_link.partially_paid' || upiLinkId !== null;
  return {
    eventId,
    eventType: read.event || 'unknown',
    linkReference: upiLinkId ? null : read.linkReference,
    upiLinkId,
    action: payment ? 'payment' : read.event === 'payment_link.expired' || read.event === 'payment_link.cancelled' ? 'expired' : 'ignore',
    claimsPaidInFull: read.event === 'payment_link.paid',
    paymentId: read.paymentId,
    orderId: null,
    amountMinor: read.paymentAmountMinor,
    currency: read.paymentCurrency ?? read.linkCurrency,
    // A QR code's payment is its own; the link's running total at Razorpay does not include it.
    cumulativeMinor: upiLinkId ? null : read.linkAmountPaidMinor,
    timestampMs: read.createdAt === null ? null : read.createdAt * 1000,
  };
}

/** Cashfree's x-webhook-timestamp: milliseconds since the epoch (seconds are accepted too). */
export function cashfreeTimestampMs(header: string | undefined): number | null {
  if (!header || !/^\d{1,16}$/.test(header)) return null;
  const value = Number(header);
  return value < 1e12 ? value * 1000 : value;
}

export function readCashfreeWebhook(body: unknown, eventId: string, timestamp: string | undefined): WebhookEvent {
  const read = readCashfreeEvent(body);
  const linkEvent = read.type === 'PAYMENT_LINK_EVENT';
  // PAYMENT_SUCCESS_WEBHOOK of a UPI order made for a link (adapters' upiIntent); other orders' payments are the link event's.
  const payment = (linkEvent && (read.linkStatus === 'PAID' || read.linkStatus === 'PARTIALLY_PAID')) || read.upiLinkId !== null;
  return {
    eventId,
    eventType: read.type ? `${read.type}:${read.linkStatus ?? ''}` : 'unknown',
    linkReference: read.linkReference,
    upiLinkId: read.upiLinkId,
    action: payment ? 'payment' : linkEvent && (read.linkStatus === 'EXPIRED' || read.linkStatus === 'CANCELLED') ? 'expired' : 'ignore',
    claimsPaidInFull: read.linkStatus === 'PAID',
    paymentId: read.paymentId,
    orderId: read.orderId,
    amountMinor: read.paymentAmountPaise,
    currency: read.paymentCurrency ?? read.linkCurrency,
    cumulativeMinor: read.linkAmountPaidPaise,
    timestampMs: cashfreeTimestampMs(timestamp),
  };
}

/** Refused as a replay: the event's own time is older than the allowed age (or implausibly far ahead). */
export function isStale(timestampMs: number | null, nowMs: number, maxAgeSeconds: number): boolean {
  if (timestampMs === null) return false;
  return nowMs - timestampMs > maxAgeSeconds * 1000 || timestampMs - nowMs > MAX_CLOCK_SKEW_MS;
}

/** A vendor's clock may run a little ahead of ours. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;
