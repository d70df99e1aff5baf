import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './pay.handlers';
import * as routes from './pay.routes';

export const payRouter = createRouter()
  .openapi(routes.payPage, handlers.payPage as never)
  .openapi(routes.confirm, handlers.confirm);
