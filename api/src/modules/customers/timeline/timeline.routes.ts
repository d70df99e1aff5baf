import { createRoute, z } from '@hono/zod-openapi';
import { ZUuid } from '@duesflow/shared-contracts/common';
import {
  ZCustomerDetail,
  ZCustomerNoteRequest,
  ZTimelineEvent,
  ZTimelinePage,
  ZTimelineQuery,
} from '@duesflow/shared-contracts/customer-timeline';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';

const TAGS = ['Customers'];
const ZIdParam = z.object({ id: ZUuid });

export const detail = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/customers/{id}',
  tags: TAGS,
  summary: 'One customer: what the Customers row shows, what is overdue, and their open invoices',
  request: { params: ZIdParam },
  responses: {
    200: jsonContent(ZCustomerDetail, 'The customer'),
    ...BAD_REQUEST,
    404: errorResponse('No such customer'),
  },
});

export const timeline = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/customers/{id}/timeline',
  tags: TAGS,
  summary: 'Everything that happened with a customer, newest first, a page at a time',
  description:
    'Messages out (refused ones with the reason), replies in, calls and their outcome, payment links, payments, ' +
    'promises (made, kept, broken), disputes (of the statement or one invoice; opened, resolved), notes and staff ' +
    "actions. `limit` (1–100, default 50) entries; `before` is the previous page's `nextCursor` (keyset paging: " +
    'no entry repeats or goes missing between pages, and every page costs the same).',
  request: { params: ZIdParam, query: ZTimelineQuery },
  responses: {
    200: jsonContent(ZTimelinePage, 'The page, and the cursor of the next'),
    ...BAD_REQUEST,
    404: errorResponse('No such customer'),
  },
});

export const addNote = createRoute({
  ...access('collect', 'customer.note'),
  method: 'post',
  path: '/api/customers/{id}/notes',
  tags: TAGS,
  summary: "Write a note on the customer's timeline",
  request: { params: ZIdParam, body: jsonBody(ZCustomerNoteRequest) },
  responses: {
    201: jsonContent(ZTimelineEvent, 'The note, as the timeline shows it'),
    ...BAD_REQUEST,
    404: errorResponse('No such customer'),
  },
});
