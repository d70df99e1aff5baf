import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZMessageResponse, ZUuid } from '@duesflow/shared-contracts/common';
import { ZCreateFailoverRule, ZFailoverRule, ZFailoverRuleList, ZUpdateFailoverRule } from '@duesflow/shared-contracts/failover-rules';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';

const TAGS = ['Payment gateways'];
const params = z.object({ id: ZUuid });
const NOT_FOUND = { 404: errorResponse('No failover rule has that id') };

export const list = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/failover-rules',
  tags: TAGS,
  summary: 'Failover rules in the order they were made (the order routing applies them in)',
  responses: { 200: jsonContent(ZFailoverRuleList, 'Every rule') },
});

export const create = createRoute({
  ...access('administer', 'failover-rules.create'),
  method: 'post',
  path: '/api/failover-rules',
  tags: TAGS,
  summary: 'Add a rule: amount_threshold (rupees), failure_rate (percent) or response_time (ms), primary → fallback',
  request: { body: jsonBody(ZCreateFailoverRule) },
  responses: { 201: jsonContent(ZFailoverRule, 'Created'), ...BAD_REQUEST },
});

export const update = createRoute({
  ...access('administer', 'failover-rules.update'),
  method: 'put',
  path: '/api/failover-rules/{id}',
  tags: TAGS,
  summary: 'Change a rule (the toggle sends {isActive}); the next link is routed with it',
  request: { params, body: jsonBody(ZUpdateFailoverRule) },
  responses: { 200: jsonContent(ZFailoverRule, 'Stored'), ...BAD_REQUEST, ...NOT_FOUND },
});

export const remove = createRoute({
  ...access('administer', 'failover-rules.delete'),
  method: 'delete',
  path: '/api/failover-rules/{id}',
  tags: TAGS,
  summary: 'Delete a rule',
  request: { params },
  responses: { 200: jsonContent(ZMessageResponse, 'Deleted'), ...BAD_REQUEST, ...NOT_FOUND },
});
