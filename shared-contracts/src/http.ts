/**
 * The error message of a failed call (spec part 1 §8): the status code, a colon and a space, then the
 * response text, or the status text when the body is empty.
 */
export function httpErrorMessage(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** Header a client sends so that a retried request starts its workflow only once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
