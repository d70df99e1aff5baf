/** Every cache tag of the payments api, declared up front (RTK Query needs them at createApi). */
export const TAG_TYPES = ['PaymentLinks', 'Gateways', 'FailoverRules', 'GatewayAnalytics'] as const;
export type TPaymentsTag = (typeof TAG_TYPES)[number];

/** The id a list query provides next to its per-item tags. */
export const LIST_ID = 'LIST';
