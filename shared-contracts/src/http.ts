import type { TApiError } from './common';

/**
 * The error message of a failed call (spec part 1 §8): the status code, a colon and a space, then the
 * response text, or the status text when the body is empty.
 */
export function httpErrorMessage(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** Where the signed-in user is read from (`GET`); answers 401 without a session. */
export const SESSION_USER_PATH = '/api/auth/me';

/** Header a client sends so that a retried request starts its workflow only once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The API's error body (`ZApiError`) in a failed answer's text, or undefined when the text is not one.
 * The API builds every such body from `ZApiError`'s type; this light reading keeps zod off the first page,
 * where every screen's calls go through the kit's base query.
 */
export function readApiError(bodyText: string): TApiError | undefined {
  if (!bodyText) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  const candidate = body as Partial<TApiError> | null;
  if (!candidate || typeof candidate !== 'object') return undefined;
  if (typeof candidate.error !== 'string' || typeof candidate.message !== 'string') return undefined;
  const issues = Array.isArray(candidate.issues)
    ? candidate.issues.filter((issue) => issue && typeof issue.path === 'string' && typeof issue.message === 'string')
    : undefined;
  return {
    error: candidate.error,
    message: candidate.message,
    ...(issues ? { issues: issues.map(({ path, message }) => ({ path, message })) } : {}),
  };
}
