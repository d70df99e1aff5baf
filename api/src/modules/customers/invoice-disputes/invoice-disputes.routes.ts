import { createRoute, z } from '@hono/zod-openapi';
import { ZUuid } from '@duesflow/shared-contracts/common';
import { ZInvoiceDisputes, ZOpenInvoiceDisputeRequest, ZResolveInvoiceDisputeRequest } from '@duesflow/shared-contracts/invoice-disputes';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';

const TAGS = ['Customers'];
const ZIdParam = z.object({ id: ZUuid });

export const list = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/customers/{id}/invoice-disputes',
  tags: TAGS,
  summary: "A customer's open invoice disputes (each invoice left out of reminders) and the open invoices that could be disputed",
  request: { params: ZIdParam },
  responses: {
    200: jsonContent(ZInvoiceDisputes, 'The open disputes, oldest due first'),
    ...BAD_REQUEST,
    404: errorResponse('No such customer'),
  },
});

export const open = createRoute({
  ...access('collect', 'customer.invoice-dispute'),
  method: 'post',
  path: '/api/customers/{id}/invoice-disputes',
  tags: TAGS,
  summary: 'Mark one open invoice disputed: it leaves every reminder (and its unpaid part what they ask for) until resolved',
  request: { params: ZIdParam, body: jsonBody(ZOpenInvoiceDisputeRequest) },
  responses: {
    201: jsonContent(ZInvoiceDisputes, 'The open disputes, with this one'),
    ...BAD_REQUEST,
    404: errorResponse('No such customer'),
    409: errorResponse('The invoice is already in dispute'),
  },
});

export const resolve = createRoute({
  ...access('collect', 'customer.invoice-dispute-resolve'),
  method: 'post',
  path: '/api/customers/{id}/invoice-disputes/{disputeId}/resolve',
  tags: TAGS,
  summary: 'Resolve an invoice dispute with a short note: reminders may name and ask for the invoice again',
  request: { params: ZIdParam.extend({ disputeId: ZUuid }), body: jsonBody(ZResolveInvoiceDisputeRequest) },
  responses: {
    200: jsonContent(ZInvoiceDisputes, 'The open disputes left'),
    ...BAD_REQUEST,
    404: errorResponse('No such customer, or no such open dispute'),
  },
});
