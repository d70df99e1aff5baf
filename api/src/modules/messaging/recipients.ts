import { isNotNull, sql, and } from 'drizzle-orm';
import type { Queryable } from '../../core/db/database';
import { customers } from '../../core/db/schema/customers';

/** The last ten digits identify an Indian mobile number however it is written (+91, spaces, 0 prefix). */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

const customerPhoneKey = sql<string>`right(regexp_replace(${customers.phone}, '[^0-9]', '', 'g'), 10)`;

/** Customer ids for typed-in numbers, where exactly one customer has that number. */
export async function matchCustomersByPhone(db: Queryable, phones: string[]): Promise<Map<string, string>> {
  const keys = [...new Set(phones.map(phoneKey))];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, key: customerPhoneKey })
    .from(customers)
    // One array parameter, not one per number: 10,000 typed numbers make a short statement.
    .where(and(isNotNull(customers.phone), sql`${customerPhoneKey} = any(${sql.param(keys)}::text[])`));
  const byKey = new Map<string, string[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.id]);
  return new Map([...byKey].filter(([, ids]) => ids.length === 1).map(([key, ids]) => [key, ids[0] as string]));
}
