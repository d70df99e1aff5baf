import type { SendResult } from './channel-adapter';
import { baseUrlOf, configText, internationalDigits, jsonOf, refusal, throttled, vendorReason, type VendorTransport } from './vendor-http';

export const MSG91_BASE_URL = 'https://control.msg91.com';

/** MSG91's routes: 4 transactional (service messages such as dues reminders), 1 promotional. */
function routeOf(config: Record<string, unknown>): string {
  const route = configText(config, 'route').toLowerCase();
  return route === 'promotional' || route === '1' ? '1' : '4';
}

/** Whether a text needs Unicode (UCS-2): anything outside the GSM 03.38 default alphabet and its extension. */
const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€\f]*$/;
export const needsUnicode = (text: string) => !GSM7.test(text);

/**
 * MSG91's SMS API (`POST /api/v2/sendsms`, `authkey` header): one message to one number on the
 * transactional route, with the DLT content template id (`DLT_TE_ID`, when the send carries one; else
 * MSG91 matches the text to the templates mapped in its panel) and the DLT header as sender id,
 * Unicode when the text is not GSM-7. MSG91 answers `{type: 'success', message: <request id>}`; the
 * request id comes back in its delivery reports (`POST /api/channel-webhooks/msg91/delivery-report`).
 *
 * Config: `authKey` (secret; without it the sandbox carries the provider), `senderId` (used when a send
 * has no DLT header), `route` (`transactional` default, or `promotional`), `baseUrl`.
 */
export const msg91Sms: VendorTransport = {
  vendor: 'msg91',
  channel: 'sms',
  isConfigured: (config) => configText(config, 'authKey') !== '',
  // MSG91's send takes no client reference and its reports are keyed by the request id it answers with,
  // which a crash may have kept from being written down: such a try cannot be looked up.
  noLookup:
    'may have reached MSG91 before a crash; MSG91 keeps no record duesflow can look up by its own reference: check its delivery report for this number',
  async send(request, { config, timeoutMs, fetch }): Promise<SendResult> {
    const header = request.dlt?.header || configText(config, 'senderId');
    if (!header) return { providerMessageId: '', status: 'failed', error: 'MSG91 needs a DLT header (sender id); none is configured' };
    const response = await fetch(`${baseUrlOf(config, MSG91_BASE_URL)}/api/v2/sendsms`, {
      method: 'POST',
      headers: { authkey: configText(config, 'authKey'), 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        sender: header,
        route: routeOf(config),
        country: '91',
        unicode: needsUnicode(request.body) ? 1 : 0,
        // Without it MSG91 matches the text against the DLT templates mapped in its panel.
        ...(request.dlt?.templateId ? { DLT_TE_ID: request.dlt.templateId } : {}),
        sms: [{ message: request.body, to: [internationalDigits(request.to)] }],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 429) return throttled('MSG91', response);
    const answer = (await jsonOf(response)) as { type?: unknown; message?: unknown } | null;
    const requestId = typeof answer?.message === 'string' ? answer.message.trim() : '';
    if (!response.ok || answer?.type !== 'success' || !requestId || requestId.length > 100) {
      return {
        providerMessageId: '',
        status: 'failed',
        error: refusal('MSG91', 'SMS', response.status, response.ok && requestId ? '' : vendorReason(answer?.message)),
      };
    }
    return { providerMessageId: requestId, status: 'sent' };
  },
};

/** MSG91's delivery report statuses: 1 delivered; 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked. Others are interim. */
export function msg91ReportStatus(code: string): { status: 'delivered' | 'failed'; reason?: string } | null {
  switch (code.trim()) {
    case '1':
      return { status: 'delivered' };
    case '2':
      return { status: 'failed', reason: 'The operator could not deliver the SMS' };
    case '9':
      return { status: 'failed', reason: 'The number is on the Do Not Call registry (NDNC)' };
    case '16':
    case '25':
      return { status: 'failed', reason: 'The operator rejected the SMS' };
    case '17':
      return { status: 'failed', reason: 'The number is blocked' };
    default:
      return null;
  }
}
