import { createRoute } from '@hono/zod-openapi';
import { ZInboxHandledResult, ZInboxIdParam, ZInboxPage, ZInboxQuery } from '@duesflow/shared-contracts/inbox';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, errorResponse, jsonContent } from '../../../core/lib/openapi';

const TAGS = ['Inbox'];

export const list = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/inbox',
  tags: TAGS,
  summary:
    "Customers' replies, newest first, with the customer, what each was read as and the words that said so; `status=needs_reply` (default): those staff have not handled yet",
  request: { query: ZInboxQuery },
  responses: { 200: jsonContent(ZInboxPage, 'One page of replies'), ...BAD_REQUEST },
});

export const handled = createRoute({
  ...access('collect', 'inbox.handled'),
  method: 'post',
  path: '/api/inbox/{id}/handled',
  tags: TAGS,
  summary:
    'Mark a reply handled: once none of the customer\'s replies is left unhandled, the send gate\'s "replied" hold lifts and reminders resume (docs/inbox.md)',
  request: { params: ZInboxIdParam },
  responses: {
    200: jsonContent(ZInboxHandledResult, 'The reply as it now is (already handled: unchanged)'),
    ...BAD_REQUEST,
    404: errorResponse('No such reply'),
  },
});
