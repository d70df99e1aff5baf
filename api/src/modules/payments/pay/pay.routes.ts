import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZPayConfirmResponse, ZPayToken } from '@duesflow/shared-contracts/pay';
import { BAD_REQUEST, errorResponse, jsonContent } from '../../../core/lib/openapi';
import { access } from '../../../core/auth/access';

const params = z.object({ token: ZPayToken });

export const payPage = createRoute({
  ...access('public'),
  method: 'get',
  path: '/api/pay/{token}',
  tags: ['Sandbox pay page'],
  summary:
    'The pay page of a link (HTML): its amount, what was paid, and Pay only where it can be paid; an instalment plan lists every part',
  request: { params },
  responses: {
    200: { description: 'The pay page', content: { 'text/html': { schema: z.string() } } },
    302: { description: "A link on a live gateway: on to the gateway's pay page" },
    404: { description: 'No such link', content: { 'text/html': { schema: z.string() } } },
  },
});

export const confirm = createRoute({
  ...access('public', 'pay.confirm'),
  method: 'post',
  path: '/api/pay/{token}/confirm',
  tags: ['Sandbox pay page'],
  summary:
    'Sandbox only (SANDBOX_PAYMENTS on): pays the rest of a sandbox link, recording exactly that payment; refused with ' +
    '409 when sandbox payments are off, and for a link on a live gateway, not yet placed, paid or expired',
  request: { params },
  responses: {
    200: jsonContent(ZPayConfirmResponse, 'Paid'),
    ...BAD_REQUEST,
    404: errorResponse('No such link'),
    409: errorResponse(
      'Sandbox payments are off (`sandbox_payments_off`: nothing is paid here), or the link was already paid, is on a live gateway (paid on its page) or is not placed on a gateway yet',
    ),
    410: errorResponse('The link has expired'),
  },
});
