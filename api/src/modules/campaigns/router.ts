import { createRouter } from '../../core/lib/create-router';
import { callScriptsRouter } from './call-scripts/call-scripts.index';
import { campaignsRouter } from './campaigns/campaigns.index';
import { reminderSequencesRouter } from './reminder-sequences/reminder-sequences.index';
import { messageTemplatesRouter } from './message-templates/message-templates.index';

/** Every communications route (templates, campaigns, call scripts, reminder sequences; contact preferences are the customers module's). */
export const communicationsRouter = createRouter()
  .route('/', messageTemplatesRouter)
  .route('/', campaignsRouter)
  .route('/', callScriptsRouter)
  .route('/', reminderSequencesRouter);
