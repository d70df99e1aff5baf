import type { TContactChannel } from '../../db/schema/contact-attempts';

export interface SendRequest {
  to: string;
  body: string;
  /** Providers de-duplicate on this key, so a retried send never reaches the customer twice. */
  idempotencyKey: string;
  /** The stored provider this send goes out as (its config decrypted), when providers are configured. */
  provider?: { id: string; name: string; config: Record<string, unknown> };
}

export interface SendResult {
  providerMessageId: string;
  /** delivered (sms, whatsapp, email), completed (an answered voice call) or failed. */
  status: 'delivered' | 'completed' | 'failed';
  /** Why a send failed, in the provider's words. */
  error?: string;
}

/** One way of reaching a customer: SMS, voice call, WhatsApp or email. */
export interface ChannelAdapter {
  readonly channel: TContactChannel;
  /** The provider's name, recorded on every message. */
  readonly provider: string;
  send(request: SendRequest): Promise<SendResult>;
}

export type ChannelAdapters = Record<TContactChannel, ChannelAdapter>;
