import { ZApiError } from '@duesflow/shared-contracts/common';
import type { TCollectionsError } from './httpBaseQuery';

/**
 * The message of a failed call, for a toast. It keeps the spec's "status: text" form, but when the
 * text is the API's JSON error body it shows that body's `message` instead of raw JSON.
 */
export function readableError(error: unknown): string {
  if (!error || typeof error !== 'object' || !('message' in error)) return 'Something went wrong';
  const { status, message } = error as TCollectionsError;
  if (typeof status !== 'number') return message;
  const prefix = `${status}: `;
  const text = message.startsWith(prefix) ? message.slice(prefix.length) : message;
  try {
    const body = ZApiError.safeParse(JSON.parse(text));
    if (body.success) return prefix + body.data.message;
  } catch {
    // Not JSON: the text is already readable.
  }
  return message;
}
