import { createRouter } from '../../../core/lib/create-router';
import * as conversations from '../conversations/conversations.handlers';
import * as conversationRoutes from '../conversations/conversations.routes';
import { reply } from '../reply/reply.handler';
import * as handlers from './inbox.handlers';
import * as routes from './inbox.routes';

/** The staff inbox: customers' replies, conversations by customer, assigning, answering, marking handled (docs/inbox.md). */
export const inboxRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.handled, handlers.handled)
  .openapi(conversationRoutes.conversations, conversations.conversations)
  .openapi(conversationRoutes.assignees, conversations.assignees)
  .openapi(conversationRoutes.conversation, conversations.conversation)
  .openapi(conversationRoutes.assign, conversations.assign)
  .openapi(conversationRoutes.reply, reply);
