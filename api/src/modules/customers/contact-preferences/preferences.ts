import { eq } from 'drizzle-orm';
import type { TPromiseSource } from '@duesflow/shared-contracts/promises';
import type { TContactPreferences } from '@duesflow/shared-contracts/reminder-sequences';
import type { Database } from '../../../core/db/database';
import { customerContactPreferences } from '../../../core/db/schema/communications';
import { customers } from '../../../core/db/schema/customers';
import { notFound } from '../../../core/lib/api-error';
import type { Clock } from '../../../core/lib/clock';
import { paiseToRupees } from '../../../core/lib/money';
import type { RealtimeBus } from '../../../core/realtime/realtime-bus';
import { closeOpenPromises, listPromises, recordPromise, type PromiseInstalment } from '../promises/promises';

type Row = typeof customerContactPreferences.$inferSelect;
/** A customer's stop, promise and dispute, as staff or the customer's own page set them; the send gate reads them. */
export type ContactPreferenceChanges = Partial<Omit<Row, 'customerId'>>;

function view(customerId: string, row: Row | undefined, promises: TContactPreferences['promises']): TContactPreferences {
  return {
    customerId,
    stopReminders: row?.stopReminders ?? false,
    stopRemindersAt: row?.stopRemindersAt?.toISOString() ?? null,
    promisedDate: row?.promisedDate ?? null,
    promisedAmount: row?.promisedAmountPaise == null ? null : paiseToRupees(row.promisedAmountPaise),
    promiseNote: row?.promiseNote ?? null,
    disputed: row?.disputedAt != null,
    disputeReason: row?.disputeReason ?? null,
    disputedAt: row?.disputedAt?.toISOString() ?? null,
    optedOutChannels: row?.optedOutChannels ?? [],
    paidClaim: row?.paidClaimedAt
      ? {
          at: row.paidClaimedAt.toISOString(),
          reference: row.paidClaimReference ?? '',
          amount: row.paidClaimAmountPaise == null ? null : paiseToRupees(row.paidClaimAmountPaise),
        }
      : null,
    promises,
  };
}

export async function readContactPreferences(db: Database, customerId: string): Promise<TContactPreferences> {
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound('Customer');
  const [row] = await db.select().from(customerContactPreferences).where(eq(customerContactPreferences.customerId, customerId));
  return view(customerId, row, await listPromises(db, customerId));
}

/**
 * Writes the changes (creating the customer's row) and tells the screens the customer changed. A promise
 * set is also recorded among the customer's promises (`source` says who made it; `instalments`, when it
 * is made in several, one row each, the changes holding the first's date and amount), a promise cleared
 * withdraws the open one: in the same transaction, so the gate's preferences and the record never differ.
 */
export async function changeContactPreferences(
  deps: { db: Database; clock: Clock; bus: RealtimeBus },
  customerId: string,
  changes: ContactPreferenceChanges,
  { source = 'staff', instalments }: { source?: TPromiseSource; instalments?: PromiseInstalment[] } = {},
): Promise<TContactPreferences> {
  const { db, clock, bus } = deps;
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound('Customer');
  const now = clock.now();
  const values = { ...changes, updatedAt: now };
  await db.transaction(async (tx) => {
    await tx
      .insert(customerContactPreferences)
      .values({ customerId, ...values })
      .onConflictDoUpdate({ target: customerContactPreferences.customerId, set: values });
    if (changes.promisedDate) {
      await recordPromise(tx, customerId, {
        promisedDate: changes.promisedDate,
        amountPaise: changes.promisedAmountPaise ?? null,
        source,
        note: changes.promiseNote ?? null,
        at: now,
        instalments,
      });
    } else if (changes.promisedDate === null) {
      await closeOpenPromises(tx, customerId, 'withdrawn', now);
    }
  });
  await bus.publish({ type: 'metrics_updated', data: { scopes: ['customers'], customerIds: [customerId] } });
  return readContactPreferences(db, customerId);
}
