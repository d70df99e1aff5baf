import { sql } from 'drizzle-orm';
import type { TTimelineEvent } from '@duesflow/shared-contracts/customer-timeline';
import type { TSessionUser } from '@duesflow/shared-contracts/auth';
import type { Queryable } from '../../../core/db/database';
import { rowsOf } from '../../../core/db/database';

/** Stores a note by `author`; null when there is no such customer (nothing written). */
export async function addCustomerNote(
  db: Queryable,
  customerId: string,
  text: string,
  author: TSessionUser,
  at: Date,
): Promise<TTimelineEvent | null> {
  const [row] = rowsOf<{ id: string; at: string }>(
    await db.execute(sql`
      insert into customer_notes (customer_id, text, author_id, author_email, created_at)
      select c.id, ${text}, ${author.id}::uuid, ${author.email}, ${at.toISOString()}::timestamptz from customers c where c.id = ${customerId}::uuid
      returning id::text as id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
    `),
  );
  if (!row) return null;
  return {
    id: `n:${row.id}`,
    kind: 'note',
    at: row.at,
    channel: null,
    text,
    status: null,
    detail: null,
    amount: null,
    reference: null,
    invoiceNumber: null,
    actor: author.email,
  };
}
