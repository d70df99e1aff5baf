import type { PROVIDER_STATUSES, PROVIDER_TYPES } from '@duesflow/shared-contracts/providers';

export type TProviderType = (typeof PROVIDER_TYPES)[number];
export type TProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** How provider types read on screen. */
export const TYPE_LABELS: Record<TProviderType, string> = {
  sms: 'SMS',
  voice: 'Voice',
  email: 'Email',
  whatsapp: 'WhatsApp',
  payment: 'Payment',
  analytics: 'Analytics',
};

export const STATUS_LABELS: Record<TProviderStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  maintenance: 'Maintenance',
};

/** antd Tag colours per status: the theme's status colours, whose text reads at 4.5:1 on their tints. */
export const STATUS_COLORS: Record<TProviderStatus, string> = {
  active: 'success',
  inactive: 'default',
  suspended: 'error',
  maintenance: 'warning',
};
