import { and, gte, isNull, ne, or } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { contactAttempts } from '../../db/schema/contact-attempts';

/**
 * Customers someone contacted since `since`, not counting this execution's own attempts: a retried run
 * must not mistake the calls it already placed for someone else's.
 */
export async function contactedSince(db: Queryable, since: Date, executionId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ customerId: contactAttempts.customerId })
    .from(contactAttempts)
    .where(
      and(
        gte(contactAttempts.createdAt, since),
        or(isNull(contactAttempts.executionId), ne(contactAttempts.executionId, executionId)),
      ),
    );
  return new Set(rows.map((row) => row.customerId));
}
