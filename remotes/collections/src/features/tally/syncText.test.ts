import type { TSyncLog } from '@duesflow/shared-contracts/tally';
import { formatSyncTime, latestSyncLogs } from './syncText';

describe('formatSyncTime', () => {
  it('shows date and time in India’s time, labelled IST whatever the browser’s zone, or the fallback when there is none', () => {
    expect(formatSyncTime('2026-11-22T10:15:00.000Z', 'Never')).toBe('22 Nov 2026, 3:45 pm IST');
    expect(formatSyncTime(null, 'Never')).toBe('Never');
    expect(formatSyncTime('not a time', 'Not scheduled')).toBe('Not scheduled');
  });
});

describe('latestSyncLogs', () => {
  it('keeps the newest logs first', () => {
    const log = (id: string, lastSyncAt: string): TSyncLog => ({
      id,
      syncStatus: 'success',
      syncDirection: 'tally_to_airtable',
      tallyRecordId: null,
      lastSyncAt,
      errorMessage: null,
    });
    const logs = [log('a', '2026-11-01T00:00:00Z'), log('b', '2026-11-03T00:00:00Z'), log('c', '2026-11-02T00:00:00Z')];
    expect(latestSyncLogs(logs, 2).map((entry) => entry.id)).toEqual(['b', 'c']);
  });
});
