import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './workflows.handlers';
import * as routes from './workflows.routes';

export const workflowsRouter = createRouter()
  .openapi(routes.listExecutions, handlers.listExecutions)
  .openapi(routes.paymentFollowUp, handlers.paymentFollowUp)
  .openapi(routes.bulkSms, handlers.bulkSms)
  .openapi(routes.generatePaymentLink, handlers.generatePaymentLink)
  .openapi(routes.paymentFollowup, handlers.paymentFollowup)
  .openapi(routes.whatsapp, handlers.whatsapp)
  .openapi(routes.paymentLink, handlers.paymentLink)
  .openapi(routes.airtableSync, handlers.airtableSync)
  .openapi(routes.paymentFollowUpPreview, handlers.paymentFollowUpPreview)
  .openapi(routes.bulkSmsPreview, handlers.bulkSmsPreview)
  .openapi(routes.paymentFollowupPreview, handlers.paymentFollowupPreview)
  .openapi(routes.whatsappPreview, handlers.whatsappPreview);
