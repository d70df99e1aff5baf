import { eq, sql } from 'drizzle-orm';
import { ZFailoverConfig, type TFailoverConfig } from '@duesflow/shared-contracts/providers';
import type { Queryable } from '../../core/db/database';
import { failoverConfig } from '../../core/db/schema/failover-config';

export const DEFAULT_FAILOVER: TFailoverConfig = ZFailoverConfig.parse({});

export async function readFailoverConfig(db: Queryable): Promise<TFailoverConfig> {
  const [row] = await db.select().from(failoverConfig).where(eq(failoverConfig.id, 1));
  return row ? { maxRetries: row.maxRetries, strategy: row.strategy } : DEFAULT_FAILOVER;
}

export async function writeFailoverConfig(db: Queryable, config: TFailoverConfig, now: Date): Promise<TFailoverConfig> {
  await db
    .insert(failoverConfig)
    .values({ id: 1, ...config, updatedAt: now })
    .onConflictDoUpdate({ target: failoverConfig.id, set: { ...config, updatedAt: now } });
  return config;
}

/** round_robin: the next turn, shared by every API process (one atomic upsert). */
export async function nextRoundRobinTurn(db: Queryable): Promise<number> {
  return reserveRoundRobinTurns(db, 1);
}

/**
 * round_robin for a batch: reserves `count` consecutive turns in one atomic upsert and answers the
 * first; the batch's messages take `first`, `first + 1`, … as if each had asked for its own.
 */
export async function reserveRoundRobinTurns(db: Queryable, count: number): Promise<number> {
  const [row] = await db
    .insert(failoverConfig)
    .values({ id: 1, roundRobinCursor: count })
    .onConflictDoUpdate({ target: failoverConfig.id, set: { roundRobinCursor: sql`${failoverConfig.roundRobinCursor} + ${count}` } })
    .returning({ cursor: failoverConfig.roundRobinCursor });
  return Number(row?.cursor ?? count) - count;
}
