/**
 * What providers send to duesflow's channel webhooks (docs/channel-adapters.md, docs/inbox.md): MSG91
 * delivery reports, Exotel call status callbacks, WhatsApp Cloud API message statuses, customers' replies
 * (WhatsApp messages, MSG91 inbound SMS), and what duesflow answers. The payloads are the vendors' own
 * shapes; fields duesflow does not read are let through, since vendors add fields over time, while every
 * field it reads is bounded.
 */
import { z } from 'zod';
import { ZRequiredText, ZText, ZUuid } from './common';
import { ZInboundResult } from './inbox';

/** A provider's id of a message: MSG91 request id, Exotel CallSid, WhatsApp wamid. */
const ZProviderMessageId = ZRequiredText(200);
/** A webhook token or signature in a query string: letters, digits and `-_.~=+/` only. */
const ZUrlToken = z
  .string()
  .min(1, 'Required')
  .max(200, 'At most 200 characters')
  .regex(/^[A-Za-z0-9._~=+/-]+$/, 'Expected a token');

/** `?token=` of the MSG91 webhook address: the provider's `webhookToken`. */
export const ZMsg91ReportQuery = z.object({ token: ZUrlToken });

/** One report of MSG91's webhook v3 (JSON, one per number); its v2 reports (form field `data`) come in `report` lists. */
export const ZMsg91Report = z.looseObject({
  requestId: ZProviderMessageId,
  status: ZText(10, { trim: true }),
  desc: ZText(200).optional(),
  number: ZText(32).optional(),
});
export type TMsg91Report = z.infer<typeof ZMsg91Report>;

/** MSG91's webhook v2: the form field `data` holds a JSON list of requests, each with its reports. */
export const ZMsg91ReportBatch = z
  .array(
    z.looseObject({
      requestId: ZProviderMessageId,
      report: z
        .array(z.looseObject({ status: ZText(10, { trim: true }), desc: ZText(200).optional(), number: ZText(32).optional() }))
        .min(1)
        .max(1000),
    }),
  )
  .min(1)
  .max(1000);

/** The status callback address Exotel is given for each call: provider, the try's key and their signature. */
export const ZExotelCallbackQuery = z.object({
  provider: ZUuid,
  ref: ZRequiredText(300),
  sig: z.string().regex(/^[0-9a-f]{64}$/, 'Expected a signature (64 hex digits)'),
});

/**
 * A keypress from the Exotel call flow (docs/inbox.md, "Keypresses"): the flow's Passthru applet, placed
 * after a Gather applet, calls the address it was given (`?token=` the Exotel provider's webhookToken) with
 * GET and the call's details as query parameters. Exotel writes the digits in double quotes (`"1"`).
 */
export const ZExotelKeypress = z.looseObject({
  CallSid: ZProviderMessageId,
  digits: ZText(40, { trim: true }).optional(),
  CallFrom: ZText(32).optional(),
  From: ZText(32).optional(),
  CustomField: ZText(300).optional(),
  /** When Exotel made the request, "YYYY-MM-DD HH:MM:SS" in IST. */
  CurrentTime: ZText(40).optional(),
});
export type TExotelKeypress = z.infer<typeof ZExotelKeypress>;

/**
 * The signature fields of a Mailgun webhook (docs/inbox.md, "Email"): `signature` is HMAC-SHA256 of
 * `timestamp` + `token` under the webhook signing key. Checked before anything else of the post is read.
 */
export const ZMailgunSignature = z.object({
  timestamp: z.string().regex(/^\d{1,12}$/, 'Expected epoch seconds'),
  token: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'Expected a token'),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'Expected a signature (64 hex digits)'),
});

/**
 * An email a customer sent, as a Mailgun route forwards it (multipart/form-data or a form): the fields
 * duesflow reads, each bounded. `stripped-text` is the reply without the quoted history (Mailgun's own
 * cut); `body-plain` the whole text.
 */
export const ZMailgunInbound = z.looseObject({
  sender: ZText(320, { trim: true }).optional(),
  from: ZText(1000, { trim: true }).optional(),
  subject: ZText(1000).optional(),
  'body-plain': ZText(200_000).optional(),
  'stripped-text': ZText(200_000).optional(),
  'Message-Id': ZText(1000, { trim: true }).optional(),
  'In-Reply-To': ZText(1000, { trim: true }).optional(),
  References: ZText(5000, { trim: true }).optional(),
});
export type TMailgunInbound = z.infer<typeof ZMailgunInbound>;

/** Exotel's terminal status callback (form-encoded). */
export const ZExotelCallStatus = z.looseObject({
  CallSid: ZProviderMessageId,
  Status: ZRequiredText(40),
  CustomField: ZText(300).optional(),
});

/** Meta's subscription check: `GET …?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…`. */
export const ZWhatsappVerifyQuery = z.object({
  'hub.mode': z.literal('subscribe'),
  'hub.verify_token': ZUrlToken,
  'hub.challenge': z
    .string()
    .min(1, 'Required')
    .max(200, 'At most 200 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'Expected a challenge'),
});

export const ZWhatsappSignatureHeaders = z.object({
  'x-hub-signature-256': z.string().max(100, 'At most 100 characters').optional(),
});

const ZWhatsappStatus = z.looseObject({
  id: ZProviderMessageId,
  status: ZRequiredText(40),
  recipient_id: ZText(32).optional(),
  biz_opaque_callback_data: ZText(512).optional(),
  errors: z
    .array(z.looseObject({ code: z.number().int().min(0).max(10_000_000).optional(), title: ZText(300).optional() }))
    .max(20)
    .optional(),
});

/**
 * A message the customer sent (docs/inbox.md): text, a template's quick-reply button (`button`) or an
 * interactive reply (`interactive.button_reply` / `list_reply`); `context.id` is the message of ours it
 * answers. Other types (image, audio, location…) are stored without text.
 */
const ZWhatsappInboundMessage = z.looseObject({
  id: ZProviderMessageId,
  from: ZRequiredText(32),
  /** Epoch seconds, as text. */
  timestamp: z
    .string()
    .regex(/^\d{1,12}$/, 'Expected epoch seconds')
    .optional(),
  type: ZText(40).optional(),
  text: z.looseObject({ body: ZText(4096) }).optional(),
  button: z.looseObject({ text: ZText(256).optional(), payload: ZText(1000).optional() }).optional(),
  interactive: z
    .looseObject({
      type: ZText(40).optional(),
      button_reply: z.looseObject({ id: ZText(256), title: ZText(256) }).optional(),
      list_reply: z.looseObject({ id: ZText(256), title: ZText(256), description: ZText(1000).optional() }).optional(),
    })
    .optional(),
  context: z.looseObject({ id: ZText(200).optional(), from: ZText(32).optional() }).optional(),
});
export type TWhatsappInboundMessage = z.infer<typeof ZWhatsappInboundMessage>;

/** A WhatsApp Business Account webhook (JSON, signed with the app secret): `statuses` of our messages, `messages` from customers. */
export const ZWhatsappWebhook = z.looseObject({
  object: ZRequiredText(100),
  entry: z
    .array(
      z.looseObject({
        changes: z
          .array(
            z.looseObject({
              field: ZText(100).optional(),
              value: z.looseObject({
                statuses: z.array(ZWhatsappStatus).max(1000).optional(),
                messages: z.array(ZWhatsappInboundMessage).max(1000).optional(),
              }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});
export type TWhatsappWebhook = z.infer<typeof ZWhatsappWebhook>;

/**
 * One SMS MSG91 forwards from a virtual number (long code) to the inbound address (docs/inbox.md), as JSON
 * or a form. MSG91 publishes no single field list for it, so each field is read under the names its
 * panels and API versions use: the first one present counts.
 */
export const ZMsg91InboundSms = z.looseObject({
  number: ZRequiredText(32).optional(),
  mobile: ZRequiredText(32).optional(),
  sender: ZRequiredText(32).optional(),
  from: ZRequiredText(32).optional(),
  message: ZText(2000).optional(),
  content: ZText(2000).optional(),
  text: ZText(2000).optional(),
  requestId: ZRequiredText(200).optional(),
  msgId: ZRequiredText(200).optional(),
  messageId: ZRequiredText(200).optional(),
  id: ZRequiredText(200).optional(),
  /** When it was received: "2026-11-26 10:15:00" (IST) or epoch seconds. */
  date: ZText(40).optional(),
  receivedAt: ZText(40).optional(),
  rcvd: ZText(40).optional(),
  keyword: ZText(100).optional(),
});
export type TMsg91InboundSms = z.infer<typeof ZMsg91InboundSms>;

/** What every channel webhook answers: how many reports it read and what came of them. */
export const ZDeliveryReportResult = z.object({
  received: z.number().int(),
  applied: z.number().int(),
  unchanged: z.number().int(),
  unknown: z.number().int(),
  /** Customers' replies in the same webhook (docs/inbox.md): read, stored, already known (a replay). */
  replies: ZInboundResult.optional(),
});
export type TDeliveryReportResult = z.infer<typeof ZDeliveryReportResult>;
