import { createRoute } from '@hono/zod-openapi';
import { ZCustomerList } from '@duesflow/shared-contracts/customers';
import { errorResponse, jsonContent } from '../../lib/openapi';

export const list = createRoute({
  method: 'get',
  path: '/api/customers/airtable',
  tags: ['Customers'],
  summary: 'Every customer from the configured customer store, with status, last contact and amount due',
  responses: {
    200: jsonContent(ZCustomerList, 'Customers, overdue first, then by amount due'),
    503: errorResponse('The customer store does not answer'),
  },
});
