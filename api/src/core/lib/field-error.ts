import type { TApiError } from '@duesflow/shared-contracts/common';
import { ApiError } from './api-error';

/** A 400 naming the offending field, for checks a contract alone cannot make (they need stored rows). */
export class FieldError extends ApiError {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(400, 'invalid_request', message);
  }

  override toBody(): TApiError {
    return { ...super.toBody(), issues: [{ path: this.path, message: this.message }] };
  }
}
