import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './payment-links.handlers';
import * as routes from './payment-links.routes';

export const paymentLinksRouter = createRouter().openapi(routes.list, handlers.list).openapi(routes.readiness, handlers.readiness);
