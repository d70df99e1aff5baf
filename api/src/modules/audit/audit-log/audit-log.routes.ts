import { createRoute } from '@hono/zod-openapi';
import { ZAuditLogPage, ZAuditLogQuery } from '@duesflow/shared-contracts/audit';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, jsonContent } from '../../../core/lib/openapi';

export const list = createRoute({
  ...access('administer'),
  method: 'get',
  path: '/api/audit-log',
  tags: ['Audit log'],
  summary: 'Recorded actions, newest first, filtered by member of staff, action and India dates (inclusive)',
  request: { query: ZAuditLogQuery },
  responses: { 200: jsonContent(ZAuditLogPage, 'One page of entries and how many match'), ...BAD_REQUEST },
});
