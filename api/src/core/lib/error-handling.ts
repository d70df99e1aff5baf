import type { Context, ErrorHandler, MiddlewareHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { TApiError } from '@duesflow/shared-contracts/common';
import type { AppBindings } from '../app-deps';
import { databaseFault, databaseReason, isRefusedValue } from '../jobs/failure-reason';
import { ApiError } from './api-error';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

/** Every failure leaves as a ZApiError body; unexpected ones are logged and never leak details. */
export const handleError: ErrorHandler<AppBindings> = (error, c) => {
  if (error instanceof ApiError) return c.json(error.toBody(), error.status);
  if (error instanceof HTTPException) {
    const status = error.status;
    const body: TApiError = { error: CODE_BY_STATUS[status] ?? 'http_error', message: error.message || `HTTP ${status}` };
    if (status === 400 && /json/i.test(body.message)) body.issues = [{ path: 'body', message: body.message }];
    return c.json(body, status);
  }
  // A database error never answers its message (it can quote SQL, parameters or values). One that refuses
  // a value of the request is the request's fault; the contracts should have caught it first.
  const fault = databaseFault(error);
  if (fault && isRefusedValue(fault)) {
    c.var.deps?.logger.warn(`${c.req.method} ${c.req.path} refused by the database [${fault.code}]`);
    if (fault.code === '23505') {
      return c.json({ error: 'conflict', message: 'That record already exists' } satisfies TApiError, 409);
    }
    return c.json({ error: 'invalid_value', message: `${databaseReason(fault)}.` } satisfies TApiError, 400);
  }
  c.var.deps?.logger.error(`${c.req.method} ${c.req.path} failed`, error);
  return c.json({ error: 'internal_error', message: 'Something went wrong on the server' } satisfies TApiError, 500);
};

export const handleNotFound: NotFoundHandler<AppBindings> = (c: Context) =>
  c.json({ error: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` } satisfies TApiError, 404);

const JSON_TYPE = /^application\/([\w.-]+\+)?json/i;

/**
 * Starters whose body is optional accept no body at all, `{}`, or their payload. A client that says
 * JSON but sends nothing means "no payload" too, rather than malformed JSON.
 */
export const emptyJsonIsEmptyObject: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'GET' && JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    const text = await c.req.text();
    // Hono keeps the body as a promise of text and parses JSON from it.
    if (text.trim() === '') c.req.bodyCache.text = Promise.resolve('{}') as unknown as string;
  }
  await next();
};
