import { createHash } from 'node:crypto';
import type { TContactChannel } from '../../../core/db/schema/contact-attempts';
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
  const sandbox: ChannelAdapter = {
    channel,
    provider: 'sandbox',
    // The sandbox reaches nobody and answers the same for the same key: its "record" of a cut-off try is
    // the answer it gave, so recovery finishes the message as the send would have.
    async lookup(request) {
      const result = await sandbox.send({ to: request.to, body: '', idempotencyKey: request.idempotencyKey });
      return {
        state: 'reached',
        providerMessageId: result.providerMessageId,
        status: result.status === 'throttled' ? 'failed' : result.status,
        ...(result.error ? { error: result.error } : {}),
      };
    },
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
  return sandbox;
}

export function createSandboxChannels(): ChannelAdapters {
  return {
    sms: createSandboxChannel('sms'),
    voice: createSandboxChannel('voice'),
    whatsapp: createSandboxChannel('whatsapp'),
    email: createSandboxChannel('email'),
  };
}
