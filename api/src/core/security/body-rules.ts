import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { TApiError } from '@duesflow/shared-contracts/common';
import { incomingOf } from './request-origin';

const MB = 1024 * 1024;
/** Every JSON body. */
export const JSON_BODY_LIMIT_BYTES = 1 * MB;
/** The Tally import (a few years of vouchers) and the customer import (a .csv or .xlsx). */
export const UPLOAD_BODY_LIMIT_BYTES = 10 * MB;

/**
 * Routes that take a body other than JSON (they check its type themselves, with their own 415), and
 * their limit. Every other state-changing route takes JSON up to 1 MB.
 */
export const UPLOAD_ROUTES: Readonly<Record<string, { limitBytes: number }>> = {
  // multipart/form-data with a `file` field, or the export itself as JSON.
  '/api/tally/import': { limitBytes: UPLOAD_BODY_LIMIT_BYTES },
  // Customer import: a .csv or .xlsx as multipart/form-data (fields file and mapping).
  '/api/customers/import/preview': { limitBytes: UPLOAD_BODY_LIMIT_BYTES },
  '/api/customers/import': { limitBytes: UPLOAD_BODY_LIMIT_BYTES },
  // Providers' delivery reports: MSG91's v2 webhook and Exotel's status callback are form-encoded.
  '/api/channel-webhooks/msg91/delivery-report': { limitBytes: JSON_BODY_LIMIT_BYTES },
  '/api/channel-webhooks/exotel/call-status': { limitBytes: JSON_BODY_LIMIT_BYTES },
  // Customers' SMS replies MSG91 forwards from a virtual number: JSON or a form (docs/inbox.md).
  '/api/channel-webhooks/msg91/inbound': { limitBytes: JSON_BODY_LIMIT_BYTES },
  // Customers' emails a Mailgun route forwards: multipart/form-data, attachments included (docs/inbox.md).
  '/api/channel-webhooks/mailgun/inbound': { limitBytes: UPLOAD_BODY_LIMIT_BYTES },
};

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

export const UNSUPPORTED_MEDIA_TYPE: TApiError = {
  error: 'unsupported_media_type',
  message: 'Send the body as JSON (Content-Type: application/json).',
};

export const payloadTooLarge = (limitBytes: number): TApiError => ({
  error: 'payload_too_large',
  message: `The request body is larger than ${limitBytes / MB} MB.`,
});

/**
 * HTTP's own rule (RFC 9112 §6.3): a request with neither Content-Length nor Transfer-Encoding has no
 * body, and Content-Length: 0 says so outright.
 */
async function isBodyless(c: Context): Promise<boolean> {
  if (c.req.header('content-type') || c.req.header('transfer-encoding')) return false;
  const length = c.req.header('content-length');
  if (length !== undefined) return length.trim() === '0';
  if (incomingOf(c)) return true;
  // A request made in-process (app.request) has no Content-Length even with a body: look at a copy of it.
  return c.req.raw.body === null || (await c.req.raw.clone().arrayBuffer()).byteLength === 0;
}

/**
 * A state-changing request with a body says `Content-Type: application/json`: a form or a `text/plain`
 * beacon from another site cannot, without a CORS preflight the API does not grant. The spec's calls
 * without a payload (refresh, force sync, execute follow-ups, delete) send no body and need no type;
 * which pages may send them at all is the Origin check's decision. Upload routes (the Tally import)
 * take their own types and refuse others themselves.
 */
export async function hasAcceptedContentType(c: Context): Promise<boolean> {
  return UPLOAD_ROUTES[c.req.path] !== undefined || JSON_TYPE.test(c.req.header('content-type') ?? '') || (await isBodyless(c));
}

/** 415 `unsupported_media_type` unless hasAcceptedContentType. */
export const requireJsonContentType: MiddlewareHandler = async (c, next) => {
  if (!(await hasAcceptedContentType(c))) return c.json(UNSUPPORTED_MEDIA_TYPE, 415);
  await next();
};

export const INVALID_UTF8: TApiError = {
  error: 'invalid_utf8',
  message: 'The request body is not valid UTF-8.',
  issues: [{ path: 'body', message: 'The request body is not valid UTF-8.' }],
};

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A JSON body must be UTF-8 (RFC 8259): bytes that are not are refused (400 `invalid_utf8`), never
 * decoded into U+FFFD and stored. Reads the body once and keeps its text for the handler.
 */
export async function isInvalidUtf8Body(c: Context): Promise<boolean> {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) return false;
  let text: string;
  try {
    text = strictUtf8.decode(await c.req.arrayBuffer());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_ENCODING_INVALID_ENCODED_DATA') return true;
    throw error;
  }
  // Hono keeps each body as a promise of its content.
  c.req.bodyCache.text = Promise.resolve(text) as unknown as string;
  return false;
}

const limits = new Map<number, MiddlewareHandler>();
function limiter(limitBytes: number): MiddlewareHandler {
  let middleware = limits.get(limitBytes);
  if (!middleware) {
    middleware = bodyLimit({ maxSize: limitBytes, onError: (c) => c.json(payloadTooLarge(limitBytes), 413) });
    limits.set(limitBytes, middleware);
  }
  return middleware;
}

/**
 * Refuses a body over its route's limit before it is read whole: a declared Content-Length over the
 * limit is answered at once (the server then drops the connection rather than read the rest), and a
 * chunked body is counted while it streams in and refused as soon as it passes the limit.
 */
export const limitBodySize: MiddlewareHandler = (c, next) =>
  limiter(UPLOAD_ROUTES[c.req.path]?.limitBytes ?? JSON_BODY_LIMIT_BYTES)(c, next);
