import { createRoute } from '@hono/zod-openapi';
import { ZMessageTemplateList } from '@duesflow/shared-contracts/message-templates';
import { access } from '../../../core/auth/access';
import { jsonContent } from '../../../core/lib/openapi';

export const list = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/message-templates',
  tags: ['Communications'],
  summary:
    "Message templates: the bulk screen's six (placeholders amount, link, date) and the campaign manager's, each with its DLT registration, WhatsApp template and SMS parts",
  responses: { 200: jsonContent(ZMessageTemplateList, 'Bulk templates first, then campaign templates') },
});
