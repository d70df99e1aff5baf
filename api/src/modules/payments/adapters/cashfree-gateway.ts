import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TPaymentLinkStatus } from '../../../core/db/schema/payment-links';
import { callGateway, describeRefusal, trimBase } from './http';
import { GatewayApiError, type CreateLinkRequest, type PaymentGatewayAdapter, type UpiIntentRequest } from './payment-gateway-adapter';
import { readUpiIntent } from './upi-intent';

/*
 * Cashfree Payment Links over plain HTTP (docs/payments.md § Cashfree): `POST /pg/links` with
 * x-client-id, x-client-secret, x-api-version and x-idempotency-key; amount in rupees; `link_expiry_time`
 * ISO 8601. Webhooks carry `x-webhook-timestamp` and `x-webhook-signature`: base64 HMAC-SHA256 of
 * timestamp + raw body with the client secret.
 */

export const CASHFREE_API_URL = 'https://api.cashfree.com';
export const CASHFREE_API_VERSION = '2023-08-01';
/** The least partial payment a customer may make on a link (₹100, or the whole link when smaller). */
export const CASHFREE_MIN_PARTIAL_PAISE = 100_00;

export interface CashfreeCredentials {
  clientId: string;
  secretKey: string;
}

/** Cashfree's link_id (letters, digits, - and _, ≤ 50): `df_` + the link's uuid. */
export const cashfreeLinkId = (linkId: string) => `df_${linkId.replaceAll('-', '')}`;

/**
 * The order a UPI intent pays (order_id: letters, digits, - and _, ≤ 45): `dfu` + the link's uuid + `_` + when it
 * was asked for, so each intent is an order of its own and its payment names the link it belongs to.
 */
export const cashfreeUpiOrderId = (linkId: string, at: Date) => `dfu${linkId.replaceAll('-', '')}_${at.getTime().toString(36)}`;

/** The link a UPI order was made for (its order_id), or null for any other order (a payment link's own). */
export function linkIdOfCashfreeUpiOrder(orderId: unknown): string | null {
  const match = typeof orderId === 'string' ? /^dfu([0-9a-f]{32})_[0-9a-z]+$/.exec(orderId) : null;
  if (!match) return null;
  const hex = match[1]!;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const customerPhone = (phone: string) => phone.replace(/^\+91/, '').replace(/\D/g, '').slice(-10);

interface CashfreeLink {
  cf_link_id: string | number;
  link_id: string;
  link_url: string;
  link_status: string;
}

const STATUSES: Record<string, TPaymentLinkStatus> = {
  ACTIVE: 'active',
  PARTIALLY_PAID: 'active',
  PAID: 'paid',
  EXPIRED: 'expired',
  CANCELLED: 'expired',
};

export function createCashfreeGateway(
  name: string,
  credentials: CashfreeCredentials,
  apiBaseUrl = CASHFREE_API_URL,
): PaymentGatewayAdapter {
  const base = trimBase(apiBaseUrl || CASHFREE_API_URL);
  const headers = {
    'x-client-id': credentials.clientId,
    'x-client-secret': credentials.secretKey,
    'x-api-version': CASHFREE_API_VERSION,
    'content-type': 'application/json',
  };
  return {
    name,
    async createLink(request: CreateLinkRequest) {
      if (!request.customerPhone) throw new GatewayApiError(`${name} needs the customer's phone number`);
      const body = {
        link_id: cashfreeLinkId(request.linkId),
        link_amount: request.amountPaise / 100,
        link_currency: 'INR',
        link_purpose: (request.description ?? `Payment for ${request.customerName}`).slice(0, 500),
        customer_details: {
          customer_name: request.customerName,
          customer_phone: customerPhone(request.customerPhone),
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        },
        link_expiry_time: request.expiresAt.toISOString(),
        // The customer may pay part now and the rest later; each payment is recorded as Cashfree reports it.
        link_partial_payments: true,
        link_minimum_partial_amount: Math.min(request.amountPaise, CASHFREE_MIN_PARTIAL_PAISE) / 100,
        link_notify: { send_sms: false, send_email: false },
        link_auto_reminders: false,
        link_notes: { duesflow_link_id: request.linkId },
        ...(request.callbackUrl ? { link_meta: { return_url: request.callbackUrl } } : {}),
      };
      const created = await callGateway(`${base}/pg/links`, {
        method: 'POST',
        headers: { ...headers, 'x-idempotency-key': request.idempotencyKey.slice(0, 200) },
        body: JSON.stringify(body),
      });
      if (created.status === 200) {
        const link = created.body as CashfreeLink;
        return { gatewayReference: link.link_id, hostedUrl: link.link_url };
      }
      throw new GatewayApiError(describeRefusal(name, created), created.status);
    },
    /*
     * Cashfree's UPI intent belongs to an order: an order for exactly what is still due (expiring with the
     * intent), then Order Pay with `upi.channel = "link"`, whose `data.payload.default` is the `upi://pay`
     * intent. The order's payment comes back as PAYMENT_SUCCESS_WEBHOOK, its order_id naming the link.
     * Order Pay needs Cashfree's server-to-server flag; an account without it answers an error: no UPI.
     */
    async upiIntent(request: UpiIntentRequest, signal?: AbortSignal) {
      if (!request.customerPhone) return null;
      const orderId = cashfreeUpiOrderId(request.linkId, new Date());
      const order = await callGateway(`${base}/pg/orders`, {
        method: 'POST',
        headers: { ...headers, 'x-idempotency-key': orderId },
        signal,
        body: JSON.stringify({
          order_id: orderId,
          order_amount: request.amountPaise / 100,
          order_currency: 'INR',
          customer_details: {
            customer_id: request.customerId ? `df_${request.customerId.replaceAll('-', '')}` : orderId,
            customer_name: request.customerName,
            customer_phone: customerPhone(request.customerPhone),
          },
          order_expiry_time: request.closeBy.toISOString(),
          order_note: (request.description ?? `Payment for ${request.customerName}`).slice(0, 200),
          order_tags: { duesflow_link_id: request.linkId, payment_link_id: request.gatewayReference },
        }),
      });
      if (order.status !== 200) throw new GatewayApiError(describeRefusal(name, order), order.status);
      const session = (order.body as { payment_session_id?: unknown }).payment_session_id;
      if (typeof session !== 'string' || !session) return null;
      const paid = await callGateway(`${base}/pg/orders/sessions`, {
        method: 'POST',
        headers,
        signal,
        body: JSON.stringify({ payment_session_id: session, payment_method: { upi: { channel: 'link' } } }),
      });
      if (paid.status !== 200) throw new GatewayApiError(describeRefusal(name, paid), paid.status);
      const intent = (paid.body as { data?: { payload?: { default?: unknown } | null } }).data?.payload?.default;
      if (!readUpiIntent(intent)) return null;
      return { intent: intent as string, reference: orderId };
    },
    async getStatus(gatewayReference) {
      const answer = await callGateway(`${base}/pg/links/${encodeURIComponent(gatewayReference)}`, { headers });
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw new GatewayApiError(describeRefusal(name, answer), answer.status);
      return STATUSES[(answer.body as CashfreeLink).link_status] ?? null;
    },
    async fetchPayment(paymentId, orderId) {
      if (!orderId) return null;
      const answer = await callGateway(`${base}/pg/orders/${encodeURIComponent(orderId)}/payments/${encodeURIComponent(paymentId)}`, {
        headers,
      });
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw new GatewayApiError(describeRefusal(name, answer), answer.status);
      const payment = answer.body as { payment_amount?: unknown; payment_currency?: unknown; payment_status?: unknown };
      const amountMinor = rupeesTextToPaise(payment.payment_amount);
      if (amountMinor === null || typeof payment.payment_currency !== 'string') return null;
      return { amountMinor, currency: payment.payment_currency, succeeded: payment.payment_status === 'SUCCESS' };
    },
    async probe(signal) {
      // Reading a link that does not exist: a 404 means reachable with accepted keys.
      const answer = await callGateway(`${base}/pg/links/duesflow_probe`, { headers, signal });
      return answer.status === 200 || answer.status === 404 ? { ok: true } : { ok: false, error: describeRefusal(name, answer) };
    },
  };
}

/** Whether `signature` is base64 HMAC-SHA256 of `timestamp + rawBody` with the client secret. */
export function verifyCashfreeSignature(
  rawBody: string,
  timestamp: string | undefined,
  signature: string | undefined,
  secretKey: string,
): boolean {
  if (!signature || !timestamp || !secretKey) return false;
  const expected = createHmac('sha256', secretKey)
    .update(timestamp + rawBody, 'utf8')
    .digest('base64');
  const given = Buffer.from(signature, 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Cashfree writes rupees as strings ("1500.25") or numbers: exact paise, or null when it is not an amount. */
export function rupeesTextToPaise(value: unknown): number | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export interface CashfreeWebhookEvent {
  type: string;
  linkReference: string | null;
  linkStatus: string | null;
  linkCurrency: string | null;
  /** What the link has received in all (link_amount_paid). */
  linkAmountPaidPaise: number | null;
  /** This payment (data.order): its id (transaction_id), order id and amount, when the event carries a successful one. */
  paymentId: string | null;
  orderId: string | null;
  paymentAmountPaise: number | null;
  /** A PAYMENT_SUCCESS_WEBHOOK's currency (data.payment.payment_currency). */
  paymentCurrency: string | null;
  /** The link a UPI order was made for (its order_id), on PAYMENT_SUCCESS_WEBHOOK; null for any other order. */
  upiLinkId: string | null;
}

export function readCashfreeEvent(body: unknown): CashfreeWebhookEvent {
  const event = body as {
    type?: unknown;
    data?: {
      link_id?: unknown;
      link_status?: unknown;
      link_currency?: unknown;
      link_amount_paid?: unknown;
      order?: { order_id?: unknown; order_amount?: unknown; transaction_id?: unknown; transaction_status?: unknown };
    };
  };
  const data = event?.data;
  if (event?.type === 'PAYMENT_SUCCESS_WEBHOOK') return readCashfreePaymentEvent(data);
  const order = data?.order;
  const succeeded = order !== undefined && (order.transaction_status === undefined || order.transaction_status === 'SUCCESS');
  const id = order?.transaction_id ?? order?.order_id;
  return {
    type: typeof event?.type === 'string' ? event.type : '',
    linkReference: typeof data?.link_id === 'string' ? data.link_id : null,
    linkStatus: typeof data?.link_status === 'string' ? data.link_status : null,
    linkCurrency: typeof data?.link_currency === 'string' && data.link_currency ? data.link_currency : null,
    linkAmountPaidPaise: rupeesTextToPaise(data?.link_amount_paid),
    paymentId: succeeded && (typeof id === 'string' || typeof id === 'number') ? String(id) : null,
    orderId: succeeded && typeof order?.order_id === 'string' ? order.order_id : null,
    paymentAmountPaise: succeeded ? rupeesTextToPaise(order?.order_amount) : null,
    paymentCurrency: null,
    upiLinkId: null,
  };
}

/** PAYMENT_SUCCESS_WEBHOOK: an order's payment; only a UPI order of ours names a link (`upiLinkId`). */
function readCashfreePaymentEvent(data: unknown): CashfreeWebhookEvent {
  const { order, payment } = (data ?? {}) as {
    order?: { order_id?: unknown };
    payment?: { cf_payment_id?: unknown; payment_status?: unknown; payment_amount?: unknown; payment_currency?: unknown };
  };
  const succeeded = payment?.payment_status === 'SUCCESS';
  const id = payment?.cf_payment_id;
  return {
    type: 'PAYMENT_SUCCESS_WEBHOOK',
    linkReference: null,
    linkStatus: null,
    linkCurrency: null,
    linkAmountPaidPaise: null,
    paymentId: succeeded && (typeof id === 'string' || typeof id === 'number') ? String(id) : null,
    orderId: typeof order?.order_id === 'string' ? order.order_id : null,
    paymentAmountPaise: succeeded ? rupeesTextToPaise(payment?.payment_amount) : null,
    paymentCurrency: typeof payment?.payment_currency === 'string' && payment.payment_currency ? payment.payment_currency : null,
    upiLinkId: linkIdOfCashfreeUpiOrder(order?.order_id),
  };
}
