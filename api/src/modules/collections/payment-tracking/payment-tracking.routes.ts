import { createRoute, z } from '@hono/zod-openapi';
import { ZId, ZPositiveRupees } from '@duesflow/shared-contracts/common';
import {
  ZExecuteFollowUpsResponse,
  ZFollowUpRequest,
  ZFollowUpResponse,
  ZPaymentTrackingAnalysis,
  ZPaymentTrackingAnalysisQuery,
  ZPaymentTrackingDashboard,
  ZPaymentTrackingSettings,
  ZUpdatePaymentTrackingSettings,
} from '@duesflow/shared-contracts/payment-tracking';
import { ZSendPreviewResponse } from '@duesflow/shared-contracts/workflows';
import { BAD_REQUEST, ZIdempotencyHeaders, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';
import { access } from '../../../core/auth/access';

const TAGS = ['Payment tracking'];

export const dashboard = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/payment-tracking/dashboard',
  tags: TAGS,
  summary: 'The four tiles of the payment collection screen (docs/payment-collection.md)',
  responses: { 200: jsonContent(ZPaymentTrackingDashboard, 'Current figures, in rupees') },
});

export const analysis = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/payment-tracking/analysis',
  tags: TAGS,
  summary: 'The four follow-up tabs: urgent overdue, recent overdue, due soon, follow-up required',
  description:
    "Every entry of every tab, or with `limit` (and `offset`) that part of each tab; `totals` always gives each tab's full size.",
  request: { query: ZPaymentTrackingAnalysisQuery },
  responses: { 200: jsonContent(ZPaymentTrackingAnalysis, 'Customers per tab, worst first'), ...BAD_REQUEST },
});

export const getSettings = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/payment-tracking/settings',
  tags: TAGS,
  summary: 'The follow-up rules staff can change',
  responses: { 200: jsonContent(ZPaymentTrackingSettings, 'Current settings') },
});

// Paise are stored, so the threshold may have at most two decimals.
const ZSettingsBody = ZUpdatePaymentTrackingSettings.extend({ urgentAmountThreshold: ZPositiveRupees }).strict();

export const putSettings = createRoute({
  ...access('collect', 'payment-tracking.settings'),
  method: 'put',
  path: '/api/payment-tracking/settings',
  tags: TAGS,
  summary: 'Change the follow-up rules; the tabs are recomputed at once',
  request: { body: jsonBody(ZSettingsBody) },
  responses: { 200: jsonContent(ZPaymentTrackingSettings, 'Stored settings'), ...BAD_REQUEST },
});

export const executeFollowUps = createRoute({
  ...access('collect', 'workflow.execute-followups'),
  method: 'post',
  path: '/api/payment-tracking/execute-followups',
  tags: TAGS,
  summary: 'Contact every customer in the tabs by their recommended action (one "Execute All Follow-ups" run)',
  request: { headers: ZIdempotencyHeaders, body: jsonBody(z.object({}).strict(), false) },
  responses: {
    202: jsonContent(ZExecuteFollowUpsResponse, 'The run (or the run already going, with replayed: true)'),
    ...BAD_REQUEST,
    422: errorResponse('The Idempotency-Key was already used for a different request (`idempotency_key_reused`); nothing was started'),
  },
});

export const followUp = createRoute({
  ...access('collect', 'workflow.followup'),
  method: 'post',
  path: '/api/payment-tracking/followup/{customerId}',
  tags: TAGS,
  summary: 'Follow up one customer: urgent_call or ai_call (voice), whatsapp or sms',
  request: {
    headers: ZIdempotencyHeaders,
    params: z.object({ customerId: ZId }),
    body: jsonBody(ZFollowUpRequest),
  },
  responses: {
    202: jsonContent(ZFollowUpResponse, 'The follow-up run was accepted'),
    ...BAD_REQUEST,
    404: errorResponse('No customer has that id'),
    422: errorResponse(
      'The customer has no phone number, or owes nothing; or the Idempotency-Key was already used for a different request (`idempotency_key_reused`)',
    ),
  },
});

export const executeFollowUpsPreview = createRoute({
  ...access('collect', 'workflow.execute-followups.preview'),
  method: 'post',
  path: '/api/payment-tracking/execute-followups/preview',
  tags: TAGS,
  summary:
    'Dry run of Execute All Follow-ups: who would be contacted now, held for the hours, or skipped and why, and the cost; nothing is written',
  request: { body: jsonBody(z.object({}).strict(), false) },
  responses: { 200: jsonContent(ZSendPreviewResponse, 'What Execute All would do now'), ...BAD_REQUEST },
});
