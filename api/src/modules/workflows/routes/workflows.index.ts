import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './workflows.handlers';
import * as routes from './workflows.routes';

export const workflowsRouter = createRouter()
  .openapi(routes.listExecutions, handlers.listExecutions)
  .openapi(routes.paymentCalls, handlers.paymentCalls)
  .openapi(routes.bulkSms, handlers.bulkSms)
  .openapi(routes.generatePaymentLink, handlers.generatePaymentLink)
  .openapi(routes.customerCall, handlers.customerCall)
  .openapi(routes.whatsapp, handlers.whatsapp)
  .openapi(routes.paymentLink, handlers.paymentLink)
  .openapi(routes.airtableSync, handlers.airtableSync)
  .openapi(routes.paymentCallsPreview, handlers.paymentCallsPreview)
  .openapi(routes.bulkSmsPreview, handlers.bulkSmsPreview)
  .openapi(routes.customerCallPreview, handlers.customerCallPreview)
  .openapi(routes.whatsappPreview, handlers.whatsappPreview);
