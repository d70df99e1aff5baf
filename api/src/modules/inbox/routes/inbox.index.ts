import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './inbox.handlers';
import * as routes from './inbox.routes';

/** The staff inbox: customers' replies and marking them handled (docs/inbox.md). */
export const inboxRouter = createRouter().openapi(routes.list, handlers.list).openapi(routes.handled, handlers.handled);
