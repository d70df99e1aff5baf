import { createRouter } from '../lib/create-router';
import { callScriptsRouter } from '../routes/call-scripts/call-scripts.index';
import { campaignsRouter } from '../routes/campaigns/campaigns.index';
import { contactPreferencesRouter } from '../routes/contact-preferences/contact-preferences.index';
import { reminderSequencesRouter } from '../routes/reminder-sequences/reminder-sequences.index';
import { messageTemplatesRouter } from '../routes/message-templates/message-templates.index';

/** Every communications route (templates, campaigns, call scripts, reminder sequences, contact preferences). */
export const communicationsRouter = createRouter()
  .route('/', messageTemplatesRouter)
  .route('/', campaignsRouter)
  .route('/', callScriptsRouter)
  .route('/', reminderSequencesRouter)
  .route('/', contactPreferencesRouter);
