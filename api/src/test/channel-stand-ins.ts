import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { holdIdleConnections } from '../core/lib/http-server';

/**
 * Local stand-ins for the providers duesflow sends through for real (docs/channel-adapters.md): MSG91's
 * SMS API, Exotel's connect-to-flow call API and Meta's WhatsApp Cloud API. Each checks its credentials
 * the way the vendor does, answers in the vendor's shape, records what it was sent, and can send the
 * vendor's delivery report or status callback to duesflow's webhook, signed as the vendor signs it.
 */

/**
 * ok: accepts; down: 503 with an HTML page; refuse: the vendor's own error answer (400); hang: never
 * answers; throttle: 429 Too Many Requests with Retry-After (Exotel's stand-in).
 */
export type StandInMode = 'ok' | 'down' | 'refuse' | 'hang' | 'throttle';

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** When it arrived (ms since the epoch): a test counts requests per second. */
  at: number;
}

/**
 * When this process's event loop stood still while `work` ran, and for how long (ms). A stand-in records a
 * request's arrival on this loop, and the sender in this process sends on it too: a stall holds both back
 * and then lets them go together, so what a stand-in measured of the sender's spacing is only as exact as
 * the loop was free (a busy machine). Sampled by a 5 ms timer: a tick late by more than 5 ms is a stall.
 */
export async function withLoopStall<T>(work: () => Promise<T>): Promise<{ result: T; stalls: { at: number; ms: number }[] }> {
  const stalls: { at: number; ms: number }[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - last - 5;
    if (late > 5) stalls.push({ at: now, ms: late });
    last = now;
  }, 5);
  try {
    return { result: await work(), stalls };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The most requests a stand-in may have recorded within one second for a sender that kept to `rate` per
 * second, given the loop's stalls: every request of a stall is recorded at its end, so a second holds its
 * own share plus what the stalls ending in it (and the one reaching into it) held back.
 */
export function recordedAtMost(rate: number, stalls: { at: number; ms: number }[]): number {
  let most = 0;
  for (const stall of stalls) {
    const held = stalls.filter((other) => other.at >= stall.at && other.at < stall.at + 1000).reduce((sum, other) => sum + other.ms, 0);
    most = Math.max(most, held);
  }
  return rate + Math.ceil((rate * most) / 1000);
}

/** The most requests that arrived within any one second (a sliding window over arrival times). */
export function busiestSecond(requests: { at: number }[]): number {
  const times = requests.map((request) => request.at).sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < times.length; last += 1) {
    while (times[last]! - times[first]! >= 1000) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

interface Base {
  url: string;
  mode: StandInMode;
  /** Every request received, in order. */
  requests: Received[];
  stop(): Promise<void>;
}

type Handler = (request: Received, response: ServerResponse) => void;

async function listen(mode: () => StandInMode, handle: Handler): Promise<{ url: string; requests: Received[]; stop(): Promise<void> }> {
  const requests: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: Received = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      requests.push(received);
      if (mode() === 'hang') return;
      handle(received, res);
    });
  });
  holdIdleConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function down(res: ServerResponse) {
  res.writeHead(503, { 'content-type': 'text/html' });
  res.end('<html><body>Service Unavailable</body></html>');
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

// ---------------------------------------------------------------------------------------------- MSG91

export interface Msg91Sms {
  requestId: string;
  sender: string;
  route: string;
  unicode: number;
  dltTemplateId: string | null;
  to: string;
  message: string;
}

export interface Msg91StandIn extends Base {
  /** Every SMS accepted. */
  sent: Msg91Sms[];
  /** Sends MSG91's delivery report of `requestId` to `webhookUrl`: v3 (JSON) or v2 (form field `data`). */
  report(
    webhookUrl: string,
    requestId: string,
    status: '1' | '2' | '9' | '16' | '17' | '25' | '8',
    format?: 'v2' | 'v3',
  ): Promise<Response>;
}

/** MSG91's `POST /api/v2/sendsms` with the `authkey` header. */
export async function startMsg91StandIn(options: { authKey: string }): Promise<Msg91StandIn> {
  const sent: Msg91Sms[] = [];
  const state = { mode: 'ok' as StandInMode };
  const server = await listen(
    () => state.mode,
    (request, res) => {
      if (request.method !== 'POST' || request.path !== '/api/v2/sendsms') return json(res, 404, { type: 'error', message: 'Not found' });
      if (state.mode === 'down') return down(res);
      if (request.headers.authkey !== options.authKey)
        return json(res, 401, { type: 'error', message: 'Authentication failure', code: '418' });
      if (state.mode === 'refuse') return json(res, 400, { type: 'error', message: 'Invalid sender id', code: '210' });
      const body = JSON.parse(request.body) as {
        sender: string;
        route: string;
        unicode: number;
        DLT_TE_ID?: string;
        sms: { message: string; to: string[] }[];
      };
      const requestId = hex(12);
      for (const sms of body.sms) {
        for (const to of sms.to) {
          sent.push({
            requestId,
            sender: body.sender,
            route: body.route,
            unicode: body.unicode,
            dltTemplateId: body.DLT_TE_ID ?? null,
            to,
            message: sms.message,
          });
        }
      }
      json(res, 200, { type: 'success', message: requestId });
    },
  );
  return {
    ...server,
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
    },
    sent,
    report(webhookUrl, requestId, status, format = 'v3') {
      const sms = sent.find((item) => item.requestId === requestId);
      const desc = status === '1' ? 'DELIVERED' : status === '8' ? 'SUBMITTED' : 'FAILED';
      const report = {
        date: '2026-11-23 10:06:20',
        number: sms?.to ?? '',
        status,
        desc,
        credit: '1',
        senderId: sms?.sender ?? '',
        userId: '27001',
      };
      if (format === 'v3') {
        return fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...report, requestId }),
        });
      }
      const data = JSON.stringify([{ senderId: report.senderId, requestId, report: [report], userId: report.userId, campaignName: 'API' }]);
      return fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data }).toString(),
      });
    },
  };
}

// --------------------------------------------------------------------------------------------- Exotel

export interface ExotelCall {
  sid: string;
  /** When Exotel created it (ms since the epoch). */
  createdAt: number;
  status: string;
  accountSid: string;
  from: string;
  callerId: string;
  url: string;
  callType: string;
  customField: string | null;
  statusCallback: string | null;
}

export interface ExotelStandIn extends Base {
  calls: ExotelCall[];
  /** Ends the call and sends Exotel's terminal status callback (form-encoded) to the address it was given. */
  finish(sid: string, status: 'completed' | 'busy' | 'no-answer' | 'failed'): Promise<Response>;
}

/** Exotel's `POST /v1/Accounts/<sid>/Calls/connect.json` with HTTP Basic (API key, API token). */
export async function startExotelStandIn(options: { apiKey: string; apiToken: string; accountSid: string }): Promise<ExotelStandIn> {
  const calls: ExotelCall[] = [];
  const state = { mode: 'ok' as StandInMode };
  const expectedAuth = `Basic ${Buffer.from(`${options.apiKey}:${options.apiToken}`).toString('base64')}`;
  const server = await listen(
    () => state.mode,
    (request, res) => {
      // Bulk call details: GET /v1/Accounts/<sid>/Calls.json?From=…&DateCreated=gte:<IST time>.
      const list = /^\/v1\/Accounts\/([^/]+)\/Calls\.json(\?.*)?$/.exec(request.path);
      if (request.method === 'GET' && list) {
        if (request.headers.authorization !== expectedAuth || list[1] !== options.accountSid) {
          return json(res, 401, { RestException: { Status: 401, Message: 'Authentication is required to view this resource.' } });
        }
        const query = new URLSearchParams(list[2] ?? '');
        const from = query.get('From');
        const since = /^gte:(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)$/.exec(query.get('DateCreated') ?? '');
        const sinceMs = since ? Date.parse(`${since[1]!.replace(' ', 'T')}+05:30`) : 0;
        const found = calls.filter((call) => (!from || call.from === from) && call.createdAt >= sinceMs);
        return json(res, 200, {
          Metadata: { Total: found.length, PageSize: 50 },
          Calls: found.map((call) => ({
            Sid: call.sid,
            AccountSid: call.accountSid,
            From: call.from,
            Status: call.status,
            DateCreated: call.createdAt,
          })),
        });
      }
      if (state.mode === 'throttle') {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '2' });
        return void res.end(JSON.stringify({ RestException: { Status: 429, Message: 'Too many requests' } }));
      }
      const match = /^\/v1\/Accounts\/([^/]+)\/Calls\/connect\.json$/.exec(request.path);
      if (request.method !== 'POST' || !match) return json(res, 404, { RestException: { Status: 404, Message: 'Not found' } });
      if (state.mode === 'down') return down(res);
      if (request.headers.authorization !== expectedAuth || match[1] !== options.accountSid) {
        return json(res, 401, { RestException: { Status: 401, Message: 'Authentication is required to view this resource.' } });
      }
      if (state.mode === 'refuse')
        return json(res, 400, { RestException: { Status: 400, Message: 'CallerId is not an ExoPhone of this account' } });
      const form = new URLSearchParams(request.body);
      const call: ExotelCall = {
        sid: hex(16),
        // Exotel keeps times to the second.
        createdAt: Math.floor(Date.now() / 1000) * 1000,
        status: 'in-progress',
        accountSid: match[1]!,
        from: form.get('From') ?? '',
        callerId: form.get('CallerId') ?? '',
        url: form.get('Url') ?? '',
        callType: form.get('CallType') ?? '',
        customField: form.get('CustomField'),
        statusCallback: form.get('StatusCallback'),
      };
      calls.push(call);
      json(res, 200, {
        Call: {
          Sid: call.sid,
          AccountSid: call.accountSid,
          From: call.from,
          PhoneNumberSid: call.callerId,
          Status: 'in-progress',
          Direction: 'outbound-api',
        },
      });
    },
  );
  return {
    ...server,
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
    },
    calls,
    finish(sid, status) {
      const call = calls.find((item) => item.sid === sid);
      if (!call?.statusCallback) throw new Error(`call ${sid} asked for no status callback`);
      call.status = status;
      const body = new URLSearchParams({
        CallSid: sid,
        Status: status,
        EventType: 'terminal',
        DateUpdated: '2026-11-23 10:07:00',
        From: call.from,
        PhoneNumberSid: call.callerId,
        Direction: 'outbound-api',
        ConversationDuration: status === 'completed' ? '42' : '0',
        CustomField: call.customField ?? '',
      });
      return fetch(call.statusCallback, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      });
    },
  };
}

// ------------------------------------------------------------------------------------ WhatsApp Cloud

export interface WhatsappMessage {
  id: string;
  phoneNumberId: string;
  to: string;
  type: string;
  text: string | null;
  template: { name: string; language: string; params: string[] } | null;
  opaque: string | null;
}

export interface WhatsappStandIn extends Base {
  messages: WhatsappMessage[];
  /**
   * The next `count` sends are refused for throughput, as Meta does past a number's rate: alternately
   * HTTP 429 with `Retry-After` and Meta's 400 with error #130429. Nothing refused is kept.
   */
  throttleNext(count: number, retryAfterSeconds?: number): void;
  /** Sends Meta's webhook with one status of message `id`, signed with `appSecret` (X-Hub-Signature-256). */
  notify(webhookUrl: string, id: string, status: 'sent' | 'delivered' | 'read' | 'failed', appSecret: string): Promise<Response>;
  /** The webhook body Meta would send for that status (for forging tests). */
  statusBody(id: string, status: 'sent' | 'delivered' | 'read' | 'failed'): string;
}

/** Meta's `POST /<version>/<phone number id>/messages` with a bearer access token. */
export async function startWhatsappStandIn(options: { accessToken: string; phoneNumberId: string }): Promise<WhatsappStandIn> {
  const messages: WhatsappMessage[] = [];
  const state = { mode: 'ok' as StandInMode, throttle: 0, throttled: 0, retryAfter: 1 };
  const server = await listen(
    () => state.mode,
    (request, res) => {
      const match = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(request.path);
      if (request.method !== 'POST' || !match) return json(res, 404, { error: { message: 'Unknown path', code: 100 } });
      if (state.mode === 'down') return down(res);
      if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
        return json(res, 401, {
          error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 },
        });
      }
      if (match[2] !== options.phoneNumberId) return json(res, 400, { error: { message: 'Unsupported post request.', code: 100 } });
      if (state.mode === 'refuse') {
        return json(res, 400, {
          error: { message: '(#131030) Recipient phone number not in allowed list', type: 'OAuthException', code: 131030 },
        });
      }
      if (state.throttle > 0) {
        state.throttle -= 1;
        state.throttled += 1;
        const error = { error: { message: '(#130429) Rate limit hit', type: 'OAuthException', code: 130429 } };
        if (state.throttled % 2 === 1) {
          res.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(state.retryAfter) });
          return void res.end(JSON.stringify(error));
        }
        return json(res, 400, error);
      }
      const body = JSON.parse(request.body) as {
        messaging_product: string;
        to: string;
        type: string;
        text?: { body: string };
        template?: { name: string; language: { code: string }; components?: { type: string; parameters: { text: string }[] }[] };
        biz_opaque_callback_data?: string;
      };
      if (body.messaging_product !== 'whatsapp') return json(res, 400, { error: { message: 'messaging_product is required', code: 100 } });
      const message: WhatsappMessage = {
        id: `wamid.${Buffer.from(hex(16)).toString('base64')}`,
        phoneNumberId: match[2]!,
        to: body.to,
        type: body.type,
        text: body.text?.body ?? null,
        template: body.template
          ? {
              name: body.template.name,
              language: body.template.language.code,
              params: body.template.components?.find((part) => part.type === 'body')?.parameters.map((param) => param.text) ?? [],
            }
          : null,
        opaque: body.biz_opaque_callback_data ?? null,
      };
      messages.push(message);
      json(res, 200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: message.id }] });
    },
  );
  const statusBody = (id: string, status: 'sent' | 'delivered' | 'read' | 'failed') => {
    const message = messages.find((item) => item.id === id);
    return whatsappWebhookBody(options.phoneNumberId, {
      statuses: [
        {
          id,
          status,
          timestamp: '1750857384',
          recipient_id: message?.to ?? '',
          ...(message?.opaque ? { biz_opaque_callback_data: message.opaque } : {}),
          ...(status === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {}),
        },
      ],
    });
  };
  return {
    ...server,
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
    },
    messages,
    throttleNext(count, retryAfterSeconds = 1) {
      state.throttle = count;
      state.retryAfter = retryAfterSeconds;
    },
    statusBody,
    notify(webhookUrl, id, status, appSecret) {
      const body = statusBody(id, status);
      return fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body, appSecret) },
        body,
      });
    },
  };
}

/** A customer's message to the business's WhatsApp number (text, or a template's quick-reply button). */
export interface WhatsappReply {
  /** The customer's `wa_id`: their number, international, without a plus. */
  from: string;
  id: string;
  text?: string;
  button?: { text: string; payload: string };
  /** Our message it answers (`context.id`). */
  contextId?: string;
  at?: Date;
  /** The name on the customer's WhatsApp profile. */
  name?: string;
}

/** The webhook Meta posts for one customer's message to a WhatsApp Business Account. */
export function whatsappReplyBody(message: WhatsappReply): string {
  const content = message.button ? { type: 'button', button: message.button } : { type: 'text', text: { body: message.text } };
  return whatsappWebhookBody('106540352242922', {
    contacts: [{ profile: { name: message.name ?? 'Customer' }, wa_id: message.from }],
    messages: [
      {
        from: message.from,
        id: message.id,
        timestamp: String(Math.floor((message.at ?? new Date()).getTime() / 1000)),
        ...(message.contextId ? { context: { from: '15550783881', id: message.contextId } } : {}),
        ...content,
      },
    ],
  });
}

/** The envelope of every WhatsApp Business Account webhook: one change of field "messages" with `value`. */
function whatsappWebhookBody(phoneNumberId: string, value: Record<string, unknown>): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });
}

/** `X-Hub-Signature-256` of a webhook body: HMAC-SHA256 under the app's secret, as Meta signs it. */
export const metaSignature = (body: string, appSecret: string) => `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
