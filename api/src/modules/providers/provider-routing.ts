import { and, asc, eq } from 'drizzle-orm';
import type { TFailoverConfig } from '@duesflow/shared-contracts/providers';
import type { Queryable } from '../../core/db/database';
import type { TContactChannel } from '../../core/db/schema/contact-attempts';
import { providers } from '../../core/db/schema/providers';
import type { ProviderRow } from './provider-rows';

/** Active providers of the channel's type in priority order: who may send a message on it. */
export function activeProvidersFor(db: Queryable, channel: TContactChannel): Promise<ProviderRow[]> {
  return db
    .select()
    .from(providers)
    .where(and(eq(providers.type, channel), eq(providers.status, 'active')))
    .orderBy(asc(providers.priority), asc(providers.name));
}

/**
 * The order providers are tried in (input in priority order):
 * round_robin rotates the first provider by `turn`; cost_optimized puts the cheapest first;
 * performance_based the highest measured success rate first; manual keeps priority order. Ties keep priority order.
 */
export function orderProviders(
  candidates: ProviderRow[],
  strategy: TFailoverConfig['strategy'],
  options: { turn?: number; successRates?: Map<string, number | null> } = {},
): ProviderRow[] {
  const byPriority = [...candidates];
  switch (strategy) {
    case 'round_robin': {
      if (byPriority.length === 0) return byPriority;
      const start = (options.turn ?? 0) % byPriority.length;
      return [...byPriority.slice(start), ...byPriority.slice(0, start)];
    }
    case 'cost_optimized':
      return byPriority.sort((a, b) => a.costPerUnit - b.costPerUnit);
    case 'performance_based': {
      // A provider never measured counts as perfect, so it gets its chance and is measured from then on.
      const rate = (row: ProviderRow) => options.successRates?.get(row.id) ?? 100;
      return byPriority.sort((a, b) => rate(b) - rate(a));
    }
    case 'manual':
      return byPriority;
  }
}

/**
 * Which provider each attempt uses: one first try plus up to `maxRetries` retries. Retries move on to
 * the next provider in order (wrapping round when there are fewer providers than attempts); manual
 * never leaves the first provider.
 */
export function attemptPlan(ordered: ProviderRow[], config: TFailoverConfig): ProviderRow[] {
  if (ordered.length === 0) return [];
  const attempts = 1 + config.maxRetries;
  return Array.from({ length: attempts }, (_, index) => (config.strategy === 'manual' ? ordered[0]! : ordered[index % ordered.length]!));
}
