import { createHmac, timingSafeEqual } from 'node:crypto';
import { redactVendorText } from '../../../core/secrets/redact';
import { statusSummary } from '../../../core/lib/outbound-http';
import type { LookupRequest, LookupResult, SendRequest, SendResult } from './channel-adapter';

/** How long one call to a provider may take before it counts as unreachable (a failed try; failover moves on). */
export const VENDOR_TIMEOUT_MS = 10_000;

/** The most of a provider's own error text kept with a failure (its code and reason, never its body). */
const VENDOR_REASON_MAX = 120;

/** What a real provider adapter gets besides the send: the provider's decrypted config and the portal's address. */
export interface VendorContext {
  provider: { id: string; name: string };
  config: Record<string, unknown>;
  /** Where the provider can reach duesflow's callbacks (PUBLIC_URL or the provider's `callbackBaseUrl`). */
  callbackBaseUrl?: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

/** A vendor's HTTP API behind one channel: used for a provider of that vendor once its credentials are configured. */
export interface VendorTransport {
  /** As `providerVendor` names it: `msg91`, `exotel`, `whatsapp_cloud`. */
  readonly vendor: string;
  readonly channel: 'sms' | 'voice' | 'whatsapp' | 'email';
  /** Whether the config holds what a real send needs (credentials); otherwise the sandbox carries the provider. */
  isConfigured(config: Record<string, unknown>): boolean;
  send(request: SendRequest, context: VendorContext): Promise<SendResult>;
  /** The vendor's own record of a try a crash cut off (absent: the vendor has none duesflow can read). */
  lookup?(request: LookupRequest, context: VendorContext): Promise<LookupResult>;
  /** What staff are told when a cut-off try cannot be looked up at this vendor. */
  readonly noLookup?: string;
}

/** The most a vendor's Retry-After is honoured (a longer one is capped: the sender asks again then). */
const MAX_RETRY_AFTER_MS = 60_000;

/**
 * A vendor's Retry-After in milliseconds (seconds or an HTTP date), capped at a minute; undefined
 * when the answer has none or it cannot be read.
 */
export function retryAfterMs(response: Response, now = Date.now()): number | undefined {
  const header = response.headers.get('retry-after')?.trim();
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms)) : undefined;
}

/** A vendor's "too many requests": nothing was taken, so the same try goes again after the wait. */
export function throttled(vendorName: string, response: Response, code = ''): SendResult {
  return {
    providerMessageId: '',
    status: 'throttled',
    error: `${vendorName} asked to slow down: ${statusSummary(response.status)}${code ? ` (${code})` : ''}`,
    retryAfterMs: retryAfterMs(response),
  };
}

/** A config field as a trimmed string ('' when absent or not text). */
export function configText(config: Record<string, unknown>, key: string): string {
  const value = config[key];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** The provider's API address: `baseUrl` from its config (tests point it at a stand-in), else the vendor's. */
export function baseUrlOf(config: Record<string, unknown>, fallback: string): string {
  return (configText(config, 'baseUrl') || fallback).replace(/\/+$/, '');
}

/**
 * An Indian mobile number as vendors want it: digits with the country code, no `+` (`919876543210`).
 * Ten digits get 91 in front; a leading 0 (trunk prefix) is dropped first; other lengths keep their own code.
 */
export function internationalDigits(to: string): string {
  let digits = to.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length === 10 ? `91${digits}` : digits;
}

/**
 * The provider's own words about a failure: at most 120 characters of its error field, on one line. Secrets
 * (every one this process opened, echoed credential headers, bearer values) are masked BEFORE the cut, so
 * a cut cannot leave a fragment that no longer matches (docs/secrets.md).
 */
export function vendorReason(text: unknown): string {
  if (typeof text !== 'string') return '';
  return redactVendorText(text, { max: VENDOR_REASON_MAX });
}

/**
 * A refused call, summarised: who refused, the HTTP status in words and the provider's short reason
 * ("MSG91 refused the SMS: 401 Unauthorized (Authentication failure)"). The body itself is never kept.
 */
export function refusal(vendorName: string, what: string, status: number, reason: string): string {
  return `${vendorName} refused the ${what}: ${statusSummary(status)}${reason ? ` (${reason})` : ''}`;
}

/** Reads a JSON answer; anything else (an HTML error page, nothing) is null. */
export async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** HMAC-SHA256 of `data` as lowercase hex. */
export function hmacHex(key: string, data: string | Buffer): string {
  return createHmac('sha256', key).update(data).digest('hex');
}

/** Compares two texts in constant time (a signature, a token); different lengths are simply unequal. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}
