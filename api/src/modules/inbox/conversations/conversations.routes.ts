import { createRoute } from '@hono/zod-openapi';
import {
  ZAssigneeRequest,
  ZConversation,
  ZConversationParam,
  ZConversationQuery,
  ZConversationsPage,
  ZConversationsQuery,
  ZInboxStaff,
  ZReplyRequest,
  ZReplyStarted,
} from '@duesflow/shared-contracts/inbox';
import { z } from 'zod';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, errorResponse, jsonBody, jsonContent, ZIdempotencyHeaders } from '../../../core/lib/openapi';

const TAGS = ['Inbox'];
const NO_CUSTOMER = { 404: errorResponse('No such customer') };

export const conversations = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/inbox/conversations',
  tags: TAGS,
  summary:
    "Customers who replied, by their latest reply (newest first): its words, intent and evidence, how many replies wait for staff, who is assigned; `filter`: needs_reply (default), promises, disputes, opt_outs (the latest reply's intent), mine (assigned to you), all",
  request: { query: ZConversationsQuery },
  responses: { 200: jsonContent(ZConversationsPage, 'One page of conversations'), ...BAD_REQUEST },
});

export const conversation = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/inbox/conversations/{customerId}',
  tags: TAGS,
  summary:
    "One customer's conversation: their replies and our SMS and WhatsApp messages to them (page 1 the latest, each page newest last), who is assigned, their opt-outs and when WhatsApp's 24-hour window closes",
  request: { params: ZConversationParam, query: ZConversationQuery },
  responses: { 200: jsonContent(ZConversation, 'The conversation'), ...BAD_REQUEST, ...NO_CUSTOMER },
});

export const assignees = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/inbox/assignees',
  tags: TAGS,
  summary: 'Staff a conversation can be assigned to: active admins and collectors, by name',
  responses: { 200: jsonContent(z.array(ZInboxStaff), 'Staff') },
});

export const assign = createRoute({
  ...access('collect', 'inbox.assign'),
  method: 'put',
  path: '/api/inbox/conversations/{customerId}/assignee',
  tags: TAGS,
  summary: "Assign a customer's conversation to an active admin or collector (`staffId`), or to nobody (null)",
  request: { params: ZConversationParam, body: jsonBody(ZAssigneeRequest) },
  responses: {
    200: jsonContent(ZConversation, 'The conversation, assigned'),
    ...BAD_REQUEST,
    ...NO_CUSTOMER,
    422: errorResponse('`staffId` is no active admin or collector'),
  },
});

export const reply = createRoute({
  ...access('collect', 'inbox.reply'),
  method: 'post',
  path: '/api/inbox/conversations/{customerId}/reply',
  tags: TAGS,
  summary:
    'Answer the customer through the send gate as a reply, not a reminder (docs/sending.md): free text, or an approved template filled for them; WhatsApp free text only within 24 hours of their last WhatsApp message; refused on a channel they opted out of',
  request: { headers: ZIdempotencyHeaders, params: ZConversationParam, body: jsonBody(ZReplyRequest) },
  responses: {
    202: jsonContent(ZReplyStarted, 'The reply was accepted by the gate and its run started (or waits for the channel hours)'),
    ...BAD_REQUEST,
    ...NO_CUSTOMER,
    409: errorResponse(
      "Refused: WhatsApp's 24-hour window is closed (`whatsapp_window`: use a template), the customer opted out of the channel (`opted_out`), has no phone (`no_phone`), or no provider is active",
    ),
    422: errorResponse('The Idempotency-Key was used for another request'),
  },
});
