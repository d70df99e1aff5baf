import type { TSyncLog } from '@duesflow/shared-contracts/tally';

const dateTime = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });

/** A sync time as staff read it: '22 Nov 2026, 3:45 pm'; `fallback` when there is none. */
export function formatSyncTime(iso: string | null, fallback: string, timeZone?: string): string {
  if (!iso) return fallback;
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? fallback : dateTime(timeZone).format(time);
}

/** Which way a sync went: from Tally into duesflow's customer data, or back to Tally. */
export const DIRECTION_LABELS: Record<TSyncLog['syncDirection'], string> = {
  tally_to_airtable: 'From Tally',
  airtable_to_tally: 'To Tally',
};

/** The latest `limit` logs, newest first, whatever order they came in. */
export function latestSyncLogs(logs: TSyncLog[], limit: number): TSyncLog[] {
  return [...logs].sort((a, b) => Date.parse(b.lastSyncAt) - Date.parse(a.lastSyncAt)).slice(0, limit);
}
