/**
 * What providers send to duesflow's channel webhooks (docs/channel-adapters.md): MSG91 delivery reports,
 * Exotel call status callbacks and WhatsApp Cloud API message statuses, and what duesflow answers. The
 * payloads are the vendors' own shapes; fields duesflow does not read are let through, since vendors
 * add fields over time, while every field it reads is bounded.
 */
import { z } from 'zod';
import { ZRequiredText, ZText, ZUuid } from './common';

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

/** A WhatsApp Business Account webhook (JSON, signed with the app secret). Only `statuses` are read. */
export const ZWhatsappWebhook = z.looseObject({
  object: ZRequiredText(100),
  entry: z
    .array(
      z.looseObject({
        changes: z
          .array(
            z.looseObject({
              field: ZText(100).optional(),
              value: z.looseObject({ statuses: z.array(ZWhatsappStatus).max(1000).optional() }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});
export type TWhatsappWebhook = z.infer<typeof ZWhatsappWebhook>;

/** What every channel webhook answers: how many reports it read and what came of them. */
export const ZDeliveryReportResult = z.object({
  received: z.number().int(),
  applied: z.number().int(),
  unchanged: z.number().int(),
  unknown: z.number().int(),
});
export type TDeliveryReportResult = z.infer<typeof ZDeliveryReportResult>;
