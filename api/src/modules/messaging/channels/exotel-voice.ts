import type { SendResult } from './channel-adapter';
import type { LookupResult } from './channel-adapter';
import {
  baseUrlOf,
  configText,
  hmacHex,
  internationalDigits,
  jsonOf,
  refusal,
  throttled,
  vendorReason,
  type VendorTransport,
} from './vendor-http';

/** Exotel's Singapore cluster; Mumbai accounts set `baseUrl` to https://api.in.exotel.com. */
export const EXOTEL_BASE_URL = 'https://api.exotel.com';
export const EXOTEL_STATUS_PATH = '/api/channel-webhooks/exotel/call-status';

/**
 * The signature of a call's status callback address: HMAC-SHA256 of `<provider id>:<reference>` under
 * the provider's API token. Exotel does not sign its callbacks, so the address it is given carries one.
 */
export function exotelCallbackSignature(apiToken: string, providerId: string, reference: string): string {
  return hmacHex(apiToken, `${providerId}:${reference}`);
}

/** The StatusCallback address of one call: provider, the try's idempotency key and their signature. */
export function exotelStatusCallback(callbackBaseUrl: string, apiToken: string, providerId: string, reference: string): string {
  const query = new URLSearchParams({
    provider: providerId,
    ref: reference,
    sig: exotelCallbackSignature(apiToken, providerId, reference),
  });
  return `${callbackBaseUrl.replace(/\/+$/, '')}${EXOTEL_STATUS_PATH}?${query}`;
}

/** The call flow (applet) the customer is connected to: `flowUrl`, or built from the account and `appId`. */
function flowUrlOf(config: Record<string, unknown>): string {
  const flowUrl = configText(config, 'flowUrl');
  if (flowUrl) return flowUrl;
  const appId = configText(config, 'appId');
  return appId
    ? `http://my.exotel.com/${encodeURIComponent(configText(config, 'accountSid'))}/exoml/start_voice/${encodeURIComponent(appId)}`
    : '';
}

/**
 * Exotel's "connect a number to a call flow" (`POST /v1/Accounts/<sid>/Calls/connect.json`, HTTP Basic
 * with the API key and token, form-encoded): calls the customer and, once answered, plays the flow (the
 * IVR with the reminder script). The call is `sent` when Exotel accepts it; its terminal status callback
 * (`POST /api/channel-webhooks/exotel/call-status`) makes it completed, or failed when busy, unanswered or failed.
 * `CustomField` carries the try's idempotency key, which the flow's Passthru applet receives too.
 *
 * Config: `apiKey`, `apiToken` (secrets), `accountSid`, `callerId` (the ExoPhone), `appId` or `flowUrl`,
 * `baseUrl`, `callbackBaseUrl` (else PUBLIC_URL; without either no status callback is asked for).
 */
export const exotelVoice: VendorTransport = {
  vendor: 'exotel',
  channel: 'voice',
  isConfigured: (config) =>
    configText(config, 'apiKey') !== '' && configText(config, 'apiToken') !== '' && configText(config, 'accountSid') !== '',
  async send(request, { provider, config, callbackBaseUrl, timeoutMs, fetch }): Promise<SendResult> {
    const flowUrl = flowUrlOf(config);
    const callerId = configText(config, 'callerId');
    if (!flowUrl)
      return {
        providerMessageId: '',
        status: 'failed',
        error: 'Exotel needs the call flow to connect to (appId or flowUrl); none is configured',
      };
    if (!callerId) return { providerMessageId: '', status: 'failed', error: 'Exotel needs the caller id (ExoPhone); none is configured' };
    const apiToken = configText(config, 'apiToken');
    const form = new URLSearchParams({
      From: `+${internationalDigits(request.to)}`,
      CallerId: callerId,
      Url: flowUrl,
      CallType: 'trans',
      CustomField: request.idempotencyKey,
    });
    const base = configText(config, 'callbackBaseUrl') || callbackBaseUrl;
    if (base) {
      form.set('StatusCallback', exotelStatusCallback(base, apiToken, provider.id, request.idempotencyKey));
      form.set('StatusCallbackEvents[0]', 'terminal');
      form.set('StatusCallbackContentType', 'application/x-www-form-urlencoded');
    }
    const sid = encodeURIComponent(configText(config, 'accountSid'));
    const credentials = Buffer.from(`${configText(config, 'apiKey')}:${apiToken}`).toString('base64');
    const response = await fetch(`${baseUrlOf(config, EXOTEL_BASE_URL)}/v1/Accounts/${sid}/Calls/connect.json`, {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 429) return throttled('Exotel', response);
    const answer = (await jsonOf(response)) as { Call?: { Sid?: unknown }; RestException?: { Message?: unknown } } | null;
    const callSid = typeof answer?.Call?.Sid === 'string' ? answer.Call.Sid.trim() : '';
    if (!response.ok || !callSid || callSid.length > 100) {
      return {
        providerMessageId: '',
        status: 'failed',
        error: refusal('Exotel', 'call', response.status, vendorReason(answer?.RestException?.Message)),
      };
    }
    return { providerMessageId: callSid, status: 'sent' };
  },

  /**
   * Exotel's bulk call details (`GET /v1/Accounts/<sid>/Calls.json`, filtered by `From` — the customer,
   * called first — and `DateCreated` from the claim on, in IST as Exotel keeps it): a call found is the
   * try (its Sid and status); none means Exotel never placed it.
   */
  async lookup(request, { config, timeoutMs, fetch }): Promise<LookupResult> {
    const sid = encodeURIComponent(configText(config, 'accountSid'));
    const credentials = Buffer.from(`${configText(config, 'apiKey')}:${configText(config, 'apiToken')}`).toString('base64');
    const query = new URLSearchParams({ From: `+${internationalDigits(request.to)}`, DateCreated: `gte:${exotelTime(request.claimedAt)}` });
    const response = await fetch(`${baseUrlOf(config, EXOTEL_BASE_URL)}/v1/Accounts/${sid}/Calls.json?${query}`, {
      headers: { authorization: `Basic ${credentials}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await jsonOf(response)) as { Calls?: { Sid?: unknown; Status?: unknown }[] } | null;
    if (!response.ok || !Array.isArray(answer?.Calls)) {
      return {
        state: 'unknown',
        reason: `may have reached Exotel before a crash; its call details could not be read (${response.status})`,
      };
    }
    const call = answer.Calls.find((item) => typeof item.Sid === 'string' && item.Sid !== '');
    if (!call) return { state: 'not_reached' };
    const status = typeof call.Status === 'string' ? exotelCallStatus(call.Status) : null;
    return {
      state: 'reached',
      providerMessageId: String(call.Sid),
      status: status?.status ?? 'sent',
      ...(status?.reason ? { error: status.reason } : {}),
    };
  },
};

/** "2026-11-26 09:15:00": a moment as Exotel's filters read it, in IST. */
export function exotelTime(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Exotel's terminal call statuses: completed (answered), or busy, no-answer, failed, canceled. */
export function exotelCallStatus(status: string): { status: 'completed' | 'failed'; reason?: string } | null {
  switch (status.trim().toLowerCase()) {
    case 'completed':
      return { status: 'completed' };
    case 'busy':
      return { status: 'failed', reason: 'The line was busy' };
    case 'no-answer':
      return { status: 'failed', reason: 'The call was not answered' };
    case 'failed':
      return { status: 'failed', reason: 'The call could not be connected' };
    case 'canceled':
      return { status: 'failed', reason: 'The call was canceled' };
    default:
      return null;
  }
}
