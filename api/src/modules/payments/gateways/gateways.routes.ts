import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZUuid } from '@duesflow/shared-contracts/common';
import { GATEWAY_ACCESS, ZGatewayAnalytics, ZGatewayList, ZMoveGateway, ZUpdateGateway } from '@duesflow/shared-contracts/gateways';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';

const TAGS = ['Payment gateways'];
const params = z.object({ id: ZUuid });
const NOT_FOUND = { 404: errorResponse('No gateway has that id') };

// The fixed paths are declared (and mounted) before /api/gateways/{id}.
export const list = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/gateways',
  tags: TAGS,
  summary:
    'Gateways in priority order with measured uptime, response time and success rate, metrics (payments, volume, paid ÷ decided) and the Overview summary',
  responses: { 200: jsonContent(ZGatewayList, 'Gateways, credentials masked; lastError for admins only') },
});

export const analytics = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/gateways/analytics',
  tags: TAGS,
  summary:
    'Per gateway: links paid ÷ decided, volume and count of payments, links paid and expired, average payment, failed link creations',
  responses: { 200: jsonContent(ZGatewayAnalytics, 'One entry per gateway, priority order') },
});

export const refreshStatus = createRoute({
  ...access(GATEWAY_ACCESS.refreshStatus, 'gateways.refresh-status'),
  method: 'post',
  path: '/api/gateways/refresh-status',
  tags: TAGS,
  summary: 'Probe every gateway now (each within 5 s), record the outcome and response time, update statuses',
  responses: { 200: jsonContent(ZGatewayList, 'The gateways after the probe') },
});

export const update = createRoute({
  ...access(GATEWAY_ACCESS.update, 'gateways.update'),
  method: 'put',
  path: '/api/gateways/{id}',
  tags: TAGS,
  summary: 'Switch a gateway on or off, set maintenance, limits, fees, currencies, credentials (secrets sealed), API and health URLs',
  request: { params, body: jsonBody(ZUpdateGateway) },
  responses: { 200: jsonContent(ZGatewayList, 'Stored; the next link is routed with it'), ...BAD_REQUEST, ...NOT_FOUND },
});

export const move = createRoute({
  ...access(GATEWAY_ACCESS.move, 'gateways.move'),
  method: 'post',
  path: '/api/gateways/{id}/move',
  tags: TAGS,
  summary: 'Swap priority with the neighbour above (up) or below (down)',
  request: { params, body: jsonBody(ZMoveGateway) },
  responses: {
    200: jsonContent(ZGatewayList, 'The new order'),
    ...BAD_REQUEST,
    ...NOT_FOUND,
    409: errorResponse('Already first (up) or last (down)'),
  },
});
