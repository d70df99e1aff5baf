import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { holdIdleConnections } from '../core/lib/http-server';

/**
 * A local stand-in for Razorpay's and Cashfree's Payment Links APIs, started by the tests: it checks the
 * credentials and headers duesflow sends, keeps the links it made, honours Razorpay's unique
 * reference_id and Cashfree's x-idempotency-key, and can be told to fail (500) or to look down.
 */
export type GatewayStandInMode = 'ok' | 'fail';
/**
 * How the stand-in answers a UPI intent (Razorpay's QR codes, Cashfree's order + Order Pay): `ok`; `fail` (500);
 * `plain`, an answer without the intent (a QR code without image_content, an Order Pay without a payload);
 * `slow`, no answer for two seconds.
 */
export type GatewayStandInUpiMode = 'ok' | 'fail' | 'plain' | 'slow';

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface GatewayStandIn {
  url: string;
  /** `payments`: what GET /v1/payments/{id} answers (a test puts the payment Razorpay would report). */
  razorpay: {
    keyId: string;
    keySecret: string;
    mode: GatewayStandInMode;
    links: Map<string, Record<string, unknown>>;
    payments: Map<string, Record<string, unknown>>;
    upi: GatewayStandInUpiMode;
    /** QR codes made (POST /v1/payments/qr_codes), by id. */
    qrCodes: Map<string, Record<string, unknown>>;
  };
  /** `payments`: what GET /pg/orders/{order}/payments/{id} answers, keyed `${orderId}/${paymentId}`. */
  cashfree: {
    clientId: string;
    secretKey: string;
    mode: GatewayStandInMode;
    links: Map<string, Record<string, unknown>>;
    payments: Map<string, Record<string, unknown>>;
    upi: GatewayStandInUpiMode;
    /** Orders made (POST /pg/orders), by order_id. */
    orders: Map<string, Record<string, unknown>>;
  };
  /** `/health/down` answers 503 (a failing health endpoint); `/health/up` 200. */
  requests: StandInRequest[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startGatewayStandIn(): Promise<GatewayStandIn> {
  const state: Omit<GatewayStandIn, 'url' | 'close'> = {
    razorpay: {
      keyId: 'rzp_test_standin',
      keySecret: 'rzp-secret-standin-1234',
      mode: 'ok',
      links: new Map(),
      payments: new Map(),
      upi: 'ok',
      qrCodes: new Map(),
    },
    cashfree: {
      clientId: 'cf-client-standin',
      secretKey: 'cf-secret-standin-1234',
      mode: 'ok',
      links: new Map(),
      payments: new Map(),
      upi: 'ok',
      orders: new Map(),
    },
    requests: [],
  };
  const cashfreeByKey = new Map<string, Record<string, unknown>>();
  let counter = 0;

  const server: Server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    state.requests.push({ method: request.method ?? 'GET', path: url.pathname + url.search, headers: request.headers, body });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };

    if (url.pathname === '/health/down') return send(503, { status: 'down' });
    if (url.pathname === '/health/up') return send(200, { status: 'ok' });

    const slowly = (mode: GatewayStandInUpiMode) => (mode === 'slow' ? new Promise((resolve) => setTimeout(resolve, 2_000).unref()) : null);

    if (url.pathname === '/v1/payments/qr_codes' && request.method === 'POST') {
      const rzp = state.razorpay;
      const expected = `Basic ${Buffer.from(`${rzp.keyId}:${rzp.keySecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected)
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      await slowly(rzp.upi);
      if (rzp.upi === 'fail') return send(500, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' } });
      const input = body as { payment_amount: number; close_by: number; usage: string; type: string };
      if (input.type !== 'upi_qr' || !Number.isInteger(input.payment_amount))
        return send(400, { error: { description: 'type must be upi_qr and payment_amount an integer in paise' } });
      if (input.close_by < Date.now() / 1000 + 15 * 60 - 5)
        return send(400, { error: { description: 'close_by should be at least 15 minutes after current time' } });
      counter += 1;
      const id = `qr_standin${counter}`;
      const qr = {
        ...input,
        id,
        entity: 'qr_code',
        status: 'active',
        image_url: `https://rzp.io/i/qrstandin${counter}`,
        payments_amount_received: 0,
        ...(rzp.upi === 'plain'
          ? {}
          : {
              image_content: `upi://pay?pa=rzr.qrstandin${counter}@icici&pn=StandInTraders&tr=RZP${id}qrv2&tn=PaymenttoStandInTraders&cu=INR&mc=5411&am=${input.payment_amount / 100}`,
            }),
      };
      rzp.qrCodes.set(id, qr);
      return send(200, qr);
    }

    if (url.pathname.startsWith('/v1/payments/')) {
      const rzp = state.razorpay;
      const expected = `Basic ${Buffer.from(`${rzp.keyId}:${rzp.keySecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected)
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      const payment = rzp.payments.get(decodeURIComponent(url.pathname.split('/')[3] ?? ''));
      return payment
        ? send(200, payment)
        : send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
    }

    if (url.pathname.startsWith('/v1/payment_links')) {
      const rzp = state.razorpay;
      const expected = `Basic ${Buffer.from(`${rzp.keyId}:${rzp.keySecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected)
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      if (rzp.mode === 'fail') return send(500, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' } });
      if (request.method === 'POST') {
        const input = body as { amount: number; reference_id: string; expire_by: number };
        if (!Number.isInteger(input.amount)) return send(400, { error: { description: 'amount must be an integer in paise' } });
        if ([...rzp.links.values()].some((link) => link.reference_id === input.reference_id)) {
          return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Payment Link with given reference_id already exists' } });
        }
        counter += 1;
        const link = { ...input, id: `plink_standin${counter}`, short_url: `https://rzp.io/i/standin${counter}`, status: 'created' };
        rzp.links.set(link.id, link);
        return send(200, link);
      }
      const id = url.pathname.split('/')[3];
      if (id) {
        const link = rzp.links.get(id);
        return link ? send(200, link) : send(404, { error: { description: 'not found' } });
      }
      const reference = url.searchParams.get('reference_id');
      return send(200, { payment_links: [...rzp.links.values()].filter((link) => !reference || link.reference_id === reference) });
    }

    const cashfreePayment = /^\/pg\/orders\/([^/]+)\/payments\/([^/]+)$/.exec(url.pathname);
    if (cashfreePayment) {
      const cf = state.cashfree;
      if (request.headers['x-client-id'] !== cf.clientId || request.headers['x-client-secret'] !== cf.secretKey) {
        return send(401, { message: 'authentication Failed', code: 'request_failed', type: 'authentication_error' });
      }
      const payment = cf.payments.get(`${decodeURIComponent(cashfreePayment[1]!)}/${decodeURIComponent(cashfreePayment[2]!)}`);
      return payment ? send(200, payment) : send(404, { message: 'payment not found', code: 'payment_not_found' });
    }

    if ((url.pathname === '/pg/orders' || url.pathname === '/pg/orders/sessions') && request.method === 'POST') {
      const cf = state.cashfree;
      // Order Pay is authorised by the payment session alone; creating an order needs the keys.
      if (
        url.pathname === '/pg/orders' &&
        (request.headers['x-client-id'] !== cf.clientId || request.headers['x-client-secret'] !== cf.secretKey)
      ) {
        return send(401, { message: 'authentication Failed', code: 'request_failed', type: 'authentication_error' });
      }
      if (!request.headers['x-api-version']) return send(400, { message: 'x-api-version missing' });
      await slowly(cf.upi);
      if (cf.upi === 'fail') return send(500, { message: 'internal error' });
      if (url.pathname === '/pg/orders') {
        const input = body as { order_id: string; order_amount: number; customer_details?: { customer_phone?: string } };
        if (cf.orders.has(input.order_id))
          return send(409, { message: 'order with same id is already present', code: 'order_already_exists' });
        if (!input.customer_details?.customer_phone)
          return send(400, { message: 'customer_details.customer_phone : is missing in the request' });
        counter += 1;
        const order = { ...input, cf_order_id: String(counter), order_status: 'ACTIVE', payment_session_id: `session_standin${counter}` };
        cf.orders.set(input.order_id, order);
        return send(200, order);
      }
      const session = (body as { payment_session_id?: string; payment_method?: { upi?: { channel?: string } } }) ?? {};
      const order = [...cf.orders.values()].find((candidate) => candidate.payment_session_id === session.payment_session_id);
      if (!order || session.payment_method?.upi?.channel !== 'link') return send(400, { message: 'payment_session_id is invalid' });
      counter += 1;
      const amount = order.order_amount as number;
      const upi = `upi://pay?pa=cashfree.standin@axisbank&pn=StandIn%20Traders&tr=${counter}&am=${amount.toFixed(2)}&cu=INR&mode=00`;
      return send(200, {
        payment_method: 'upi',
        channel: 'link',
        action: 'custom',
        cf_payment_id: String(counter),
        payment_amount: amount,
        data: {
          url: null,
          payload:
            cf.upi === 'plain'
              ? null
              : { default: upi, gpay: upi.replace('upi://', 'tez://upi/'), phonepe: upi.replace('upi://', 'phonepe://') },
          content_type: null,
          method: null,
        },
      });
    }

    if (url.pathname.startsWith('/pg/links')) {
      const cf = state.cashfree;
      if (request.headers['x-client-id'] !== cf.clientId || request.headers['x-client-secret'] !== cf.secretKey) {
        return send(401, { message: 'authentication Failed', code: 'request_failed', type: 'authentication_error' });
      }
      if (!request.headers['x-api-version']) return send(400, { message: 'x-api-version missing' });
      if (cf.mode === 'fail') return send(500, { message: 'internal error' });
      if (request.method === 'POST') {
        const key = String(request.headers['x-idempotency-key'] ?? '');
        const earlier = key ? cashfreeByKey.get(key) : undefined;
        if (earlier) return send(200, earlier);
        const input = body as { link_id: string; link_amount: number };
        counter += 1;
        const link = {
          ...input,
          cf_link_id: counter,
          link_url: `https://payments-test.cashfree.com/links/standin${counter}`,
          link_status: 'ACTIVE',
        };
        cf.links.set(input.link_id, link);
        if (key) cashfreeByKey.set(key, link);
        return send(200, link);
      }
      const id = url.pathname.split('/')[3] ?? '';
      const link = cf.links.get(id);
      return link ? send(200, link) : send(404, { message: 'link does not exist', code: 'link_not_found' });
    }
    send(404, { message: 'no such endpoint' });
  });
  // Longer than the client's keep-alive: a reused connection is never closed under a request.
  server.keepAliveTimeout = 120_000;
  holdIdleConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get razorpay() {
      return state.razorpay;
    },
    get cashfree() {
      return state.cashfree;
    },
    requests: state.requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
