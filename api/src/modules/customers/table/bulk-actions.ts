import { sql } from 'drizzle-orm';
import { MAX_REALTIME_CUSTOMER_IDS } from '@duesflow/shared-contracts/realtime';
import type { TBulkSelection, TCustomerBulkRequest, TCustomerBulkResult } from '@duesflow/shared-contracts/customer-table';
import type { AppDeps } from '../../../core/app-deps';
import { rowsOf, type Queryable } from '../../../core/db/database';
import { ApiError } from '../../../core/lib/api-error';
import { isUuid } from '../../../core/lib/uuid';
import { assignOwners, isAssignable } from '../../portfolios';
import { tableRows } from './customer-table';

/** Ids per statement: one array parameter each, so a 100,000-customer selection is a handful of statements. */
const CHUNK = 5_000;

/** The selected customers' ids: as named, or every customer the filter matches now (resolved here, not by the screen). */
export async function selectedIds(deps: AppDeps, selection: TBulkSelection): Promise<string[]> {
  const ids = 'ids' in selection ? selection.ids : (await tableRows(deps, selection.filter)).map((row) => row.customer.id);
  // An external store's ids name no row of this database: nothing to change for them.
  return [...new Set(ids)].filter(isUuid);
}

/** Runs `write` over the ids in chunks inside one transaction; answers how many rows it changed. */
async function chunked(db: Queryable, ids: string[], write: (tx: Queryable, chunk: string[]) => Promise<number>): Promise<number> {
  return db.transaction(async (tx) => {
    let changed = 0;
    for (let start = 0; start < ids.length; start += CHUNK) changed += await write(tx, ids.slice(start, start + CHUNK));
    return changed;
  });
}

/** "Stop reminders" on for each customer who did not have it (set-based: one upsert per chunk). */
async function stopReminders(db: Queryable, ids: string[], now: Date): Promise<number> {
  return chunked(
    db,
    ids,
    async (tx, chunk) =>
      rowsOf(
        await tx.execute(sql`
        insert into customer_contact_preferences (customer_id, stop_reminders, stop_reminders_at, updated_at)
        select c.id, true, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        from customers c where c.id = any(${sql.param(chunk)}::uuid[])
        on conflict (customer_id) do update
          set stop_reminders = true, stop_reminders_at = excluded.stop_reminders_at, updated_at = excluded.updated_at
          where not customer_contact_preferences.stop_reminders
        returning customer_id`),
      ).length,
  );
}

/** "Stop reminders" off for each customer who had it. */
async function resumeReminders(db: Queryable, ids: string[], now: Date): Promise<number> {
  return chunked(
    db,
    ids,
    async (tx, chunk) =>
      rowsOf(
        await tx.execute(sql`
        update customer_contact_preferences
        set stop_reminders = false, stop_reminders_at = null, updated_at = ${now.toISOString()}::timestamptz
        where customer_id = any(${sql.param(chunk)}::uuid[]) and stop_reminders
        returning customer_id`),
      ).length,
  );
}

/** A bulk action refused before anything is written: 400 like a contract failure, naming the field. */
export class BulkRefused extends ApiError {
  constructor(
    readonly field: string,
    text: string,
  ) {
    super(400, 'validation_error', `Invalid request: ${field}: ${text}`);
  }

  override toBody() {
    return { ...super.toBody(), issues: [{ path: this.field, message: this.message.replace(`Invalid request: ${this.field}: `, '') }] };
  }
}

/**
 * One action over a selection, in one transaction, set-based: assign to a collector (or to nobody),
 * stop or resume reminders. Answers how many were selected and how many changed.
 */
export async function runBulkAction(
  deps: AppDeps,
  request: Exclude<TCustomerBulkRequest, { action: 'send' }>,
  actorId: string | null,
): Promise<TCustomerBulkResult> {
  const { db, clock, bus } = deps;
  if (request.action === 'assign' && request.collectorId !== null && !(await isAssignable(db, request.collectorId))) {
    throw new BulkRefused('collectorId', 'Not an active admin or collector');
  }
  const ids = await selectedIds(deps, request.selection);
  let changed = 0;
  if (ids.length > 0) {
    if (request.action === 'assign') changed = await assignOwners(db, { customerIds: ids, collectorId: request.collectorId, actorId });
    else if (request.action === 'stop_reminders') changed = await stopReminders(db, ids, clock.now());
    else changed = await resumeReminders(db, ids, clock.now());
  }
  if (changed > 0) {
    // More customers than a notification carries: "any customer may have changed".
    const customerIds = ids.length <= MAX_REALTIME_CUSTOMER_IDS ? ids : undefined;
    await bus.publish({ type: 'metrics_updated', data: { scopes: ['customers'], ...(customerIds ? { customerIds } : {}) } });
  }
  return { selected: ids.length, changed };
}
