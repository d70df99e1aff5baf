import type { TApiError } from '@duesflow/shared-contracts/common';

/** A failure a handler reports on purpose; the error middleware turns it into a ZApiError body. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 410 | 415 | 422 | 429 | 500 | 502 | 503,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  toBody(): TApiError {
    return { error: this.code, message: this.message };
  }
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);
