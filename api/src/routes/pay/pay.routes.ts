import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZPayConfirmResponse, ZPayToken } from '@duesflow/shared-contracts/pay';
import { BAD_REQUEST, errorResponse, jsonContent } from '../../lib/openapi';
import { access } from '../../auth/access';

const params = z.object({ token: ZPayToken });

export const payPage = createRoute({
  ...access('public'),
  method: 'get',
  path: '/api/pay/{token}',
  tags: ['Sandbox pay page'],
  summary: 'The hosted pay page of a sandbox payment link (HTML)',
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
  summary: 'Pay the link: marks it paid and records the payment',
  request: { params },
  responses: {
    200: jsonContent(ZPayConfirmResponse, 'Paid'),
    ...BAD_REQUEST,
    404: errorResponse('No such link'),
    409: errorResponse('The link was already paid, is on a live gateway (paid on its page) or is not placed on a gateway yet'),
    410: errorResponse('The link has expired'),
  },
});
