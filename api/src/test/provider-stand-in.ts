import type { ChannelAdapter, ChannelAdapters, SendRequest, SendResult } from '../adapters/channels/channel-adapter';
import { createSandboxChannel } from '../adapters/channels/sandbox-channel';
import type { TContactChannel } from '../db/schema/contact-attempts';

/** Send-queue retries for restart tests: quick, so a hung process's chunk is taken over at once. */
export const QUICK_RETRY = { retryLimit: 3, retryDelay: 0, retryBackoff: false };

/**
 * A provider that de-duplicates on the idempotency key, as real ones do: a key it has seen answers the
 * first result and reaches nobody again. `reached` counts the people actually messaged.
 */
export function providerStandIn(options: { delayMs?: number; hangAfter?: number; holdFirst?: boolean } = {}) {
  const seen = new Map<string, SendResult>();
  const calls: string[] = [];
  let hung!: () => void;
  const hanging = new Promise<void>((resolve) => {
    hung = resolve;
  });
  // `holdFirst`: the first call waits (in flight) until `release()`.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held!: () => void;
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });

  const wrap = (channel: TContactChannel): ChannelAdapter => {
    const sandbox = createSandboxChannel(channel);
    return {
      channel,
      provider: 'sandbox',
      async send(request: SendRequest) {
        calls.push(request.idempotencyKey);
        if (options.holdFirst && calls.length === 1) {
          held();
          await released;
        }
        if (options.hangAfter !== undefined && seen.size >= options.hangAfter) {
          // The process dies with this call in flight: it never answers.
          hung();
          return new Promise<SendResult>(() => {});
        }
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        const known = seen.get(request.idempotencyKey);
        if (known) return known;
        const result = await sandbox.send(request);
        seen.set(request.idempotencyKey, result);
        return result;
      },
    };
  };
  const channels: ChannelAdapters = { sms: wrap('sms'), voice: wrap('voice'), whatsapp: wrap('whatsapp'), email: wrap('email') };
  return { channels, calls, reached: () => seen.size, hanging, holding, release };
}

