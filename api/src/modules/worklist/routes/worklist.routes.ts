import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZCallOutcomeRecord, ZCallOutcomeRequest } from '@duesflow/shared-contracts/call-outcomes';
import { ZUuid } from '@duesflow/shared-contracts/common';
import { ZWorklist, ZWorklistQuery } from '@duesflow/shared-contracts/worklist';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';

const TAGS = ['Worklist'];
const ZCustomerParam = z.object({ customerId: ZUuid });

export const worklist = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/worklist',
  tags: TAGS,
  summary:
    "Today's customers to contact from the signed-in member of staff's portfolio (an admin may name `collectorId`), highest score first, each with its score's parts, the recommended channel and why, and the day's done and left counts",
  request: { query: ZWorklistQuery },
  responses: {
    200: jsonContent(ZWorklist, 'The worklist'),
    ...BAD_REQUEST,
    403: errorResponse("Only an admin may see another collector's worklist"),
    404: errorResponse('No such collector'),
  },
});

export const recordOutcome = createRoute({
  ...access('collect', 'customer.call-outcome'),
  method: 'post',
  path: '/api/customers/{customerId}/call-outcomes',
  tags: TAGS,
  summary:
    'Record how a call with the customer went (answered, no_answer, wrong_number, promised, disputed, call_back), with an optional note, promise (recorded as a real promise: reminders pause until its date) and call-back time',
  request: { params: ZCustomerParam, body: jsonBody(ZCallOutcomeRequest) },
  responses: {
    201: jsonContent(ZCallOutcomeRecord, 'The outcome, recorded'),
    ...BAD_REQUEST,
    404: errorResponse('No such customer'),
    422: errorResponse('The promise is for a past date (`promise_in_past`) or the call-back for a past time (`call_back_in_past`)'),
  },
});

export const outcomes = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/customers/{customerId}/call-outcomes',
  tags: TAGS,
  summary: "The customer's call outcomes, newest first (at most 50)",
  request: { params: ZCustomerParam },
  responses: { 200: jsonContent(z.array(ZCallOutcomeRecord), 'Outcomes'), ...BAD_REQUEST, 404: errorResponse('No such customer') },
});
