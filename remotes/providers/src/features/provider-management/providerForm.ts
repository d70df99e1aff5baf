import type { TCreateProvider, TProvider, TUpdateProvider } from '@duesflow/shared-contracts/providers';

/** The Add/Edit Provider form as staff fill it in: lists and config are text. */
export interface TProviderFormValues {
  name: string;
  displayName: string;
  type: TProvider['type'];
  description?: string;
  status: TProvider['status'];
  priority: number;
  isDefault: boolean;
  costPerUnit?: number | null;
  setupFee?: number | null;
  monthlyFee?: number | null;
  currency: string;
  healthCheckUrl?: string;
  config?: string;
  supportedCountries?: string;
  supportedFeatures?: string;
}

export const NEW_PROVIDER_VALUES: Partial<TProviderFormValues> = {
  type: 'sms',
  status: 'active',
  priority: 1,
  isDefault: false,
  costPerUnit: 0,
  setupFee: 0,
  monthlyFee: 0,
  currency: 'USD',
  config: '',
  supportedCountries: '',
  supportedFeatures: '',
};

/** "IN, US, , GB " → ['IN', 'US', 'GB']: comma-separated, trimmed, blanks dropped. */
export function splitList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** The config textarea as an object: empty means {}; anything but a JSON object is undefined. */
export function parseConfig(text: string | undefined): Record<string, unknown> | undefined {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return {};
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A stored provider as form values (Edit prefills the dialog with them). */
export function toFormValues(provider: TProvider): TProviderFormValues {
  return {
    name: provider.name,
    displayName: provider.displayName,
    type: provider.type,
    description: provider.description,
    status: provider.status,
    priority: provider.priority,
    isDefault: provider.isDefault,
    costPerUnit: provider.costPerUnit,
    setupFee: provider.setupFee,
    monthlyFee: provider.monthlyFee,
    currency: provider.currency,
    healthCheckUrl: provider.healthCheckUrl,
    config: Object.keys(provider.config).length > 0 ? JSON.stringify(provider.config, null, 2) : '',
    supportedCountries: provider.supportedCountries.join(', '),
    supportedFeatures: provider.supportedFeatures.join(', '),
  };
}

/** Form values as the API's provider fields, given the already-parsed config. */
export function toProviderFields(values: TProviderFormValues, config: Record<string, unknown>): TCreateProvider {
  return {
    name: values.name.trim(),
    displayName: values.displayName.trim(),
    type: values.type,
    description: (values.description ?? '').trim(),
    status: values.status,
    priority: values.priority,
    isDefault: values.isDefault,
    costPerUnit: values.costPerUnit ?? 0,
    setupFee: values.setupFee ?? 0,
    monthlyFee: values.monthlyFee ?? 0,
    currency: values.currency.trim().toUpperCase(),
    healthCheckUrl: (values.healthCheckUrl ?? '').trim(),
    config,
    supportedCountries: splitList(values.supportedCountries),
    supportedFeatures: splitList(values.supportedFeatures),
  };
}

/**
 * Only the fields an edit changed. The API masks secrets inside `config`, so sending an untouched
 * config back would overwrite the real secrets with their masks.
 */
export function changedFields(before: TCreateProvider, after: TCreateProvider): TUpdateProvider {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof TCreateProvider)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  }
  return changes as TUpdateProvider;
}
