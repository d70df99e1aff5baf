import { createRoute, z } from '@hono/zod-openapi';
import { ZUuid } from '@duesflow/shared-contracts/common';
import {
  ZReminderSequence,
  ZReminderSequenceInput,
  ZReminderSequenceList,
  ZSequenceRunResult,
  ZSequenceStepRecordList,
} from '@duesflow/shared-contracts/reminder-sequences';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';

const TAGS = ['Communications'];
const ZIdParam = z.object({ id: ZUuid });

export const list = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/reminder-sequences',
  tags: TAGS,
  summary: 'Reminder sequences with their steps (day offset from the due date, channel, template) and how many steps were sent and refused',
  responses: { 200: jsonContent(ZReminderSequenceList, 'Every sequence') },
});

export const create = createRoute({
  ...access('collect', 'reminder-sequence.create'),
  method: 'post',
  path: '/api/reminder-sequences',
  tags: TAGS,
  summary: 'Add a sequence',
  request: { body: jsonBody(ZReminderSequenceInput) },
  responses: { 201: jsonContent(ZReminderSequence, 'The stored sequence'), ...BAD_REQUEST },
});

export const update = createRoute({
  ...access('collect', 'reminder-sequence.update'),
  method: 'put',
  path: '/api/reminder-sequences/{id}',
  tags: TAGS,
  summary: 'Change a sequence (steps already sent or refused stay recorded)',
  request: { params: ZIdParam, body: jsonBody(ZReminderSequenceInput) },
  responses: { 200: jsonContent(ZReminderSequence, 'The stored sequence'), ...BAD_REQUEST, 404: errorResponse('No such sequence') },
});

export const steps = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/reminder-sequences/{id}/steps',
  tags: TAGS,
  summary: 'The latest 500 steps handled: sent, or refused with the reason',
  request: { params: ZIdParam },
  responses: { 200: jsonContent(ZSequenceStepRecordList, 'Newest first'), ...BAD_REQUEST, 404: errorResponse('No such sequence') },
});

export const run = createRoute({
  ...access('collect', 'reminder-sequence.run'),
  method: 'post',
  path: '/api/reminder-sequences/run',
  tags: TAGS,
  summary: "Run today's reminder sequences now (it also runs every morning at 09:30 IST); one run a day, asking again answers it",
  request: { body: jsonBody(z.object({}).strict(), false) },
  responses: { 202: jsonContent(ZSequenceRunResult, "Today's run"), ...BAD_REQUEST },
});
