import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TPaymentLinkStatus } from '../../../core/db/schema/payment-links';
import { callGateway, describeRefusal, trimBase } from './http';
import { GatewayApiError, type CreateLinkRequest, type PaymentGatewayAdapter, type UpiIntentRequest } from './payment-gateway-adapter';
import { readUpiIntent } from './upi-intent';

/*
 * Razorpay Payment Links over plain HTTP (docs/payments.md § Razorpay): amount in paise, `reference_id`
 * (the link's id, ≤ 40 characters) as the idempotency key, `expire_by` in Unix seconds, a callback to the
 * link's portal URL. Webhooks carry `X-Razorpay-Signature`: hex HMAC-SHA256 of the raw body with the
 * webhook secret.
 */

export const RAZORPAY_API_URL = 'https://api.razorpay.com';
/** The least first part payment a customer may make on a link (₹100, or the whole link when smaller). */
export const RAZORPAY_MIN_PARTIAL_PAISE = 100_00;

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
}

/** Razorpay closes a single-use QR code no sooner than this after it is made (its `close_by` rule). */
export const RAZORPAY_QR_MIN_OPEN_MS = 15 * 60_000;

/** Razorpay's reference_id: the link's uuid without dashes (32 characters). */
export const razorpayReferenceId = (linkId: string) => linkId.replaceAll('-', '');

interface RazorpayLink {
  id: string;
  short_url: string;
  status: string;
}

const STATUSES: Record<string, TPaymentLinkStatus> = {
  created: 'active',
  partially_paid: 'active',
  paid: 'paid',
  expired: 'expired',
  cancelled: 'expired',
};

export function createRazorpayGateway(
  name: string,
  credentials: RazorpayCredentials,
  apiBaseUrl = RAZORPAY_API_URL,
): PaymentGatewayAdapter {
  const base = trimBase(apiBaseUrl || RAZORPAY_API_URL);
  const headers = {
    authorization: `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`,
    'content-type': 'application/json',
  };

  async function findByReference(referenceId: string): Promise<RazorpayLink | null> {
    const found = await callGateway(`${base}/v1/payment_links?reference_id=${encodeURIComponent(referenceId)}`, { headers });
    if (found.status !== 200) return null;
    const links = (found.body as { payment_links?: RazorpayLink[] } | null)?.payment_links ?? [];
    return links[0] ?? null;
  }

  return {
    name,
    async createLink(request: CreateLinkRequest) {
      const referenceId = razorpayReferenceId(request.linkId);
      const body = {
        amount: request.amountPaise,
        currency: 'INR',
        reference_id: referenceId,
        description: (request.description ?? `Payment for ${request.customerName}`).slice(0, 2048),
        expire_by: Math.floor(request.expiresAt.getTime() / 1000),
        customer: {
          name: request.customerName,
          ...(request.customerPhone ? { contact: request.customerPhone } : {}),
          ...(request.customerEmail ? { email: request.customerEmail } : {}),
        },
        // The customer may pay part now and the rest later; each payment is recorded as Razorpay reports it.
        accept_partial: true,
        first_min_partial_amount: Math.min(request.amountPaise, RAZORPAY_MIN_PARTIAL_PAISE),
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: { duesflow_link_id: request.linkId },
        ...(request.callbackUrl ? { callback_url: request.callbackUrl, callback_method: 'get' } : {}),
      };
      const created = await callGateway(`${base}/v1/payment_links`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (created.status === 200) {
        const link = created.body as RazorpayLink;
        return { gatewayReference: link.id, hostedUrl: link.short_url };
      }
      // A repeated reference_id is refused: the link made by the earlier attempt is the one.
      if (created.status === 400) {
        const earlier = await findByReference(referenceId);
        if (earlier) return { gatewayReference: earlier.id, hostedUrl: earlier.short_url };
      }
      throw new GatewayApiError(describeRefusal(name, created), created.status);
    },
    /*
     * A single-use UPI QR code for exactly what is still due (`fixed_amount`), closing with the intent; its
     * notes carry the link's id, which the `qr_code.credited` webhook brings back. `image_content` is the
     * `upi://pay` intent (the QR Codes "image content" feature); an account that does not answer it offers no UPI.
     */
    async upiIntent(request: UpiIntentRequest, signal?: AbortSignal) {
      const closeBy = Math.floor(request.closeBy.getTime() / 1000);
      if (request.closeBy.getTime() < Date.now() + RAZORPAY_QR_MIN_OPEN_MS) return null;
      const body = {
        type: 'upi_qr',
        name: `Link ${razorpayReferenceId(request.linkId)}`,
        usage: 'single_use',
        fixed_amount: true,
        payment_amount: request.amountPaise,
        description: (request.description ?? `Payment for ${request.customerName}`).slice(0, 255),
        close_by: closeBy,
        notes: { duesflow_link_id: request.linkId, payment_link_id: request.gatewayReference },
      };
      const created = await callGateway(`${base}/v1/payments/qr_codes`, { method: 'POST', headers, body: JSON.stringify(body), signal });
      if (created.status !== 200) throw new GatewayApiError(describeRefusal(name, created), created.status);
      const qr = created.body as { id?: unknown; image_content?: unknown };
      if (typeof qr.id !== 'string' || !readUpiIntent(qr.image_content)) return null;
      return { intent: qr.image_content as string, reference: qr.id };
    },
    async getStatus(gatewayReference) {
      const answer = await callGateway(`${base}/v1/payment_links/${encodeURIComponent(gatewayReference)}`, { headers });
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw new GatewayApiError(describeRefusal(name, answer), answer.status);
      return STATUSES[(answer.body as RazorpayLink).status] ?? null;
    },
    async fetchPayment(paymentId) {
      const answer = await callGateway(`${base}/v1/payments/${encodeURIComponent(paymentId)}`, { headers });
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw new GatewayApiError(describeRefusal(name, answer), answer.status);
      const payment = answer.body as { amount?: unknown; currency?: unknown; status?: unknown };
      if (typeof payment.amount !== 'number' || typeof payment.currency !== 'string') return null;
      return {
        amountMinor: payment.amount,
        currency: payment.currency,
        succeeded: payment.status === 'captured' || payment.status === 'authorized',
      };
    },
    async probe(signal) {
      // An authenticated read: reachable and the keys accepted.
      const answer = await callGateway(`${base}/v1/payment_links?count=1`, { headers, signal });
      return answer.status === 200 ? { ok: true } : { ok: false, error: describeRefusal(name, answer) };
    },
  };
}

/** Whether `signature` (X-Razorpay-Signature) is the hex HMAC-SHA256 of the raw body with the webhook secret. */
export function verifyRazorpaySignature(rawBody: string, signature: string | undefined, webhookSecret: string): boolean {
  if (!signature || !webhookSecret) return false;
  const expected = createHmac('sha256', webhookSecret).update(rawBody, 'utf8').digest('hex');
  const given = Buffer.from(signature, 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export interface RazorpayWebhookEvent {
  event: string;
  /** The payment link's Razorpay id. */
  linkReference: string | null;
  /** The duesflow link a QR code was made for (its notes' duesflow_link_id), on `qr_code.*` events. */
  qrLinkId: string | null;
  paymentId: string | null;
  /** This payment's amount and currency (payload.payment.entity), when the event carries it. */
  paymentAmountMinor: number | null;
  paymentCurrency: string | null;
  /** What the link has received in all (payload.payment_link.entity.amount_paid) and its currency. */
  linkAmountPaidMinor: number | null;
  linkCurrency: string | null;
  /** The event's own time (Unix seconds), for refusing stale replays. */
  createdAt: number | null;
}

const int = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);
const str = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function readRazorpayEvent(body: unknown): RazorpayWebhookEvent {
  const event = body as {
    event?: unknown;
    created_at?: unknown;
    payload?: {
      payment_link?: { entity?: { id?: unknown; amount_paid?: unknown; currency?: unknown } };
      payment?: { entity?: { id?: unknown; amount?: unknown; currency?: unknown } };
      qr_code?: { entity?: { notes?: { duesflow_link_id?: unknown } | unknown[] } };
    };
  };
  const link = event?.payload?.payment_link?.entity;
  const payment = event?.payload?.payment?.entity;
  return {
    event: str(event?.event) ?? '',
    linkReference: str(link?.id),
    qrLinkId: str((event?.payload?.qr_code?.entity?.notes as { duesflow_link_id?: unknown } | undefined)?.duesflow_link_id),
    paymentId: str(payment?.id),
    paymentAmountMinor: int(payment?.amount),
    paymentCurrency: str(payment?.currency),
    linkAmountPaidMinor: int(link?.amount_paid),
    linkCurrency: str(link?.currency),
    createdAt: int(event?.created_at),
  };
}
