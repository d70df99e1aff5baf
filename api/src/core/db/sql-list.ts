import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of constants for `x in ${list}`: `('sent', 'delivered')`. For sets defined once in code (never
 * for input), so a rule such as "a message that went out" reads the same in SQL as in TypeScript.
 */
export function sqlList(values: readonly string[]): SQL {
  if (values.length === 0) throw new Error('an empty list matches nothing');
  return sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);
}
