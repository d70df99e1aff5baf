import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
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
