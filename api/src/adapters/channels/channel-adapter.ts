import type { TContactChannel } from '../../db/schema/contact-attempts';

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
   */
  status: 'sent' | 'delivered' | 'completed' | 'failed';
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
