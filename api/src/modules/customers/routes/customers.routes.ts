import { createRoute, z } from '@hono/zod-openapi';
import { ZCustomerList, ZCustomerPage } from '@duesflow/shared-contracts/customers';
import {
  ZCustomerBulkRequest,
  ZCustomerBulkResult,
  ZCustomerExportQuery,
  ZCustomerTableQuery,
} from '@duesflow/shared-contracts/customer-table';
import { BAD_REQUEST, errorResponse, jsonBody, jsonContent, ZIdempotencyHeaders } from '../../../core/lib/openapi';
import { access } from '../../../core/auth/access';

export const list = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/customers/airtable',
  tags: ['Customers'],
  summary: 'Every customer from the configured customer store, with status, last contact and amount due',
  description: 'The whole list as a plain array. Screens that show a page at a time use `GET /api/customers`.',
  responses: {
    200: jsonContent(ZCustomerList, 'Customers, overdue first, then by amount due'),
    503: errorResponse('The customer store does not answer'),
  },
});

export const page = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/customers',
  tags: ['Customers'],
  summary: 'One page of customers, optionally searched, filtered and sorted',
  description:
    '`page` (1-based, default 1) and `pageSize` (1–200, default 50) of the list `GET /api/customers/airtable` answers, in ' +
    'the same order. `q` keeps customers whose name or email contains it (any case) or, when it is a phone number, ' +
    'whose phone digits contain its digits: "9871429927", "98714 29927" and "+91 98714" all find "+91 98714 29927". ' +
    '`total` counts every match. Filters (all optional, together): `status`; `ageing` (current, 1-30, 31-60, 61-90, ' +
    "90+ by the oldest unpaid invoice's days past due); `collector` (a staff id, or `none` for customers nobody owns); " +
    '`hold` (promised, disputed, stopped). `sort` (amount, daysOverdue, lastContact, name) and `order` (asc, desc; ' +
    'without it, largest first and names A to Z); without `sort`, the list order. Rows carry `daysOverdue` and, when ' +
    'somebody owns the customer, `collectorName` (docs/customers-table.md).',
  request: { query: ZCustomerTableQuery },
  responses: {
    200: jsonContent(ZCustomerPage, 'The page, with the number of matching customers'),
    ...BAD_REQUEST,
    503: errorResponse('The customer store does not answer'),
  },
});

export const exportFile = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/customers/export',
  tags: ['Customers'],
  summary: 'The filtered list as a CSV or Excel file',
  description:
    'The same filters and sort as `GET /api/customers`, every matching customer (no pages), as an attachment named ' +
    '`customers-YYYY-MM-DD.csv|xlsx` (the business day in India). Columns: Name, Phone, Email, Status, Amount due, ' +
    'Days overdue, Ageing, Collector, Last contact (the day in IST), Holds. CSV is UTF-8 with a byte-order mark, fields ' +
    'quoted per RFC 4180, a cell starting with = + - @ written with a quote first.',
  request: { query: ZCustomerExportQuery },
  responses: {
    200: {
      description: 'The file',
      content: {
        'text/csv': { schema: z.string() },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string() },
      },
    },
    ...BAD_REQUEST,
    503: errorResponse('The customer store does not answer'),
  },
});

export const bulk = createRoute({
  ...access('collect', 'customer.bulk'),
  method: 'post',
  path: '/api/customers/bulk',
  tags: ['Customers'],
  summary: 'One action over selected customers: assign to a collector, stop or resume reminders, send an SMS',
  description:
    '`selection` is `{ids}` (chosen rows) or `{filter}` (every customer the filters of `GET /api/customers` match when ' +
    'the action runs). `action`: `assign` with `collectorId` (null: nobody owns them), `stop_reminders`, ' +
    '`resume_reminders` (set-based, in one transaction); `send` with `channel: sms` and a campaign `templateId` (at most ' +
    "10,000 customers, every message through the send gate; `dryRun: true` answers only the gate's `preview`: who " +
    'would get it, who is skipped and why). Answers how many were selected and how many changed (a send: messages that go).',
  request: { headers: ZIdempotencyHeaders, body: jsonBody(ZCustomerBulkRequest) },
  responses: {
    200: jsonContent(ZCustomerBulkResult, 'How many customers were selected and how many changed'),
    ...BAD_REQUEST,
    403: errorResponse('Assigning customers to a collector is for admins, as `PUT /api/portfolios/owners` is'),
    422: errorResponse('The Idempotency-Key was already used for a different request; nothing was started'),
    503: errorResponse('The customer store does not answer'),
  },
});
