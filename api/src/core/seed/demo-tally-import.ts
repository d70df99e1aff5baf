import type { customers } from '../db/schema/customers';
import type { syncLogs } from '../db/schema/sync-logs';

/** The name the demo's Tally import is logged under (a sync log's `tallyRecordId` names its file or server). */
export const DEMO_TALLY_IMPORT = 'Demo data from Tally';

/**
 * Records that carry a Tally GUID come from a logged sync or import; so do the demo's, so the Tally card's
 * "Records synced" and "Last sync" tell one story (docs/tally.md). None when the demo has no Tally customer.
 */
export function demoTallyImport(demoCustomers: (typeof customers.$inferInsert)[], now: Date): (typeof syncLogs.$inferInsert)[] {
  if (!demoCustomers.some((customer) => customer.tallyLedgerId)) return [];
  return [
    { syncStatus: 'success', syncDirection: 'tally_to_airtable', tallyRecordId: DEMO_TALLY_IMPORT, lastSyncAt: now, errorMessage: null },
  ];
}
