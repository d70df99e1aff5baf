import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './audit-log.handlers';
import * as routes from './audit-log.routes';

export const auditLogRouter = createRouter().openapi(routes.list, handlers.list);
