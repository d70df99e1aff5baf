import type { TPaymentGateway, TUpdateGateway } from '@duesflow/shared-contracts/gateways';
import { GATEWAY_SECRET_FIELDS } from '@duesflow/shared-contracts/secret-fields';

/** The non-secret key each vendor's API needs beside its secrets (docs/payments.md). */
const ID_FIELDS: Record<string, readonly string[]> = {
  razorpay: ['keyId'],
  cashfree: ['clientId'],
  payu: ['merchantKey'],
};

/** The vendor's declared secret fields (sealed by the API, answered masked). */
export function secretFieldsOf(provider: string): readonly string[] {
  return (GATEWAY_SECRET_FIELDS as Record<string, readonly string[]>)[provider] ?? [];
}

/** Every credential field the form shows: the vendor's id and secret fields, then any other stored one. */
export function credentialFieldsOf(gateway: Pick<TPaymentGateway, 'provider' | 'credentials'>): string[] {
  const fields = [...(ID_FIELDS[gateway.provider] ?? []), ...secretFieldsOf(gateway.provider), ...Object.keys(gateway.credentials)];
  return [...new Set(fields)];
}

/** 'keyId' → 'Key ID', 'webhookSecret' → 'Webhook Secret'. */
export function fieldLabel(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .split(' ')
    .map((word) => (word.toLowerCase() === 'id' ? 'ID' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

export interface TGatewayConfigValues {
  credentials: Record<string, string>;
  minAmount: number | null;
  maxAmount: number | null;
  supportedCurrencies: string[];
  feePercentage: number | null;
  fixedFee: number | null;
  apiBaseUrl: string;
  healthCheckUrl: string;
  maintenance: boolean;
}

/** What the form starts from: the gateway as the API answered it (secrets masked). */
export function initialConfigValues(gateway: TPaymentGateway): TGatewayConfigValues {
  const credentials: Record<string, string> = {};
  for (const field of credentialFieldsOf(gateway)) {
    const value = gateway.credentials[field];
    credentials[field] = value === undefined || value === null ? '' : String(value);
  }
  return {
    credentials,
    minAmount: gateway.config.minAmount,
    maxAmount: gateway.config.maxAmount,
    supportedCurrencies: gateway.config.supportedCurrencies,
    feePercentage: gateway.config.feePercentage,
    fixedFee: gateway.config.fixedFee,
    apiBaseUrl: gateway.apiBaseUrl,
    healthCheckUrl: gateway.healthCheckUrl,
    maintenance: gateway.maintenance,
  };
}

/**
 * Only what changed. Credentials go whole when any of them changed: the API keeps a secret sent back
 * masked or blank and removes a field left out, so every field shown is sent; empty non-secret fields
 * are left out (removed).
 */
export function configChanges(gateway: TPaymentGateway, values: TGatewayConfigValues): TUpdateGateway | undefined {
  const before = initialConfigValues(gateway);
  const changes: Record<string, unknown> = {};
  const config: Record<string, unknown> = {};
  for (const key of ['minAmount', 'maxAmount', 'feePercentage', 'fixedFee'] as const) {
    if (values[key] !== null && values[key] !== before[key]) config[key] = values[key];
  }
  if ([...values.supportedCurrencies].sort().join() !== [...before.supportedCurrencies].sort().join()) {
    config.supportedCurrencies = values.supportedCurrencies;
  }
  if (Object.keys(config).length > 0) changes.config = config;

  const credentials = Object.fromEntries(Object.entries(values.credentials).map(([key, value]) => [key, (value ?? '').trim()]));
  if (Object.entries(credentials).some(([key, value]) => value !== before.credentials[key])) {
    const secrets = new Set(secretFieldsOf(gateway.provider));
    changes.credentials = Object.fromEntries(Object.entries(credentials).filter(([key, value]) => value !== '' || secrets.has(key)));
  }
  for (const key of ['apiBaseUrl', 'healthCheckUrl'] as const) {
    const value = (values[key] ?? '').trim();
    if (value !== before[key]) changes[key] = value;
  }
  if (values.maintenance !== before.maintenance) changes.maintenance = values.maintenance;
  return Object.keys(changes).length > 0 ? (changes as TUpdateGateway) : undefined;
}
