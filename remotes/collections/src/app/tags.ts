/** Every cache tag of the collections api, declared up front (RTK Query needs them at createApi). */
export const TAG_TYPES = ['Metrics', 'Executions', 'Customers', 'PaymentTracking', 'TallyStatus', 'SyncLogs', 'CustomerPageLinks'] as const;
export type TCollectionsTag = (typeof TAG_TYPES)[number];

/** The id a list query provides next to its per-item tags. */
export const LIST_ID = 'LIST';
