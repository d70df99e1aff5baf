import { desc, eq } from 'drizzle-orm';
import type { TCallOutcomeRecord, TCallOutcomeRequest } from '@duesflow/shared-contracts/call-outcomes';
import type { AppDeps } from '../../core/app-deps';
import { callOutcomes } from '../../core/db/schema/call-outcomes';
import { customers } from '../../core/db/schema/customers';
import { staffUsers } from '../../core/db/schema/staff';
import { ApiError, notFound } from '../../core/lib/api-error';
import { businessDate } from '../../core/lib/clock';
import { paiseToRupees, rupeesToPaise } from '../../core/lib/money';
import { changeContactPreferences } from '../customers';

type OutcomeRow = typeof callOutcomes.$inferSelect;

/** The dispute's reason when the collector wrote no note, and the longest reason a dispute keeps (ZDisputeRequest). */
const DISPUTED_ON_CALL = 'Disputed on a call';
const DISPUTE_REASON_MAX = 500;

function toRecord(row: OutcomeRow, staffName: string): TCallOutcomeRecord {
  return {
    id: row.id,
    customerId: row.customerId,
    outcome: row.outcome,
    note: row.note,
    promisedDate: row.promisedDate,
    promisedAmount: row.promisedAmountPaise == null ? null : paiseToRupees(row.promisedAmountPaise),
    callBackAt: row.callBackAt?.toISOString() ?? null,
    staff: { id: row.staffId, name: staffName },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Records how a call went. A promise made on it is recorded through the promises module first (the
 * send gate's preferences and the customer's promises, in their own transaction), so an outcome never
 * claims a promise the gate does not know; a dispute is recorded as the customer's dispute (the note its
 * reason). The screens hear of the change.
 */
export async function recordOutcome(
  deps: Pick<AppDeps, 'db' | 'clock' | 'bus'>,
  customerId: string,
  staff: { id: string; name: string },
  body: TCallOutcomeRequest,
): Promise<TCallOutcomeRecord> {
  const { db, clock, bus } = deps;
  const now = clock.now();
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound('Customer');
  if (body.promisedDate && body.promisedDate < businessDate(now)) {
    throw new ApiError(422, 'promise_in_past', 'promisedDate: a promise must be for today or a later date');
  }
  if (body.callBackAt && Date.parse(body.callBackAt) < now.getTime() - 60_000) {
    throw new ApiError(422, 'call_back_in_past', 'callBackAt: a call-back must be at a later time');
  }
  const promisedAmountPaise = body.promisedAmount === undefined ? null : rupeesToPaise(body.promisedAmount);
  const note = body.note ? body.note : null;
  if (body.promisedDate) {
    await changeContactPreferences(deps, customerId, { promisedDate: body.promisedDate, promisedAmountPaise, promiseNote: note });
  }
  // A dispute told on the call is the customer's dispute: the gate holds reminders until staff resolve it.
  if (body.outcome === 'disputed') {
    await changeContactPreferences(deps, customerId, {
      disputedAt: now,
      disputeReason: (note ?? DISPUTED_ON_CALL).slice(0, DISPUTE_REASON_MAX),
    });
  }
  const [row] = await db
    .insert(callOutcomes)
    .values({
      customerId,
      staffId: staff.id,
      outcome: body.outcome,
      note,
      promisedDate: body.promisedDate ?? null,
      promisedAmountPaise: body.promisedDate ? promisedAmountPaise : null,
      callBackAt: body.callBackAt ? new Date(body.callBackAt) : null,
      createdAt: now,
    })
    .returning();
  await bus.publish({ type: 'metrics_updated', data: { scopes: ['customers'], customerIds: [customerId] } });
  return toRecord(row!, staff.name);
}

/** A customer's outcomes, newest first. */
export async function listOutcomes(deps: Pick<AppDeps, 'db'>, customerId: string, limit = 50): Promise<TCallOutcomeRecord[]> {
  const rows = await deps.db
    .select({ row: callOutcomes, staffName: staffUsers.name })
    .from(callOutcomes)
    .innerJoin(staffUsers, eq(staffUsers.id, callOutcomes.staffId))
    .where(eq(callOutcomes.customerId, customerId))
    .orderBy(desc(callOutcomes.createdAt), desc(callOutcomes.id))
    .limit(limit);
  return rows.map(({ row, staffName }) => toRecord(row, staffName));
}
