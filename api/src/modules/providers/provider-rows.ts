import type { TProvider } from '@duesflow/shared-contracts/providers';
import type { providers } from '../../core/db/schema/providers';
import type { SecretBox } from '../../core/secrets/secret-box';
import { maskConfig } from '../../core/secrets/secret-config';

export type ProviderRow = typeof providers.$inferSelect;

/** A stored provider as responses show it: secrets in its config masked. */
export function toProvider(row: ProviderRow, box: SecretBox): TProvider {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    type: row.type,
    description: row.description,
    status: row.status,
    priority: row.priority,
    isDefault: row.isDefault,
    costPerUnit: row.costPerUnit,
    setupFee: row.setupFee,
    monthlyFee: row.monthlyFee,
    currency: row.currency,
    healthCheckUrl: row.healthCheckUrl,
    config: maskConfig(box, row.config),
    supportedCountries: row.supportedCountries,
    supportedFeatures: row.supportedFeatures,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
