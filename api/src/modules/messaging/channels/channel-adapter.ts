import type { TContactChannel } from '../../../core/db/schema/contact-attempts';

export interface SendRequest {
  to: string;
  body: string;
  /** Providers de-duplicate on this key, so a retried send never reaches the customer twice. */
  idempotencyKey: string;
  /** The stored provider this send goes out as (its config decrypted), when providers are configured. */
  provider?: { id: string; name: string; config: Record<string, unknown> };
  /**
   * India's DLT registration of an SMS (TRAI TCCCPR): the content template id, the header (sender id)
   * and the category. Set on every SMS from a campaign, sequence or bulk send; real SMS adapters pass
   * them to the provider, the sandbox ignores them.
   */
  dlt?: { templateId: string; header: string; category: 'transactional' | 'service-implicit' | 'service-explicit' | 'promotional' };
  /**
   * A WhatsApp approved template: set when the message goes outside the 24-hour conversation window
   * (then it must be sent as this template, `params` filling its body variables in order).
   */
  whatsappTemplate?: { name: string; language: string; params: string[] };
  /** Number of billed SMS parts (GSM-7 160/153, UCS-2 70/67), for the provider's cost. */
  segments?: number;
}

export interface SendResult {
  providerMessageId: string;
  /**
   * delivered (sms, whatsapp, email), completed (an answered voice call) or failed; sent when the provider
   * accepted it and reports delivery later (a delivery report or call status callback moves it on).
   * throttled: the vendor refused it for its rate (HTTP 429, WhatsApp #130429) and took nothing: the
   * sender slows down and sends it again later; not a failure.
   */
  status: 'sent' | 'delivered' | 'completed' | 'failed' | 'throttled';
  /** Why a send failed, in the provider's words. */
  error?: string;
  /** With `throttled`: how long the vendor asked to wait (its Retry-After), when it said. */
  retryAfterMs?: number;
}

/** A try a crash cut off, to be looked up in the vendor's own records (docs/sending.md). */
export interface LookupRequest {
  to: string;
  /** The try's key, sent to the vendor as its client reference where the vendor keeps one. */
  idempotencyKey: string;
  /** When the try was claimed: the vendor's record, if any, is not older. */
  claimedAt: Date;
  provider?: { id: string; name: string; config: Record<string, unknown> };
}

/**
 * What the vendor's record says: reached (what became of it), not reached (the vendor has no such
 * message: the next try may go), or unknown (no record duesflow can read: staff check it).
 */
export type LookupResult =
  | { state: 'reached'; providerMessageId: string; status: 'sent' | 'delivered' | 'completed' | 'failed'; error?: string }
  | { state: 'not_reached' }
  | { state: 'unknown'; reason: string };

/** One way of reaching a customer: SMS, voice call, WhatsApp or email. */
export interface ChannelAdapter {
  readonly channel: TContactChannel;
  /** The provider's name, recorded on every message. */
  readonly provider: string;
  send(request: SendRequest): Promise<SendResult>;
  /** Looks a cut-off try up in the vendor's records; without it, such a try is unknown. */
  lookup?(request: LookupRequest): Promise<LookupResult>;
}

export type ChannelAdapters = Record<TContactChannel, ChannelAdapter>;
