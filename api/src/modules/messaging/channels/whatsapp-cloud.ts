import type { SendResult } from './channel-adapter';
import {
  baseUrlOf,
  configText,
  hmacHex,
  internationalDigits,
  jsonOf,
  refusal,
  sameSecret,
  throttled,
  vendorReason,
  type VendorTransport,
} from './vendor-http';

export const WHATSAPP_GRAPH_URL = 'https://graph.facebook.com';
const DEFAULT_API_VERSION = 'v21.0';
/** Meta's throughput error: more messages per second than the number's level allows (default 80/s). */
export const WHATSAPP_THROUGHPUT_ERROR = 130429;

/**
 * Meta's WhatsApp Cloud API (`POST /<version>/<phone number id>/messages`, bearer access token). A send
 * with an approved template (outside the 24-hour conversation window, docs/communications.md) goes as
 * `type: template` with its name, language and body parameters in order; a send inside the window as
 * text. `biz_opaque_callback_data` carries the try's idempotency key, which Meta returns with every
 * status of the message. Meta answers `messages[0].id` (a `wamid.…`); statuses arrive at
 * `POST /api/channel-webhooks/whatsapp`, signed with the app secret.
 *
 * Config: `accessToken`, `appSecret`, `verifyToken` (secrets), `phoneNumberId`, `apiVersion` (v21.0), `baseUrl`.
 */
export const whatsappCloud: VendorTransport = {
  vendor: 'whatsapp_cloud',
  channel: 'whatsapp',
  isConfigured: (config) => configText(config, 'accessToken') !== '' && configText(config, 'phoneNumberId') !== '',
  // Cloud API has no message lookup: statuses come only by webhook. Its status webhook carries the try's
  // key (biz_opaque_callback_data), so a report that arrives later still settles the message.
  noLookup:
    'may have reached WhatsApp before a crash; WhatsApp Cloud API has no message lookup: its status webhook settles it if Meta took it',
  async send(request, { config, timeoutMs, fetch }): Promise<SendResult> {
    const template = request.whatsappTemplate;
    const message = template
      ? {
          type: 'template',
          template: {
            name: template.name,
            language: { code: template.language },
            ...(template.params.length > 0
              ? { components: [{ type: 'body', parameters: template.params.map((text) => ({ type: 'text', text })) }] }
              : {}),
          },
        }
      : { type: 'text', text: { preview_url: false, body: request.body } };
    const version = configText(config, 'apiVersion') || DEFAULT_API_VERSION;
    const phoneNumberId = encodeURIComponent(configText(config, 'phoneNumberId'));
    const response = await fetch(`${baseUrlOf(config, WHATSAPP_GRAPH_URL)}/${encodeURIComponent(version)}/${phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${configText(config, 'accessToken')}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: internationalDigits(request.to),
        ...message,
        biz_opaque_callback_data: request.idempotencyKey,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await jsonOf(response)) as { messages?: { id?: unknown }[]; error?: { message?: unknown; code?: unknown } } | null;
    const id = answer?.messages?.[0]?.id;
    if (response.status === 429 || answer?.error?.code === WHATSAPP_THROUGHPUT_ERROR)
      return throttled('WhatsApp', response, answer?.error?.code ? `#${String(answer.error.code)}` : '');
    if (!response.ok || typeof id !== 'string' || id.trim() === '' || id.length > 200) {
      const code = typeof answer?.error?.code === 'number' ? `#${answer.error.code} ` : '';
      return {
        providerMessageId: '',
        status: 'failed',
        error: refusal('WhatsApp', 'message', response.status, `${code}${vendorReason(answer?.error?.message)}`.trim()),
      };
    }
    return { providerMessageId: id.trim(), status: 'sent' };
  },
};

/** Whether `X-Hub-Signature-256` (`sha256=<hex>`) is the HMAC-SHA256 of the raw body under the app secret. */
export function isWhatsappSignature(rawBody: string, header: string | undefined, appSecret: string): boolean {
  if (!header || !appSecret) return false;
  return sameSecret(header.trim().toLowerCase(), `sha256=${hmacHex(appSecret, Buffer.from(rawBody, 'utf8'))}`);
}

/** A message status from Meta: sent (no change), delivered or read (delivered), failed. */
export function whatsappStatus(status: string): 'sent' | 'delivered' | 'failed' | null {
  switch (status) {
    case 'sent':
      return 'sent';
    case 'delivered':
    case 'read':
      return 'delivered';
    case 'failed':
      return 'failed';
    default:
      return null;
  }
}
