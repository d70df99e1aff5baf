import type { TApiError } from '@duesflow/shared-contracts/common';

/** The error every call through `httpBaseQuery` yields. */
export interface TApiCallError {
  /** The HTTP status, or how the call failed before an answer arrived. */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /**
   * Spec part 1 §8 / part 2 §7: the status code, ': ', then the response text (or the status text).
   * When the body is the API's JSON error shape, the text is its readable `message`, never raw JSON.
   */
  message: string;
  /** The API's own `message` when the body had the API's error shape. */
  reason?: string;
  /** The API's field issues (bad input), for forms that mark fields. */
  issues?: TApiError['issues'];
  /** The API's machine-readable `error` code. */
  code?: string;
  /** The raw body text of a failed answer, for callers that read a structured failure (e.g. a partial import). */
  body?: string;
}

/** True for the error shape `httpBaseQuery` yields. */
export function isApiCallError(error: unknown): error is TApiCallError {
  return typeof error === 'object' && error !== null && 'status' in error && typeof (error as TApiCallError).message === 'string';
}

/** What a toast or error panel says about a failed call, in the spec's "status: text" form. */
export function errorMessage(error: unknown): string {
  if (isApiCallError(error)) return error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong';
}
