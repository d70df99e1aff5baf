import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { httpErrorMessage } from '@duesflow/shared-contracts/http';
import { getApiBase } from './apiBase';

/** The error every collections call yields: the HTTP status (or a transport failure) and a readable message. */
export interface TCollectionsError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
}

/** Keep the body as text when the call failed (it becomes the message), parse JSON when it succeeded. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text;
  return text ? JSON.parse(text) : null;
}

/**
 * fetchBaseQuery with session cookies, reading the base URL at call time (mount() may change it), and
 * turning any non-OK response into `httpErrorMessage(status, statusText, body)` (spec part 1 §8).
 */
export const httpBaseQuery: BaseQueryFn<string | FetchArgs, unknown, TCollectionsError> = async (
  args,
  api,
  extraOptions,
) => {
  const query = fetchBaseQuery({ baseUrl: getApiBase(), credentials: 'include', responseHandler: readBody });
  const result = await query(args, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  if (typeof error.status === 'number') {
    const statusText = result.meta?.response?.statusText ?? '';
    const body = typeof error.data === 'string' ? error.data : '';
    return { error: { status: error.status, message: httpErrorMessage(error.status, statusText, body) }, meta: result.meta };
  }
  return { error: { status: error.status, message: error.error }, meta: result.meta };
};
