import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './timeline.handlers';
import * as routes from './timeline.routes';

export const customerTimelineRouter = createRouter()
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.timeline, handlers.timeline)
  .openapi(routes.addNote, handlers.addNote);
