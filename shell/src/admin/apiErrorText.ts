import { isApiCallError } from '@duesflow/remote-kit/httpBaseQuery';

/** The API's own sentence when it sent one ("That email is already in use."), else "status: text". */
export function apiErrorText(error: unknown): string {
  if (isApiCallError(error)) return error.reason ?? error.message;
  return error instanceof Error ? error.message : 'Something went wrong';
}
