import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZUuid } from '@duesflow/shared-contracts/common';
import { ZPaymentLinkPage, ZPaymentLinkPageQuery, ZPaymentLinkReadiness } from '@duesflow/shared-contracts/payment-links';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, errorResponse, jsonContent } from '../../../core/lib/openapi';

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

export const readiness = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/payment-links/{id}',
  tags: ['Payment links'],
  summary:
    'One link and where it stands: routing (its run is placing every part on a gateway), payable (every part can be paid: ' +
    'only then is it announced or copied) or failed (with the reason); an instalment plan lists its parts',
  request: { params: z.object({ id: ZUuid }) },
  responses: {
    200: jsonContent(ZPaymentLinkReadiness, 'The link, its parts and its readiness'),
    ...BAD_REQUEST,
    404: errorResponse('No such link'),
  },
});
