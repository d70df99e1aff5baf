import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FAILOVER_STRATEGIES } from '@duesflow/shared-contracts/providers';

export type TFailoverStrategy = (typeof FAILOVER_STRATEGIES)[number];

/** The one failover configuration (row id 1); absent means the defaults (3 retries, round_robin). */
export const failoverConfig = pgTable(
  'failover_config',
  {
    id: integer().primaryKey().default(1),
    maxRetries: integer().notNull().default(3),
    strategy: text().$type<TFailoverStrategy>().notNull().default('round_robin'),
    /** round_robin: how many sends have picked a first provider so far (shared by every API process). */
    roundRobinCursor: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('failover_config_singleton', sql`${table.id} = 1`),
    check('failover_config_retries_check', sql`${table.maxRetries} between 1 and 10`),
  ],
);
