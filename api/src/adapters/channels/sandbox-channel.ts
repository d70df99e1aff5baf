import { createHash } from 'node:crypto';
import type { TContactChannel } from '../../db/schema/contact-attempts';
import type { ChannelAdapter, ChannelAdapters, SendResult } from './channel-adapter';

/**
 * The sandbox provider's failure rule, so tests and demos can force failures:
 * a phone number whose digits end in 0000 is undeliverable (SMS, WhatsApp, voice), and an email
 * address whose local part starts with "bounce" bounces. Everything else succeeds.
 */
export function isUndeliverable(channel: TContactChannel, to: string): boolean {
  if (channel === 'email') return /^bounce/i.test(to.trim());
  return to.replace(/\D/g, '').endsWith('0000');
}

/**
 * Resolves every message at once like a provider's delivery receipt would. The provider message id is
 * derived from the idempotency key, as a real provider returns the original message for a repeated key.
 */
export function createSandboxChannel(channel: TContactChannel): ChannelAdapter {
  return {
    channel,
    provider: 'sandbox',
    async send({ to, idempotencyKey }): Promise<SendResult> {
      const providerMessageId = `sbx_${channel}_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
      if (isUndeliverable(channel, to)) {
        return {
          providerMessageId,
          status: 'failed',
          error: channel === 'email' ? 'Mailbox unavailable (sandbox)' : 'Number unreachable (sandbox)',
        };
      }
      return { providerMessageId, status: channel === 'voice' ? 'completed' : 'delivered' };
    },
  };
}

export function createSandboxChannels(): ChannelAdapters {
  return {
    sms: createSandboxChannel('sms'),
    voice: createSandboxChannel('voice'),
    whatsapp: createSandboxChannel('whatsapp'),
    email: createSandboxChannel('email'),
  };
}
