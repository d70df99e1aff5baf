import { createRoute } from '@hono/zod-openapi';
import { ZHealth } from '@duesflow/shared-contracts/health';
import { errorResponse, jsonContent } from '../lib/openapi';
import { access } from '../auth/access';

export const health = createRoute({
  ...access('public'),
  method: 'get',
  path: '/api/health',
  tags: ['Health'],
  summary: 'The API is up and its database answers',
  responses: {
    200: jsonContent(ZHealth, 'Healthy'),
    503: errorResponse('The database does not answer'),
  },
});
