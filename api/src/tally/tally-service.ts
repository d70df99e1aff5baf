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

export const TALLY_URL_MISSING =
  'No Tally server is configured: set TALLY_URL to the TallyPrime HTTP address (for example http://tally-host:9000) and restart duesflow';
