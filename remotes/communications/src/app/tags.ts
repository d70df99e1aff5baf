/** Every cache tag of the communications api, declared up front (RTK Query needs them at createApi). */
export const TAG_TYPES = ['Campaigns', 'Candidates', 'Templates', 'CallScripts', 'Sequences', 'Inbox'] as const;
export type TCommunicationsTag = (typeof TAG_TYPES)[number];

/** The id a list query provides next to its per-item tags. */
export const LIST_ID = 'LIST';

/** The call analytics' own tag id (GET /api/call-scripts/analytics). */
export const CALL_ANALYTICS_ID = 'ANALYTICS';
