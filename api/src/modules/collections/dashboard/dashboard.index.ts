import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './dashboard.handlers';
import * as routes from './dashboard.routes';

export const dashboardRouter = createRouter().openapi(routes.metrics, handlers.metrics).openapi(routes.refresh, handlers.refresh);
