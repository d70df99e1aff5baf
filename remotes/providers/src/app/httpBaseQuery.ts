import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { ZApiError } from '@duesflow/shared-contracts/common';
import { httpErrorMessage } from '@duesflow/shared-contracts/http';
import { getApiBase } from './apiBase';

/** The error every providers call yields. */
export interface TProvidersError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** Spec part 2 §7: the status code, ': ', then the response text (or the status text). */
  message: string;
  /** The API's own readable `message` when the body is the API's error shape. */
  reason?: string;
}

/** Keep the body as text when the call failed (it becomes the message), parse JSON when it succeeded. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text;
  return text ? JSON.parse(text) : null;
}

function apiReason(body: string): string | undefined {
  try {
    const parsed = ZApiError.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * fetchBaseQuery with session cookies, the base URL read at call time (mount() may change it), and
 * every non-OK response turned into `httpErrorMessage(status, statusText, body)`.
 */
export const httpBaseQuery: BaseQueryFn<string | FetchArgs, unknown, TProvidersError> = async (args, api, extraOptions) => {
  const query = fetchBaseQuery({ baseUrl: getApiBase(), credentials: 'include', responseHandler: readBody });
  const result = await query(args, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  if (typeof error.status === 'number') {
    const statusText = result.meta?.response?.statusText ?? '';
    const body = typeof error.data === 'string' ? error.data : '';
    return {
      error: { status: error.status, message: httpErrorMessage(error.status, statusText, body), reason: apiReason(body) },
      meta: result.meta,
    };
  }
  return { error: { status: error.status, message: error.error }, meta: result.meta };
};

/** What a toast says about a failed call: the API's reason when it gave one, else the HTTP message. */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const { reason, message } = error as Partial<TProvidersError>;
    return reason ?? message ?? 'Unknown error';
  }
  return 'Unknown error';
}
