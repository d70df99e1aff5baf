import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { ZApiError, type TApiError } from '@duesflow/shared-contracts/common';
import { httpErrorMessage } from '@duesflow/shared-contracts/http';
import { getApiBase } from './apiBase';

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

/** Keep the body as text when the call failed, parse JSON when it succeeded. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text;
  return text ? JSON.parse(text) : null;
}

function apiErrorOf(body: string): TApiError | undefined {
  if (!body) return undefined;
  try {
    const parsed = ZApiError.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The structured error for a non-OK answer. */
export function httpCallError(status: number, statusText: string, body: string): TApiCallError {
  const apiError = apiErrorOf(body);
  if (!apiError) return { status, message: httpErrorMessage(status, statusText, body), body };
  return {
    status,
    message: httpErrorMessage(status, statusText, apiError.message),
    reason: apiError.message,
    issues: apiError.issues,
    code: apiError.error,
    body,
  };
}

/**
 * fetchBaseQuery with session cookies, the base URL read at call time (mount() may change it), and
 * every failure turned into a `TApiCallError`.
 */
export const httpBaseQuery: BaseQueryFn<string | FetchArgs, unknown, TApiCallError> = async (args, api, extraOptions) => {
  const query = fetchBaseQuery({ baseUrl: getApiBase(), credentials: 'include', responseHandler: readBody });
  const result = await query(args, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  if (typeof error.status === 'number') {
    const statusText = result.meta?.response?.statusText ?? '';
    const body = typeof error.data === 'string' ? error.data : '';
    return { error: httpCallError(error.status, statusText, body), meta: result.meta };
  }
  return { error: { status: error.status, message: error.error }, meta: result.meta };
};

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
