import { createRoute, z } from '@hono/zod-openapi';
import {
  ZDeliveryReportResult,
  ZExotelCallbackQuery,
  ZMsg91ReportQuery,
  ZWhatsappSignatureHeaders,
  ZWhatsappVerifyQuery,
} from '@duesflow/shared-contracts/channel-webhooks';
import { BAD_REQUEST, errorResponse, jsonContent } from '../../../core/lib/openapi';
import { access } from '../../../core/auth/access';

const TAGS = ['Channel webhooks'];

const REPORT_ANSWERS = {
  200: jsonContent(
    ZDeliveryReportResult,
    'Read: how many reports moved a message on, changed nothing (already final, a replay) or matched no message',
  ),
  ...BAD_REQUEST,
  401: errorResponse('The token or signature is missing, malformed or wrong (checked before the body is read): nothing changed'),
  415: errorResponse('A body of another type'),
  503: errorResponse('The message is still being written down: send the report again'),
};

export const msg91DeliveryReport = createRoute({
  ...access('public', 'channel-webhook.msg91'),
  method: 'post',
  path: '/api/channel-webhooks/msg91/delivery-report',
  tags: TAGS,
  summary:
    "MSG91's SMS delivery reports: webhook v3 (application/json, one report or a list) or v2 (form field `data` with MSG91's JSON list); `?token=` is the provider's webhookToken",
  request: { query: ZMsg91ReportQuery },
  responses: REPORT_ANSWERS,
});

export const exotelCallStatus = createRoute({
  ...access('public', 'channel-webhook.exotel'),
  method: 'post',
  path: '/api/channel-webhooks/exotel/call-status',
  tags: TAGS,
  summary:
    "Exotel's terminal call status callback (application/x-www-form-urlencoded: CallSid, Status, CustomField); the address duesflow gave the call carries its signature",
  request: { query: ZExotelCallbackQuery },
  responses: REPORT_ANSWERS,
});

export const exotelKeypress = createRoute({
  ...access('public', 'channel-webhook.exotel-keypress'),
  method: 'get',
  path: '/api/channel-webhooks/exotel/keypress',
  tags: TAGS,
  summary:
    "A keypress of the reminder call's menu, from the Exotel flow's Passthru applet (GET: CallSid, digits, CallFrom, CurrentTime); `?token=` is the Exotel provider's webhookToken. Stored, matched to the call and applied as a reply (docs/inbox.md, Keypresses); 200 continues the flow",
  request: { query: ZMsg91ReportQuery },
  responses: REPORT_ANSWERS,
});

export const mailgunInbound = createRoute({
  ...access('public', 'channel-webhook.mailgun-inbound'),
  method: 'post',
  path: '/api/channel-webhooks/mailgun/inbound',
  tags: TAGS,
  summary:
    "Email customers send, forwarded by a Mailgun route (multipart/form-data or a form): `signature` is HMAC-SHA256 of `timestamp` + `token` under a Mailgun provider's webhookSigningKey; a stale timestamp or a used token is refused. Stored, matched by the sender's address (or the message of ours it answers) and read as a reply (docs/inbox.md, Email)",
  responses: REPORT_ANSWERS,
});

export const msg91InboundSms = createRoute({
  ...access('public', 'channel-webhook.msg91-inbound'),
  method: 'post',
  path: '/api/channel-webhooks/msg91/inbound',
  tags: TAGS,
  summary:
    "SMS customers send to MSG91's virtual number (long code), forwarded as JSON or a form; `?token=` is the MSG91 provider's webhookToken. Stored, matched and read as replies (docs/inbox.md)",
  request: { query: ZMsg91ReportQuery },
  responses: REPORT_ANSWERS,
});

export const whatsappVerify = createRoute({
  ...access('public'),
  method: 'get',
  path: '/api/channel-webhooks/whatsapp',
  tags: TAGS,
  summary: "Meta's webhook subscription check: answers hub.challenge when hub.verify_token is a WhatsApp provider's verifyToken",
  request: { query: ZWhatsappVerifyQuery },
  responses: {
    200: { description: 'The challenge, as text', content: { 'text/plain': { schema: z.string() } } },
    401: errorResponse('The verify token is missing or wrong'),
  },
});

export const whatsappStatuses = createRoute({
  ...access('public', 'channel-webhook.whatsapp'),
  method: 'post',
  path: '/api/channel-webhooks/whatsapp',
  tags: TAGS,
  summary:
    "WhatsApp Cloud API webhook (JSON, `X-Hub-Signature-256`: HMAC-SHA256 of the raw body under the app secret); message statuses update their messages, customers' messages are stored and read as replies (docs/inbox.md)",
  request: { headers: ZWhatsappSignatureHeaders },
  responses: REPORT_ANSWERS,
});
