import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './message-templates.handlers';
import * as routes from './message-templates.routes';

export const messageTemplatesRouter = createRouter().openapi(routes.list, handlers.list);
