import { createRoute } from '@hono/zod-openapi';
import { ZPaymentLinkPage, ZPaymentLinkPageQuery } from '@duesflow/shared-contracts/payment-links';
import { access } from '../../auth/access';
import { BAD_REQUEST, jsonContent } from '../../lib/openapi';

export const list = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/payment-links',
  tags: ['Payment links'],
  summary:
    'Recent Payment Links, newest first, filtered by status (all, active, paid, expired; a link past its expiry is expired), ' +
    'paged, with the tiles: Total Generated, Success Rate (paid ÷ decided), Active Links',
  request: { query: ZPaymentLinkPageQuery },
  responses: { 200: jsonContent(ZPaymentLinkPage, 'One page and the totals'), ...BAD_REQUEST },
});
