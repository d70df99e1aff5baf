import { z } from 'zod';
import { ZApiError } from '@duesflow/shared-contracts/common';

/** A JSON response declaration for createRoute. */
export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/** A JSON request body declaration; `required: false` lets the body be absent altogether. */
export function jsonBody<T extends z.ZodType>(schema: T, required = true) {
  return { content: { 'application/json': { schema } }, required };
}

export const errorResponse = (description: string) => jsonContent(ZApiError, description);

export const BAD_REQUEST = { 400: errorResponse('The request is invalid; `issues` names each offending field') };

/** The optional header that makes a workflow start safe to retry. */
export const ZIdempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(1).max(200).optional(),
});
