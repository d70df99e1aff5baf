import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppBindings } from '../app-deps';
import { validationError } from './validation-error';

/**
 * Every router validates with the contracts and answers a failed validation with a 400 ZApiError that
 * names the offending fields, before any handler (and so any write) runs.
 */
export function createRouter() {
  return new OpenAPIHono<AppBindings>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(validationError(result.error, result.target), 400);
    },
  });
}

export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppBindings>;

/**
 * For the providers' callbacks, whose query or headers carry their credentials (a token, a signature)
 * instead of a session: missing or malformed credentials make the request unauthenticated, so it is
 * answered 401 like any other request without a session, before anything of it is read.
 */
export function refuseUnauthenticated(message: string) {
  // `never`: the answer is one of every callback route's declared responses (401, ZApiError).
  return (result: { success: boolean }, c: Context) =>
    result.success ? undefined : (c.json({ error: 'invalid_signature', message }, 401) as never);
}
