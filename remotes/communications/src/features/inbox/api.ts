import type {
  TAssigneeRequest,
  TConversation,
  TConversationsPage,
  TInboxFilter,
  TInboxHandledResult,
  TInboxStaff,
  TReplyRequest,
  TReplyStarted,
} from '@duesflow/shared-contracts/inbox';
import { IDEMPOTENCY_HEADER } from '@duesflow/shared-contracts/http';
import { communicationsApi } from '../../app/baseApi';
import { newIdempotencyKey } from '../../campaigns/idempotencyKey';
import { LIST_ID } from '../../app/tags';

/** How many conversations the list shows per page. */
export const CONVERSATIONS_PAGE_SIZE = 20;

/**
 * The inbox's calls. The list provides `Inbox/LIST`, a conversation its customer's id; a change to a
 * conversation invalidates it and the list (realtime messages with the `inbox` scope do the same: app/realtimeInvalidation.ts).
 */
export const inboxApi = communicationsApi.injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<TConversationsPage, { filter: TInboxFilter; page: number }>({
      query: ({ filter, page }) =>
        `/api/inbox/conversations?${new URLSearchParams({ filter, page: String(page), pageSize: String(CONVERSATIONS_PAGE_SIZE) })}`,
      providesTags: [{ type: 'Inbox', id: LIST_ID }],
    }),
    getConversation: build.query<TConversation, string>({
      query: (customerId) => `/api/inbox/conversations/${encodeURIComponent(customerId)}`,
      providesTags: (_result, _error, customerId) => [{ type: 'Inbox', id: customerId }],
    }),
    getAssignees: build.query<TInboxStaff[], void>({
      query: () => '/api/inbox/assignees',
    }),
    assignConversation: build.mutation<TConversation, { customerId: string } & TAssigneeRequest>({
      query: ({ customerId, staffId }) => ({
        url: `/api/inbox/conversations/${encodeURIComponent(customerId)}/assignee`,
        method: 'PUT',
        body: { staffId },
      }),
      invalidatesTags: (_result, error, { customerId }) =>
        error
          ? []
          : [
              { type: 'Inbox', id: customerId },
              { type: 'Inbox', id: LIST_ID },
            ],
    }),
    markReplyHandled: build.mutation<TInboxHandledResult, { replyId: string; customerId: string }>({
      query: ({ replyId }) => ({ url: `/api/inbox/${encodeURIComponent(replyId)}/handled`, method: 'POST' }),
      invalidatesTags: (_result, error, { customerId }) =>
        error
          ? []
          : [
              { type: 'Inbox', id: customerId },
              { type: 'Inbox', id: LIST_ID },
            ],
    }),
    replyToCustomer: build.mutation<TReplyStarted, { customerId: string; reply: TReplyRequest }>({
      query: ({ customerId, reply }) => ({
        url: `/api/inbox/conversations/${encodeURIComponent(customerId)}/reply`,
        method: 'POST',
        body: reply,
        // A press is one reply: a retried request is answered with it, and the same words sent again are a new one.
        headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
      }),
      invalidatesTags: (_result, error, { customerId }) => (error ? [] : [{ type: 'Inbox', id: customerId }]),
    }),
  }),
});

export const {
  useGetConversationsQuery,
  useGetConversationQuery,
  useGetAssigneesQuery,
  useAssignConversationMutation,
  useMarkReplyHandledMutation,
  useReplyToCustomerMutation,
} = inboxApi;
