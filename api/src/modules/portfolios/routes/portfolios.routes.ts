import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  ZApplyOwnerRuleBody,
  ZApplyOwnerRuleResult,
  ZAssignOwnersBody,
  ZAssignOwnersResult,
  ZCollector,
} from '@duesflow/shared-contracts/portfolios';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';

const TAGS = ['Portfolios'];
const NOT_ASSIGNABLE = { 422: errorResponse('`collectorId` is no active admin or collector (`not_assignable`)') };

export const collectors = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/portfolios/collectors',
  tags: TAGS,
  summary: 'Staff who can own customers (active admins and collectors), by name, with how many customers each owns',
  responses: { 200: jsonContent(z.array(ZCollector), 'Collectors') },
});

export const assign = createRoute({
  ...access('administer', 'portfolio.assign'),
  method: 'put',
  path: '/api/portfolios/owners',
  tags: TAGS,
  summary: 'Give customers (one, or a bulk selection) to a collector, or to nobody (`collectorId` null); answers how many changed owner',
  request: { body: jsonBody(ZAssignOwnersBody) },
  responses: { 200: jsonContent(ZAssignOwnersResult, 'Assigned'), ...BAD_REQUEST, ...NOT_ASSIGNABLE },
});

export const applyRule = createRoute({
  ...access('administer', 'portfolio.rule'),
  method: 'post',
  path: '/api/portfolios/rules/apply',
  tags: TAGS,
  summary:
    'Apply a rule now: customers overdue by at least `amount` rupees, or whose address contains `text`, go to the collector (`onlyUnowned`: leave owned ones; `dryRun`: only count); answers how many matched and changed',
  request: { body: jsonBody(ZApplyOwnerRuleBody) },
  responses: { 200: jsonContent(ZApplyOwnerRuleResult, 'Applied (or counted)'), ...BAD_REQUEST, ...NOT_ASSIGNABLE },
});
