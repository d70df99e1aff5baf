import { createRoute, z } from '@hono/zod-openapi';
import { ZCallScript, ZCallScriptInput, ZCallScriptList, ZCallStatistics } from '@duesflow/shared-contracts/call-scripts';
import { ZMessageResponse, ZUuid } from '@duesflow/shared-contracts/common';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';

const TAGS = ['Voice calls'];
const ZIdParam = z.object({ id: ZUuid });

export const list = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/call-scripts',
  tags: TAGS,
  summary: 'Voice call scripts, oldest first, with success rate and call count measured from their calls',
  responses: { 200: jsonContent(ZCallScriptList, 'Every script') },
});

export const analytics = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/call-scripts/analytics',
  tags: TAGS,
  summary:
    'Total calls, success, commitment and dispute rates, callbacks, average duration and a per-script comparison, from every call placed (voice contact attempts) and the calls reported with their script',
  responses: { 200: jsonContent(ZCallStatistics, 'Call statistics') },
});

export const create = createRoute({
  ...access('collect', 'call-script.create'),
  method: 'post',
  path: '/api/call-scripts',
  tags: TAGS,
  summary: "Store a new script (New Script sends the spec's defaults)",
  request: { body: jsonBody(ZCallScriptInput) },
  responses: { 201: jsonContent(ZCallScript, 'The stored script'), ...BAD_REQUEST },
});

export const update = createRoute({
  ...access('collect', 'call-script.update'),
  method: 'put',
  path: '/api/call-scripts/{id}',
  tags: TAGS,
  summary: 'Save a script; its last-modified date becomes today',
  request: { params: ZIdParam, body: jsonBody(ZCallScriptInput) },
  responses: { 200: jsonContent(ZCallScript, 'The saved script'), ...BAD_REQUEST, 404: errorResponse('No such script') },
});

export const remove = createRoute({
  ...access('collect', 'call-script.delete'),
  method: 'delete',
  path: '/api/call-scripts/{id}',
  tags: TAGS,
  summary: 'Delete a script (its calls stay in the figures without it)',
  request: { params: ZIdParam },
  responses: { 200: jsonContent(ZMessageResponse, 'Deleted'), ...BAD_REQUEST, 404: errorResponse('No such script') },
});

export const duplicate = createRoute({
  ...access('collect', 'call-script.duplicate'),
  method: 'post',
  path: '/api/call-scripts/{id}/duplicate',
  tags: TAGS,
  summary: 'Copy a script as "{name} (Copy)" with no calls and fresh dates',
  request: { params: ZIdParam, body: jsonBody(z.object({}).strict(), false) },
  responses: { 201: jsonContent(ZCallScript, 'The copy'), ...BAD_REQUEST, 404: errorResponse('No such script') },
});
