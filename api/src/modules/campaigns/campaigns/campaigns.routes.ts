import { createRoute, z } from '@hono/zod-openapi';
import {
  ZCampaignCandidatesQuery,
  ZCampaignCreated,
  ZCampaignDetail,
  ZCampaignListQuery,
  ZCampaignPage,
  ZCreateCampaignRequest,
  ZCampaignCandidates,
} from '@duesflow/shared-contracts/campaigns';
import { ZSendPreviewResponse } from '@duesflow/shared-contracts/workflows';
import { ZUuid } from '@duesflow/shared-contracts/common';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, ZIdempotencyHeaders, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';

const TAGS = ['Communications'];

export const list = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/campaigns',
  tags: TAGS,
  summary: 'Campaign history, newest first: bulk sends (bulk messaging screen) and SMS campaigns, with counts, parts and cost',
  request: { query: ZCampaignListQuery },
  responses: { 200: jsonContent(ZCampaignPage, 'One page of campaigns'), ...BAD_REQUEST },
});

export const candidates = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/campaigns/candidates',
  tags: TAGS,
  summary:
    'Overdue customers with a phone matching the filters (amount in rupees, days overdue, languages en, es, fr, hi, mr), most overdue first, at most 10,000; with how many match and how many overdue customers with a phone there are',
  request: { query: ZCampaignCandidatesQuery },
  responses: { 200: jsonContent(ZCampaignCandidates, 'Matching customers, their count and the count of all'), ...BAD_REQUEST },
});

export const detail = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/campaigns/{id}',
  tags: TAGS,
  summary: "One campaign with every recipient's message: status, provider, parts, cost, and the reason of each refusal",
  request: { params: z.object({ id: ZUuid }) },
  responses: { 200: jsonContent(ZCampaignDetail, 'The campaign'), ...BAD_REQUEST, 404: errorResponse('No such campaign') },
});

export const create = createRoute({
  ...access('collect', 'campaign.create'),
  method: 'post',
  path: '/api/campaigns',
  tags: TAGS,
  summary:
    'Send an SMS campaign: the template filled for each selected customer, one message each, as a durable job; progress follows as campaign_progress on /ws',
  request: { headers: ZIdempotencyHeaders, body: jsonBody(ZCreateCampaignRequest) },
  responses: {
    202: jsonContent(ZCampaignCreated, 'Accepted: the campaign is sending'),
    ...BAD_REQUEST,
    422: errorResponse('The Idempotency-Key was already used for a different request; nothing was started'),
  },
});

export const preview = createRoute({
  ...access('collect', 'campaign.preview'),
  method: 'post',
  path: '/api/campaigns/preview',
  tags: TAGS,
  summary:
    'Dry run of a campaign (its create body): how many go now, wait for the window, or are skipped and why, and the cost per SMS part; nothing is written',
  request: { body: jsonBody(ZCreateCampaignRequest) },
  responses: { 200: jsonContent(ZSendPreviewResponse, 'What the campaign would do now'), ...BAD_REQUEST },
});
