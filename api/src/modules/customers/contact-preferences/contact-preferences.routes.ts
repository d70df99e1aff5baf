import { createRoute, z } from '@hono/zod-openapi';
import { ZUuid } from '@duesflow/shared-contracts/common';
import {
  ZContactPreferences,
  ZDisputeRequest,
  ZOptOutsRequest,
  ZPromiseToPayRequest,
  ZStopRemindersRequest,
} from '@duesflow/shared-contracts/reminder-sequences';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';

const TAGS = ['Customers'];
const ZIdParam = z.object({ id: ZUuid });
const responses = {
  200: jsonContent(ZContactPreferences, "The customer's preferences"),
  ...BAD_REQUEST,
  404: errorResponse('No such customer'),
};

export const get = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/customers/{id}/contact-preferences',
  tags: TAGS,
  summary: '"Stop reminders", promise to pay and dispute of one customer',
  request: { params: ZIdParam },
  responses,
});

export const stopReminders = createRoute({
  ...access('collect', 'customer.stop-reminders'),
  method: 'put',
  path: '/api/customers/{id}/stop-reminders',
  tags: TAGS,
  summary: 'Turn "Stop reminders" on or off: on, no campaign, sequence or bulk send messages the customer on any channel',
  request: { params: ZIdParam, body: jsonBody(ZStopRemindersRequest) },
  responses,
});

export const promise = createRoute({
  ...access('collect', 'customer.promise-to-pay'),
  method: 'post',
  path: '/api/customers/{id}/promise-to-pay',
  tags: TAGS,
  summary: 'Record a promise to pay by a date: reminders pause until then, and the sequence escalates after it',
  request: { params: ZIdParam, body: jsonBody(ZPromiseToPayRequest) },
  responses,
});

export const withdrawPromise = createRoute({
  ...access('collect', 'customer.promise-to-pay-withdraw'),
  method: 'delete',
  path: '/api/customers/{id}/promise-to-pay',
  tags: TAGS,
  summary: 'Withdraw the promise to pay',
  request: { params: ZIdParam },
  responses,
});

export const dispute = createRoute({
  ...access('collect', 'customer.dispute'),
  method: 'post',
  path: '/api/customers/{id}/dispute',
  tags: TAGS,
  summary: 'Record a dispute: reminders stop until it is resolved',
  request: { params: ZIdParam, body: jsonBody(ZDisputeRequest) },
  responses,
});

export const resolveDispute = createRoute({
  ...access('collect', 'customer.dispute-resolve'),
  method: 'delete',
  path: '/api/customers/{id}/dispute',
  tags: TAGS,
  summary: 'Resolve the dispute: reminders may go again',
  request: { params: ZIdParam },
  responses,
});

export const clearPaidClaim = createRoute({
  ...access('collect', 'customer.paid-claim-clear'),
  method: 'delete',
  path: '/api/customers/{id}/paid-claim',
  tags: TAGS,
  summary: 'The customer\'s "already paid" was checked (the payment recorded, or not found): reminders may go again',
  request: { params: ZIdParam },
  responses,
});

export const optOuts = createRoute({
  ...access('collect', 'customer.opt-outs'),
  method: 'put',
  path: '/api/customers/{id}/opt-outs',
  tags: TAGS,
  summary: 'The channels the customer opted out of (as they asked; an empty list opts back in to all)',
  request: { params: ZIdParam, body: jsonBody(ZOptOutsRequest) },
  responses,
});
