/** Every cache tag of the providers api, declared up front (RTK Query needs them at createApi). */
export const TAG_TYPES = ['Providers', 'ProviderFigures', 'FailoverConfig', 'BusinessData', 'Channels'] as const;
export type TProvidersTag = (typeof TAG_TYPES)[number];

/** The id a list query provides next to its per-item tags. */
export const LIST_ID = 'LIST';
