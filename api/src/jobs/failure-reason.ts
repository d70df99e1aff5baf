/**
 * What a failed run or chunk stores as its error, for staff to read: the innermost cause's message.
 * A database error comes wrapped by the query builder as "Failed query: <the SQL> params: <values>"
 * with the database's own message as its cause; the SQL and the values are for the log, not for staff.
 */
export function failureReason(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current instanceof Error && current.cause instanceof Error; depth += 1) current = current.cause;
  const message = current instanceof Error ? current.message : String(current);
  return message.trim() || 'Unknown error';
}
