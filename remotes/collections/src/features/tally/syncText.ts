import type { TSyncLog } from '@duesflow/shared-contracts/tally';
import { formatIstMoment } from '@duesflow/shared-contracts/format';

/** A sync time in India's time, as the audit log shows times: '22 Nov 2026, 3:45 pm IST'; `fallback` when there is none. */
export function formatSyncTime(iso: string | null, fallback: string): string {
  const moment = formatIstMoment(iso);
  return moment === '—' ? fallback : moment;
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
