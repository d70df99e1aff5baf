import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { providerVendor } from '@duesflow/shared-contracts/secret-fields';
import {
  ZExotelCallStatus,
  ZMsg91InboundSms,
  ZMsg91Report,
  ZMsg91ReportBatch,
  ZWhatsappWebhook,
  type TDeliveryReportResult,
  type TMsg91InboundSms,
  type TWhatsappInboundMessage,
} from '@duesflow/shared-contracts/channel-webhooks';
import type { TApiError } from '@duesflow/shared-contracts/common';
import { applyDeliveryReport, type DeliveryReport, type TReportOutcome } from '../channels/delivery-reports';
import { exotelCallbackSignature, exotelCallStatus as exotelStatusOf } from '../channels/exotel-voice';
import { msg91ReportStatus } from '../channels/msg91-sms';
import { configText, sameSecret } from '../channels/vendor-http';
import { isWhatsappSignature, whatsappStatus } from '../channels/whatsapp-cloud';
import type { AppDeps } from '../../../core/app-deps';
import { providers } from '../../../core/db/schema/providers';
import { ApiError } from '../../../core/lib/api-error';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { validationError } from '../../../core/lib/validation-error';
import { unsealConfig } from '../../../core/secrets/secret-config';
import type * as routes from './channel-webhooks.routes';
import type { InboundReply, ReceiveReplies } from './inbound-replies';

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

export const REFUSED = (message: string): TApiError => ({ error: 'invalid_signature', message });

/**
 * Each callback's answer when its credentials are missing, malformed or wrong (401). They are checked
 * before the body is read: nothing of an unauthenticated request is parsed or stored.
 */
export const UNAUTHENTICATED = {
  msg91: 'The webhook token is not an MSG91 provider’s',
  exotel: 'The callback address is not one duesflow gave an Exotel call',
  exotelKeypress: 'The token is not an Exotel provider’s webhookToken',
  whatsappVerify: 'The verify token is not a WhatsApp provider’s',
  whatsapp: 'X-Hub-Signature-256 is not the body’s signature under a WhatsApp provider’s app secret',
} as const;

/** The stored providers of a vendor with their configs opened (a handful of rows: the table is small). */
async function vendorProviders(deps: AppDeps, vendor: string) {
  const rows = await deps.db.select().from(providers);
  return rows
    .filter((row) => providerVendor(row.name) === vendor)
    .map((row) => ({ id: row.id, name: row.name, config: unsealConfig(deps.secrets, row.config) }));
}

/** One config field of every provider of a vendor, opened (the blank ones left out). */
export async function vendorSecrets(deps: AppDeps, vendor: string, field: string): Promise<string[]> {
  return (await vendorProviders(deps, vendor)).map((provider) => configText(provider.config, field)).filter(Boolean);
}

/** Whether `token` is an Exotel provider's webhookToken (the secret the call flow's Passthru address carries). */
export async function exotelProviderWithToken(deps: AppDeps, token: string): Promise<boolean> {
  const known = (await vendorProviders(deps, 'exotel')).map((provider) => configText(provider.config, 'webhookToken')).filter(Boolean);
  return known.some((expected) => sameSecret(token, expected));
}

/** Checks `value` against `schema`; a failure is the same 400 the contracts answer, naming the field. */
function parse<T extends z.ZodType>(schema: T, value: unknown, target: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new BadBody(validationError(result.error, target));
  return result.data;
}

class BadBody extends Error {
  constructor(readonly body: TApiError) {
    super(body.message);
  }
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'validation_error', 'Invalid request: body: Malformed JSON');
  }
}

/** The report's key fields read from a form or JSON body, by the route's own rule; 415 for any other type. */
async function readBody(c: {
  req: { header(name: string): string | undefined; text(): Promise<string> };
}): Promise<{ kind: 'json' | 'form'; text: string }> {
  const type = c.req.header('content-type') ?? '';
  if (JSON_TYPE.test(type)) return { kind: 'json', text: await c.req.text() };
  if (FORM_TYPE.test(type)) return { kind: 'form', text: await c.req.text() };
  throw new ApiError(415, 'unsupported_media_type', 'Send the report as application/json or application/x-www-form-urlencoded.');
}

/** How long a report waits for its message's send to be written down before asking the provider to retry. */
const PENDING_TRIES = 20;
const PENDING_PAUSE_MS = 50;

/**
 * Applies each report. A provider that reports before duesflow has written down its own answer (a
 * fast callback) waits for it a moment; still not there, the provider is told to send it again (503).
 */
async function applyAll(deps: AppDeps, reports: DeliveryReport[]): Promise<TDeliveryReportResult> {
  const result: TDeliveryReportResult = { received: reports.length, applied: 0, unchanged: 0, unknown: 0 };
  for (const report of reports) {
    let outcome: TReportOutcome = await applyDeliveryReport(deps.db, report, deps.clock.now());
    for (let tries = 1; outcome === 'pending' && tries < PENDING_TRIES; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, PENDING_PAUSE_MS));
      outcome = await applyDeliveryReport(deps.db, report, deps.clock.now());
    }
    if (outcome === 'pending') throw new ApiError(503, 'not_ready', 'The message is still being sent: send the report again.');
    result[outcome] += 1;
  }
  return result;
}

export const msg91DeliveryReport: AppRouteHandler<typeof routes.msg91DeliveryReport> = async (c) => {
  const { token } = c.req.valid('query');
  const known = (await vendorProviders(c.var.deps, 'msg91')).map((provider) => configText(provider.config, 'webhookToken')).filter(Boolean);
  if (!known.some((expected) => sameSecret(token, expected))) return c.json(REFUSED(UNAUTHENTICATED.msg91), 401);
  let reports: DeliveryReport[];
  try {
    const body = await readBody(c);
    if (body.kind === 'json') {
      const parsed = jsonOf(body.text);
      const list = parse(Array.isArray(parsed) ? ZMsg91Report.array().min(1).max(1000) : ZMsg91Report, parsed, 'json');
      reports = (Array.isArray(list) ? list : [list]).map((report) => msg91Report(report.requestId, report.status, report.desc));
    } else {
      const data = new URLSearchParams(body.text).get('data');
      if (!data) throw new ApiError(400, 'validation_error', 'Invalid request: data: Required');
      const batch = parse(ZMsg91ReportBatch, jsonOf(data), 'data');
      reports = batch.flatMap((request) => request.report.map((report) => msg91Report(request.requestId, report.status, report.desc)));
    }
  } catch (error) {
    if (error instanceof BadBody) return c.json(error.body, 400);
    throw error;
  }
  return c.json(await applyAll(c.var.deps, reports), 200);
};

function msg91Report(requestId: string, code: string, desc?: string): DeliveryReport {
  const mapped = msg91ReportStatus(code);
  return {
    vendor: 'msg91',
    providerMessageId: requestId,
    status: mapped?.status ?? 'sent',
    reason: mapped?.reason ? `${mapped.reason}${desc ? ` (${desc})` : ''}` : null,
  };
}

export const exotelCallStatus: AppRouteHandler<typeof routes.exotelCallStatus> = async (c) => {
  const query = c.req.valid('query');
  const provider = (await vendorProviders(c.var.deps, 'exotel')).find((row) => row.id === query.provider);
  const apiToken = provider ? configText(provider.config, 'apiToken') : '';
  if (!apiToken || !sameSecret(query.sig, exotelCallbackSignature(apiToken, query.provider, query.ref))) {
    return c.json(REFUSED(UNAUTHENTICATED.exotel), 401);
  }
  let callback: z.infer<typeof ZExotelCallStatus>;
  try {
    const body = await readBody(c);
    const fields = body.kind === 'json' ? jsonOf(body.text) : Object.fromEntries(new URLSearchParams(body.text));
    callback = parse(ZExotelCallStatus, fields, body.kind === 'json' ? 'json' : 'form');
  } catch (error) {
    if (error instanceof BadBody) return c.json(error.body, 400);
    throw error;
  }
  const mapped = exotelStatusOf(callback.Status);
  return c.json(
    await applyAll(c.var.deps, [
      {
        vendor: 'exotel',
        providerMessageId: callback.CallSid,
        reference: query.ref,
        status: mapped?.status ?? 'sent',
        reason: mapped?.reason ?? null,
      },
    ]),
    200,
  );
};

export const whatsappVerify: AppRouteHandler<typeof routes.whatsappVerify> = async (c) => {
  const query = c.req.valid('query');
  const tokens = (await vendorProviders(c.var.deps, 'whatsapp_cloud'))
    .map((provider) => configText(provider.config, 'verifyToken'))
    .filter(Boolean);
  if (!tokens.some((expected) => sameSecret(query['hub.verify_token'], expected))) {
    return c.json(REFUSED(UNAUTHENTICATED.whatsappVerify), 401);
  }
  return c.text(query['hub.challenge'], 200);
};

/** The message statuses and customers' messages of one signed WhatsApp webhook; replies go to `receiveReplies`. */
export const whatsappWebhook =
  (receiveReplies: ReceiveReplies): AppRouteHandler<typeof routes.whatsappStatuses> =>
  async (c) => {
    const raw = await c.req.text();
    const signature = c.req.valid('header')['x-hub-signature-256'];
    const secrets = (await vendorProviders(c.var.deps, 'whatsapp_cloud'))
      .map((provider) => configText(provider.config, 'appSecret'))
      .filter(Boolean);
    if (!secrets.some((secret) => isWhatsappSignature(raw, signature, secret))) return c.json(REFUSED(UNAUTHENTICATED.whatsapp), 401);
    let webhook: z.infer<typeof ZWhatsappWebhook>;
    try {
      webhook = parse(ZWhatsappWebhook, jsonOf(raw), 'json');
    } catch (error) {
      if (error instanceof BadBody) return c.json(error.body, 400);
      throw error;
    }
    const reports: DeliveryReport[] = [];
    for (const entry of webhook.entry) {
      for (const change of entry.changes) {
        for (const status of change.value.statuses ?? []) {
          const mapped = whatsappStatus(status.status);
          if (!mapped) continue;
          const problem = status.errors?.[0];
          reports.push({
            vendor: 'whatsapp_cloud',
            providerMessageId: status.id,
            reference: status.biz_opaque_callback_data || null,
            status: mapped,
            reason:
              mapped === 'failed'
                ? [problem?.code !== undefined ? `#${problem.code}` : '', problem?.title ?? 'WhatsApp could not deliver the message']
                    .join(' ')
                    .trim()
                : null,
          });
        }
      }
    }
    const result = await applyAll(c.var.deps, reports);
    const replies = webhook.entry.flatMap((entry) =>
      entry.changes.flatMap((change) => (change.value.messages ?? []).map((message) => whatsappReply(message, c.var.deps.clock.now()))),
    );
    if (replies.length === 0) return c.json(result, 200);
    return c.json({ ...result, replies: await receiveReplies(c.var.deps, replies) }, 200);
  };

/** A customer's WhatsApp message as a reply: its text, or the button they pressed (its title as text). */
function whatsappReply(message: TWhatsappInboundMessage, now: Date): InboundReply {
  const pressed = message.interactive?.button_reply ?? message.interactive?.list_reply;
  return {
    channel: 'whatsapp',
    vendorMessageId: message.id,
    from: message.from,
    fromIsInternational: true,
    text: message.text?.body ?? message.button?.text ?? pressed?.title ?? null,
    buttonPayload: message.button?.payload ?? pressed?.id ?? null,
    answersVendorMessageId: message.context?.id || null,
    receivedAt: message.timestamp ? new Date(Number(message.timestamp) * 1000) : now,
  };
}

/**
 * An SMS a customer sent to MSG91's virtual number, forwarded with the provider's webhookToken in the
 * address (MSG91 signs nothing): read under whichever field names this MSG91 account uses.
 */
export const msg91InboundSms =
  (receiveReplies: ReceiveReplies): AppRouteHandler<typeof routes.msg91InboundSms> =>
  async (c) => {
    const { token } = c.req.valid('query');
    const known = (await vendorProviders(c.var.deps, 'msg91'))
      .map((provider) => configText(provider.config, 'webhookToken'))
      .filter(Boolean);
    if (!known.some((expected) => sameSecret(token, expected))) return c.json(REFUSED(UNAUTHENTICATED.msg91), 401);
    let sms: TMsg91InboundSms;
    try {
      const body = await readBody(c);
      const fields = body.kind === 'json' ? jsonOf(body.text) : Object.fromEntries(new URLSearchParams(body.text));
      sms = parse(ZMsg91InboundSms, fields, body.kind === 'json' ? 'json' : 'form');
    } catch (error) {
      if (error instanceof BadBody) return c.json(error.body, 400);
      throw error;
    }
    const from = sms.number ?? sms.mobile ?? sms.sender ?? sms.from;
    if (!from) throw new ApiError(400, 'validation_error', 'Invalid request: number: Required');
    const text = sms.message ?? sms.content ?? sms.text ?? '';
    const receivedAt = msg91Time(sms.date ?? sms.receivedAt ?? sms.rcvd) ?? c.var.deps.clock.now();
    // Without MSG91's id, the same sender, time and words are the same SMS forwarded again.
    const vendorMessageId =
      sms.requestId ??
      sms.msgId ??
      sms.messageId ??
      sms.id ??
      `${from}:${receivedAt.toISOString()}:${createHash('sha256').update(text).digest('hex')}`;
    const replies = await receiveReplies(c.var.deps, [
      {
        channel: 'sms',
        vendorMessageId,
        from,
        fromIsInternational: false,
        text,
        buttonPayload: null,
        answersVendorMessageId: null,
        receivedAt,
      },
    ]);
    return c.json({ received: 0, applied: 0, unchanged: 0, unknown: 0, replies }, 200);
  };

/** MSG91's time of receipt: epoch seconds, or "YYYY-MM-DD HH:MM:SS" in IST; anything else is not read. */
function msg91Time(value: string | undefined): Date | null {
  if (!value) return null;
  if (/^\d{9,12}$/.test(value)) return new Date(Number(value) * 1000);
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(value.trim());
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}
