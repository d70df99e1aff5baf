import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './auth.handlers';
import * as routes from './auth.routes';

/** Sign-in, sign-out, the current member of staff and embed sessions. */
export function createAuthRouter(embedOrigins: () => readonly string[]) {
  return createRouter()
    .openapi(routes.login, handlers.login)
    .openapi(routes.logout, handlers.logout)
    .openapi(routes.me, handlers.me)
    .openapi(routes.embedToken, handlers.embedToken)
    .openapi(routes.embedSession, handlers.embedSession(embedOrigins));
}
