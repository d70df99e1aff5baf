import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './customers.handlers';
import * as routes from './customers.routes';

export const customersRouter = createRouter().openapi(routes.list, handlers.list).openapi(routes.page, handlers.page);
