import { redactSecrets } from '../../../core/secrets/redact';
import { describeFetchError } from '../../../core/lib/outbound-http';
import type { ChannelAdapter, ChannelAdapters } from './channel-adapter';

const MAX_REASON = 300;

/**
 * A provider's failure as duesflow keeps it (on the message and its try, shown on screens and sent over
 * /ws): one line, at most 300 characters, with every secret this process knows, URL credentials, token
 * parameters and bearer values masked. A provider that echoes its credentials or the request back
 * leaks nothing (docs/secrets.md).
 */
export function providerFailureText(text: string): string {
  const line = redactSecrets(text.replace(/\s+/g, ' ').trim());
  return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON)}…` : line || 'The provider reported a failure';
}

/** What a thrown send error says: a network failure in words, anything else its message, made safe. */
function thrownText(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } })?.cause;
  if ((error as Error)?.name === 'TimeoutError' || typeof cause?.code === 'string')
    return `The provider could not be reached: ${describeFetchError(error)}`;
  return providerFailureText(error instanceof Error ? error.message : String(error));
}

/** Wraps an adapter so that neither a failed send's error nor a thrown error can carry a secret. */
export function guardChannel(adapter: ChannelAdapter): ChannelAdapter {
  return {
    channel: adapter.channel,
    provider: adapter.provider,
    async send(request) {
      let result;
      try {
        result = await adapter.send(request);
      } catch (error) {
        throw new Error(thrownText(error), { cause: error });
      }
      return result.error === undefined ? result : { ...result, error: providerFailureText(result.error) };
    },
    ...(adapter.lookup
      ? {
          async lookup(request) {
            try {
              const result = await adapter.lookup!(request);
              if (result.state === 'unknown') return { ...result, reason: providerFailureText(result.reason) };
              return result.state === 'reached' && result.error !== undefined
                ? { ...result, error: providerFailureText(result.error) }
                : result;
            } catch (error) {
              // A lookup that cannot reach the vendor proves nothing either way.
              return {
                state: 'unknown',
                reason: `may have reached the provider before a crash; its record could not be read: ${thrownText(error)}`,
              };
            }
          },
        }
      : {}),
  };
}

export function guardChannels(adapters: ChannelAdapters): ChannelAdapters {
  return {
    sms: guardChannel(adapters.sms),
    voice: guardChannel(adapters.voice),
    whatsapp: guardChannel(adapters.whatsapp),
    email: guardChannel(adapters.email),
  };
}
