import { createRoute, z } from '@hono/zod-openapi';
import { ZEmptyBody } from '@duesflow/shared-contracts/common';
import {
  ZAirtableSyncRequest,
  ZBulkSmsRequest,
  ZGeneratePaymentLinkRequest,
  ZListExecutionsQuery,
  ZCustomerCallRequest,
  ZPaymentLinkRequest,
  ZPaymentLinkStarted,
  ZSendPreviewResponse,
  ZWhatsappRequest,
  ZWorkflowExecutionList,
  ZWorkflowExecutionPage,
  ZWorkflowStarted,
} from '@duesflow/shared-contracts/workflows';
import { emptyOr } from '../../../core/lib/empty-or';
import { BAD_REQUEST, ZIdempotencyHeaders, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';
import { access } from '../../../core/auth/access';

const TAGS = ['Workflows'];

const STARTED = {
  202: jsonContent(
    ZWorkflowStarted,
    'The run was accepted; or the earlier run of the same request (a repeated Idempotency-Key, or without one the same user and payload within 10 minutes), with `replayed: true`',
  ),
  ...BAD_REQUEST,
  422: errorResponse(
    "The Idempotency-Key was already used for a different request (`idempotency_key_reused`), or no gateway can take a link for the amount even in instalments (`no_gateway`, naming each gateway's limit); nothing was started",
  ),
};
const UNKNOWN_CUSTOMER = {
  404: errorResponse('No customer has that id'),
  409: errorResponse('The customer owes nothing (`nothing_due`)'),
};

/** A starter whose body is optional: absent or `{}` means "all overdue customers". */
function starter<T extends z.ZodType, E extends object = Record<never, never>>(
  path: string,
  summary: string,
  body: T,
  required: boolean,
  extra?: E,
) {
  return createRoute({
    ...access('collect', `workflow.${path.split('/').pop()}`),
    method: 'post',
    path,
    tags: TAGS,
    summary,
    request: { headers: ZIdempotencyHeaders, body: jsonBody(body, required) },
    responses: { ...STARTED, ...(extra as E) },
  });
}

export const listExecutions = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/workflows/executions',
  tags: TAGS,
  summary: 'Workflow runs, newest first: the newest `limit` as a plain array, or with `page`/`pageSize` one page of all runs',
  request: { query: ZListExecutionsQuery },
  responses: {
    200: jsonContent(
      z.union([ZWorkflowExecutionList, ZWorkflowExecutionPage]),
      'Runs (an array), or a page of runs when `page` or `pageSize` is given',
    ),
    ...BAD_REQUEST,
  },
});

export const paymentCalls = starter(
  '/api/workflows/payment-follow-up',
  'Voice-call every overdue customer with a phone who was not contacted in the last 24 hours (nor called within the send cooldown)',
  ZEmptyBody,
  false,
);

export const bulkSms = starter(
  '/api/workflows/bulk-sms',
  'SMS: a reminder to every overdue customer with a phone (empty body), or one message to a list of numbers',
  emptyOr(ZBulkSmsRequest),
  false,
);

export const generatePaymentLink = starter(
  '/api/workflows/generate-payment-link',
  'Payment links: one for every overdue customer without an active link (empty body), or one by name',
  emptyOr(ZGeneratePaymentLinkRequest),
  false,
);

export const customerCall = starter(
  '/api/workflows/payment-followup',
  'One follow-up call to a customer',
  ZCustomerCallRequest,
  true,
  UNKNOWN_CUSTOMER,
);

export const whatsapp = starter(
  '/api/workflows/whatsapp',
  'WhatsApp: the payment reminder to one customer, or one message to a list of numbers',
  ZWhatsappRequest,
  true,
  UNKNOWN_CUSTOMER,
);

export const paymentLink = createRoute({
  ...access('collect', 'workflow.payment-link'),
  method: 'post',
  path: '/api/workflows/payment-link',
  tags: TAGS,
  summary:
    "A payment link for one customer (an instalment plan when above every gateway's maximum); the answer carries the URL to share, " +
    'which is payable once its run has succeeded (GET /api/payment-links/{id})',
  request: { headers: ZIdempotencyHeaders, body: jsonBody(ZPaymentLinkRequest) },
  responses: {
    ...STARTED,
    202: jsonContent(ZPaymentLinkStarted, 'The link exists and its run was accepted'),
    ...UNKNOWN_CUSTOMER,
  },
});

export const airtableSync = starter(
  '/api/workflows/airtable-sync',
  'Re-read the customer store, expire payment links past their date, recompute figures',
  ZAirtableSyncRequest,
  true,
);

/**
 * The dry run of a send (`…/preview` beside its start, the same body): what would go now, wait for its
 * channel's hours, or be skipped and why, and the cost, from the same gate as the run; nothing is written.
 */
function previewer<T extends z.ZodType>(path: string, summary: string, body: T, required: boolean) {
  return createRoute({
    ...access('collect', `workflow.${path.split('/').slice(-2, -1)[0]}.preview`),
    method: 'post',
    path,
    tags: TAGS,
    summary,
    request: { body: jsonBody(body, required) },
    responses: { 200: jsonContent(ZSendPreviewResponse, 'What the send would do now; nothing was written or sent'), ...BAD_REQUEST },
  });
}

export const paymentCallsPreview = previewer(
  '/api/workflows/payment-follow-up/preview',
  'Dry run of Start Payment Calls: who would be called now, held for CALL_WINDOW, or skipped and why',
  ZEmptyBody,
  false,
);

export const bulkSmsPreview = previewer(
  '/api/workflows/bulk-sms/preview',
  'Dry run of a bulk SMS (the same body as its start): how many go now, wait, or are skipped and why, and the cost per SMS part',
  emptyOr(ZBulkSmsRequest),
  false,
);

export const customerCallPreview = previewer(
  '/api/workflows/payment-followup/preview',
  "Dry run of a customer row's call",
  ZCustomerCallRequest,
  true,
);

export const whatsappPreview = previewer(
  '/api/workflows/whatsapp/preview',
  'Dry run of a WhatsApp reminder to one customer, or of a message to a list of numbers',
  ZWhatsappRequest,
  true,
);
