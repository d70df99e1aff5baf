import { z } from '@hono/zod-openapi';

/**
 * An empty JSON object on which any key fails hard. ZEmptyBody (strict) reports extra keys as a soft
 * "unrecognized keys" issue, which makes zod's union settle on the empty branch and report
 * `{"message": 5}` as an unknown field instead of a wrongly typed message.
 */
const ZNoFields = z
  .record(z.string(), z.never().openapi({ type: 'string', description: 'No field is accepted' }))
  .openapi({ type: 'object', maxProperties: 0, description: 'An empty body' });

/** A body that is either empty (`{}` or absent) or `payload`. */
export function emptyOr<T extends z.ZodType>(payload: T) {
  return z.union([ZNoFields, payload]);
}
