import type PgBoss from 'pg-boss';
import type { TallyClient } from './tally-client';
import { isTallyScheduleActive } from './tally-schedule';

/** What the Tally routes need beyond the database: the client (null without TALLY_URL) and the schedule. */
export interface TallyService {
  client: TallyClient | null;
  scheduleActive(): Promise<boolean>;
}

export function createTallyService(boss: PgBoss, client: TallyClient | null): TallyService {
  return { client, scheduleActive: () => isTallyScheduleActive(boss) };
}

/** What staff read when no Tally server is configured (Test Connection, a sync log). */
export const TALLY_NOT_CONNECTED = 'Tally is not connected to duesflow yet: ask your administrator to connect it';

/** What the operator reads in the log: how to connect it (docs/tally.md). */
export const TALLY_URL_HINT =
  'no Tally server is configured: set TALLY_URL to the TallyPrime HTTP address (for example http://tally-host:9000) and restart duesflow';
