import { sql } from 'drizzle-orm';
import type { TApplyOwnerRuleBody, TApplyOwnerRuleResult, TOwnerRule } from '@duesflow/shared-contracts/portfolios';
import type { AppDeps } from '../../core/app-deps';
import { rowsOf } from '../../core/db/database';
import type { LedgerRow } from '../collections';
import { assignOwners } from './owners';

function matcherOf(rule: TOwnerRule): (row: LedgerRow) => boolean {
  if (rule.kind === 'overdue_at_least') {
    const paise = Math.round(rule.amount * 100);
    return (row) => row.overduePaise >= paise;
  }
  const text = rule.text.toLocaleLowerCase('en-IN');
  return (row) => (row.address ?? '').toLocaleLowerCase('en-IN').includes(text);
}

/**
 * Applies a portfolio rule once, now (docs/worklist.md "Portfolios"): the customers it matches are read
 * from the ledger read model (no query per customer) and given to the collector in one `assignOwners`.
 */
export async function applyOwnerRule(
  deps: Pick<AppDeps, 'db' | 'reads' | 'clock'>,
  body: TApplyOwnerRuleBody,
  actorId: string | null,
): Promise<TApplyOwnerRuleResult> {
  const snapshot = await deps.reads.ledger(deps.clock.now());
  const matches = matcherOf(body.rule);
  let ids = snapshot.rows.filter(matches).map((row) => row.id);
  if (body.onlyUnowned) {
    const owned = new Set(
      rowsOf<{ id: string }>(await deps.db.execute(sql`select customer_id::text as id from customer_owners`)).map((row) => row.id),
    );
    ids = ids.filter((id) => !owned.has(id));
  }
  if (body.dryRun) return { matched: ids.length, changed: 0 };
  const changed = await assignOwners(deps.db, { customerIds: ids, collectorId: body.collectorId, actorId });
  return { matched: ids.length, changed };
}
