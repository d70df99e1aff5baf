import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZId, ZMessageResponse } from '@duesflow/shared-contracts/common';
import {
  MESSAGE_CHANNELS,
  PROVIDER_TYPES,
  ZChannelSetting,
  ZChannelSettings,
  ZUpdateChannelSetting,
  ZCreateProvider,
  ZFailoverConfig,
  ZListProvidersQuery,
  ZProvider,
  ZProviderComparison,
  ZProviderDashboard,
  ZProviderPerformanceList,
  ZUpdateFailoverConfig,
  ZUpdateProvider,
} from '@duesflow/shared-contracts/providers';
import { BAD_REQUEST, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';
import { access } from '../../../core/auth/access';

const TAGS = ['Providers'];
const params = z.object({ id: ZId });
const NOT_FOUND = { 404: errorResponse('No provider has that id') };
const DUPLICATE = { 409: errorResponse('Another provider already has that name') };

// The fixed paths are declared (and mounted) before /api/providers/{id}.
export const dashboard = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/providers/dashboard',
  tags: TAGS,
  summary:
    'Summary tiles: totals, active count, monthly fees of active providers plus usage over the last 30 days, mean per-unit cost of message providers, count per type',
  responses: { 200: jsonContent(ZProviderDashboard, 'Figures over the stored providers') },
});

export const comparison = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/providers/comparison',
  tags: TAGS,
  summary:
    'Estimated monthly cost per message provider: monthly fee + 1,000 messages (100 minutes for voice) × cost per unit; payment providers: percentage + fixed fee per payment, no estimate',
  request: { query: z.object({ type: z.enum(PROVIDER_TYPES).optional() }) },
  responses: { 200: jsonContent(ZProviderComparison, 'Cheapest first'), ...BAD_REQUEST },
});

export const performance = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/providers/performance',
  tags: TAGS,
  summary: 'Measured from every send attempt: messages answered, success rate, mean latency, cost',
  responses: { 200: jsonContent(ZProviderPerformanceList, 'One entry per stored provider') },
});

export const getFailover = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/providers/failover-config',
  tags: TAGS,
  summary: 'How the channel sender picks and retries providers',
  responses: { 200: jsonContent(ZFailoverConfig, 'The stored configuration, or the defaults') },
});

export const putFailover = createRoute({
  ...access('administer', 'providers.failover-config'),
  method: 'put',
  path: '/api/providers/failover-config',
  tags: TAGS,
  summary: 'Store max retries (1–10) and the strategy; the next send uses them',
  request: { body: jsonBody(ZUpdateFailoverConfig) },
  responses: { 200: jsonContent(ZFailoverConfig, 'Stored'), ...BAD_REQUEST },
});

export const getChannels = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/providers/channels',
  tags: TAGS,
  summary: "Each message channel's switch (Provider Settings cards) and its count of active providers",
  responses: { 200: jsonContent(ZChannelSettings, 'sms, voice, email, whatsapp') },
});

export const putChannel = createRoute({
  ...access('administer', 'providers.channel'),
  method: 'put',
  path: '/api/providers/channels/{channel}',
  tags: TAGS,
  summary: 'Switch a channel on or off: off, nothing is sent on it through any provider (each message records why)',
  request: { params: z.object({ channel: z.enum(MESSAGE_CHANNELS) }), body: jsonBody(ZUpdateChannelSetting) },
  responses: { 200: jsonContent(ZChannelSetting, 'Stored; the next send uses it'), ...BAD_REQUEST },
});

export const list = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/providers',
  tags: TAGS,
  summary: 'Providers in priority order; type and status filter (omitted means all)',
  request: { query: ZListProvidersQuery },
  responses: { 200: jsonContent(z.array(ZProvider), 'Providers, secrets masked'), ...BAD_REQUEST },
});

export const create = createRoute({
  ...access('administer', 'providers.create'),
  method: 'post',
  path: '/api/providers',
  tags: TAGS,
  summary: 'Add a provider; secrets in its config are stored encrypted',
  request: { body: jsonBody(ZCreateProvider) },
  responses: { 201: jsonContent(ZProvider, 'Created, secrets masked'), ...BAD_REQUEST, ...DUPLICATE },
});

export const update = createRoute({
  ...access('administer', 'providers.update'),
  method: 'put',
  path: '/api/providers/{id}',
  tags: TAGS,
  summary: 'Change the fields sent; a secret sent back masked stays as stored',
  request: { params, body: jsonBody(ZUpdateProvider) },
  responses: { 200: jsonContent(ZProvider, 'Updated, secrets masked'), ...BAD_REQUEST, ...NOT_FOUND, ...DUPLICATE },
});

export const remove = createRoute({
  ...access('administer', 'providers.delete'),
  method: 'delete',
  path: '/api/providers/{id}',
  tags: TAGS,
  summary: 'Delete a provider; messages it sent keep its name',
  request: { params },
  responses: { 200: jsonContent(ZMessageResponse, 'Deleted'), ...BAD_REQUEST, ...NOT_FOUND },
});
