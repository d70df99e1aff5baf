import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './campaigns.handlers';
import * as routes from './campaigns.routes';

// Candidates before {id}: "candidates" is no campaign id.
export const campaignsRouter = createRouter()
  .openapi(routes.preview, handlers.preview)
  .openapi(routes.candidates, handlers.candidates)
  .openapi(routes.list, handlers.list)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.create, handlers.create);
