import { eq, sql } from 'drizzle-orm';
import { ZFailoverConfig, type TFailoverConfig } from '@duesflow/shared-contracts/providers';
import type { Queryable } from '../db/database';
import { failoverConfig } from '../db/schema/failover-config';

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
  const [row] = await db
    .insert(failoverConfig)
    .values({ id: 1, roundRobinCursor: 1 })
    .onConflictDoUpdate({ target: failoverConfig.id, set: { roundRobinCursor: sql`${failoverConfig.roundRobinCursor} + 1` } })
    .returning({ cursor: failoverConfig.roundRobinCursor });
  return (row?.cursor ?? 1) - 1;
}
