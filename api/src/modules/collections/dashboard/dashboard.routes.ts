import { createRoute } from '@hono/zod-openapi';
import { ZEmptyBody } from '@duesflow/shared-contracts/common';
import { ZDashboardMetrics, ZDashboardRefreshResponse } from '@duesflow/shared-contracts/dashboard';
import { BAD_REQUEST, jsonBody, jsonContent } from '../../../core/lib/openapi';
import { access } from '../../../core/auth/access';

export const metrics = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/dashboard/metrics',
  tags: ['Dashboard'],
  summary: 'The four dashboard figures, computed from the stored data (see docs/metrics.md)',
  responses: { 200: jsonContent(ZDashboardMetrics, 'Current figures') },
});

export const refresh = createRoute({
  ...access('read', 'dashboard.refresh'),
  method: 'post',
  path: '/api/dashboard/refresh',
  tags: ['Dashboard'],
  summary: 'Recompute the figures and tell every open screen to reload them',
  request: { body: jsonBody(ZEmptyBody, false) },
  responses: { 200: jsonContent(ZDashboardRefreshResponse, 'Fresh figures'), ...BAD_REQUEST },
});
