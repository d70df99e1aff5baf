import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './customer-page.handlers';
import * as routes from './customer-page.routes';

export const customerPageRouter = createRouter()
  .openapi(routes.font, handlers.font)
  .openapi(routes.page, handlers.page as never)
  .openapi(routes.shortLink, handlers.shortLink as never)
  .openapi(routes.statement, handlers.statement)
  .openapi(routes.pay, handlers.pay)
  .openapi(routes.promise, handlers.promise)
  .openapi(routes.dispute, handlers.dispute)
  .openapi(routes.paid, handlers.paid)
  .openapi(routes.optOut, handlers.optOut)
  .openapi(routes.links, handlers.links)
  .openapi(routes.createLink, handlers.createLink)
  .openapi(routes.revokeLinks, handlers.revokeLinks);
