import { providerVendor } from '@duesflow/shared-contracts/secret-fields';
import type { TContactChannel } from '../../../core/db/schema/contact-attempts';
import type { ChannelAdapter, ChannelAdapters } from './channel-adapter';
import { exotelVoice } from './exotel-voice';
import { msg91Sms } from './msg91-sms';
import { VENDOR_TIMEOUT_MS, type VendorTransport } from './vendor-http';
import { whatsappCloud } from './whatsapp-cloud';

/** The real provider APIs duesflow speaks, by vendor and channel (docs/channel-adapters.md). */
export const VENDOR_TRANSPORTS: readonly VendorTransport[] = [msg91Sms, exotelVoice, whatsappCloud];

export interface VendorChannelOptions {
  /** Where providers reach duesflow's callbacks: PUBLIC_URL (a provider's `callbackBaseUrl` wins). */
  callbackBaseUrl?: string;
  /** Per call to a provider (10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  transports?: readonly VendorTransport[];
}

/** The vendor transport that carries sends of `providerName` on `channel`, when duesflow speaks its API. */
export function transportFor(
  providerName: string,
  channel: TContactChannel,
  transports: readonly VendorTransport[] = VENDOR_TRANSPORTS,
): VendorTransport | null {
  const vendor = providerVendor(providerName);
  return transports.find((transport) => transport.vendor === vendor && transport.channel === channel) ?? null;
}

/**
 * Channel adapters that pick the transport per send by the stored provider it goes out as: a provider
 * whose vendor duesflow speaks (MSG91 SMS, Exotel voice, WhatsApp Cloud API), with that vendor's
 * credentials in its config, is sent through the vendor's real API; every other provider (the seeded
 * ones before credentials are entered, vendors without an adapter) through `fallback`, the sandbox.
 */
export function createVendorChannels(fallback: ChannelAdapters, options: VendorChannelOptions = {}): ChannelAdapters {
  const transports = options.transports ?? VENDOR_TRANSPORTS;
  const timeoutMs = options.timeoutMs ?? VENDOR_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const context = (provider: { id: string; name: string; config: Record<string, unknown> }) => ({
    provider: { id: provider.id, name: provider.name },
    config: provider.config,
    callbackBaseUrl: options.callbackBaseUrl,
    timeoutMs,
    fetch: doFetch,
  });
  const wrap = (channel: TContactChannel): ChannelAdapter => ({
    channel,
    provider: fallback[channel].provider,
    send(request) {
      const provider = request.provider;
      const transport = provider ? transportFor(provider.name, channel, transports) : null;
      if (!provider || !transport || !transport.isConfigured(provider.config)) return fallback[channel].send(request);
      return transport.send(request, context(provider));
    },
    async lookup(request) {
      const provider = request.provider;
      const transport = provider ? transportFor(provider.name, channel, transports) : null;
      if (!provider || !transport || !transport.isConfigured(provider.config)) {
        return (
          fallback[channel].lookup?.(request) ?? {
            state: 'unknown',
            reason: 'may have reached the provider before a crash; it keeps no record duesflow can look up',
          }
        );
      }
      if (!transport.lookup)
        return {
          state: 'unknown',
          reason: transport.noLookup ?? 'may have reached the provider before a crash; it keeps no record duesflow can look up',
        };
      return transport.lookup(request, context(provider));
    },
  });
  return { sms: wrap('sms'), voice: wrap('voice'), whatsapp: wrap('whatsapp'), email: wrap('email') };
}

/** Whether a send as this provider goes to its vendor's real API (its credentials are configured). */
export function goesToVendor(providerName: string, channel: TContactChannel, config: Record<string, unknown>): boolean {
  return transportFor(providerName, channel)?.isConfigured(config) ?? false;
}
