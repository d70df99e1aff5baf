import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The `set` of an upsert that takes these columns from the row that was refused for the conflict
 * (`excluded.<column>`), named by their schema keys: `...fromExcluded(invoices, ['amountPaise'])`.
 * A column named by its key gets the database's snake_case name, as the app's drizzle instance does.
 */
export function fromExcluded<T extends PgTable, K extends keyof T['_']['columns'] & string>(table: T, keys: K[]): Record<K, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    keys.map((key) => {
      const column = columns[key]!;
      return [key, sql`excluded.${sql.identifier(column.keyAsName ? toSnakeCase(column.name) : column.name)}`];
    }),
  ) as Record<K, SQL>;
}
