import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { httpErrorMessage, readApiError } from '@duesflow/shared-contracts/http';
import { getApiBase } from './apiBase';
import type { TApiCallError } from './apiCallError';
import { notifySessionEnded, UNAUTHENTICATED_CODE } from './sessionEvents';

// The error shape and its readers live apart, free of RTK Query, so a screen that only words a failure
// (the send gate's texts on the Dashboard) does not bring RTK Query with it.
export { errorMessage, isApiCallError, type TApiCallError } from './apiCallError';

/** Keep the body as text when the call failed, parse JSON when it succeeded. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text;
  return text ? JSON.parse(text) : null;
}

/** The structured error for a non-OK answer. */
export function httpCallError(status: number, statusText: string, body: string): TApiCallError {
  const apiError = readApiError(body);
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

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The API refuses a state-changing request that is not JSON (a cross-site form or beacon cannot send
 * that type without a preflight), so every POST/PUT/PATCH/DELETE says `application/json`, even without
 * a body. A body fetchBaseQuery serialises gets the type anyway; FormData (an upload) keeps its own.
 */
export function withJsonContentType(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string') return args;
  const method = (args.method ?? 'GET').toUpperCase();
  if (!METHODS_WITH_BODY.has(method) || args.body !== undefined) return args;
  const headers = new Headers(args.headers as HeadersInit | undefined);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return { ...args, headers };
}

/**
 * fetchBaseQuery with session cookies, the base URL read at call time (mount() may change it), a JSON
 * content type on every state-changing request, and every failure turned into a `TApiCallError`. A 401
 * `unauthenticated` answer also tells the host that the session ended (`sessionEvents`).
 */
export const httpBaseQuery: BaseQueryFn<string | FetchArgs, unknown, TApiCallError> = async (args, api, extraOptions) => {
  const apiBase = getApiBase();
  const query = fetchBaseQuery({ baseUrl: apiBase, credentials: 'include', responseHandler: readBody });
  const result = await query(withJsonContentType(args), api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  if (typeof error.status === 'number') {
    const statusText = result.meta?.response?.statusText ?? '';
    const body = typeof error.data === 'string' ? error.data : '';
    const callError = httpCallError(error.status, statusText, body);
    if (callError.status === 401 && callError.code === UNAUTHENTICATED_CODE) notifySessionEnded(apiBase);
    return { error: callError, meta: result.meta };
  }
  return { error: { status: error.status, message: error.error }, meta: result.meta };
};
