import { GATEWAY_SECRET_FIELDS } from '@duesflow/shared-contracts/secret-fields';
import { redactVendorText } from './redact';
import { configSecretValues } from './secret-config';

/** The most of a gateway's failure kept on the gateway (lastError), its checks and a link's routing reason. */
export const GATEWAY_ERROR_MAX = 300;

/** The secret fields a gateway's vendor declares (none for a vendor duesflow does not know). */
export const gatewaySecretFields = (provider: string): readonly string[] =>
  GATEWAY_SECRET_FIELDS[provider as keyof typeof GATEWAY_SECRET_FIELDS] ?? [];

/**
 * Every form a gateway's configured secrets can take in a vendor's answer: each secret value, and the HTTP
 * Basic credentials built from it (`base64(keyId:keySecret)`, as Razorpay's API is called), in case a
 * vendor echoes the header's value without its `Basic` prefix.
 */
export function gatewaySecretValues(provider: string, credentials: Record<string, unknown>): string[] {
  const secrets = configSecretValues(credentials, gatewaySecretFields(provider));
  const names = Object.values(credentials).filter((value): value is string => typeof value === 'string' && value !== '');
  const basic = names.flatMap((name) => secrets.map((secret) => Buffer.from(`${name}:${secret}`).toString('base64')));
  return [...secrets, ...basic];
}

/** A gateway's failure text as duesflow keeps it: its own secrets and echoed credentials masked, then cut. */
export function gatewayErrorText(text: string, provider: string, credentials: Record<string, unknown>): string {
  return (
    redactVendorText(text, { secrets: gatewaySecretValues(provider, credentials), max: GATEWAY_ERROR_MAX }) ||
    'The gateway reported a failure'
  );
}
