import type { TProvider, TProviderComparisonRow, TProviderDashboard, TProviderPerformance } from '@duesflow/shared-contracts/providers';
import type { TBusinessDataStatus } from '@duesflow/shared-contracts/business-data';

export function provider(overrides: Partial<TProvider> = {}): TProvider {
  return {
    id: 'p1',
    name: 'twilio-sms',
    displayName: 'Twilio SMS',
    type: 'sms',
    description: 'Transactional SMS',
    status: 'active',
    priority: 1,
    isDefault: true,
    costPerUnit: 0.0075,
    setupFee: 0,
    monthlyFee: 25,
    currency: 'USD',
    healthCheckUrl: '',
    config: {},
    supportedCountries: ['IN', 'US', 'GB', 'AE', 'SG'],
    supportedFeatures: ['Delivery reports', 'Unicode'],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const dashboard: TProviderDashboard = {
  totalProviders: 7,
  activeProviders: 5,
  totalCostPerMonth: 1234.5,
  averageCostPerUnit: 0.01234,
  providersByType: { sms: 3, voice: 2, email: 1, whatsapp: 1 },
};

export function comparisonRow(overrides: Partial<TProviderComparisonRow> = {}): TProviderComparisonRow {
  return {
    id: 'p1',
    name: 'twilio-sms',
    displayName: 'Twilio SMS',
    type: 'sms',
    costPerUnit: 0.0075,
    monthlyFee: 25,
    currency: 'USD',
    basisUnits: 1000,
    estimatedMonthlyCost: 32.5,
    feePercentage: null,
    ...overrides,
  };
}

export function performance(overrides: Partial<TProviderPerformance> = {}): TProviderPerformance {
  return {
    providerId: 'p1',
    name: 'twilio-sms',
    displayName: 'Twilio SMS',
    type: 'sms',
    messagesSent: 120,
    successRate: 97.5,
    avgLatencyMs: 240,
    totalCost: 0.9,
    currency: 'USD',
    ...overrides,
  };
}

export function businessStatus(overrides: Partial<TBusinessDataStatus> = {}): TBusinessDataStatus {
  return {
    provider: 'on_premise_postgres',
    deploymentType: 'on_premise',
    connected: true,
    tableMapping: { customers: 'customers', invoices: 'invoices' },
    ...overrides,
  };
}
