import type { TAuditLogPage, TAuditLogQuery } from '@duesflow/shared-contracts/audit';
import type { TCreateStaffRequest, TPasswordReset, TStaffMember, TUpdateStaffRequest } from '@duesflow/shared-contracts/auth';
import { createRealtimeListener } from '@duesflow/remote-kit/realtimeListener';
import { createRegister } from '@duesflow/remote-kit/register';
import { createRemoteApi } from '@duesflow/remote-kit/remoteApi';

export const ADMIN_TAG_TYPES = ['Staff', 'AuditLog'] as const;
const LIST = 'LIST';

/** The audit log's filters as the screen holds them; empty ones are left out of the query string. */
export type TAuditFilters = Pick<TAuditLogQuery, 'page' | 'pageSize'> & Partial<Pick<TAuditLogQuery, 'userId' | 'action' | 'from' | 'to'>>;

/** `/api/audit-log?…` for the filters: only the ones set, in a fixed order. */
export function auditLogUrl(filters: TAuditFilters): string {
  const params = new URLSearchParams();
  params.set('page', String(filters.page));
  params.set('pageSize', String(filters.pageSize));
  if (filters.userId) params.set('userId', filters.userId);
  const action = filters.action?.trim();
  if (action) params.set('action', action);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return `/api/audit-log?${params}`;
}

/**
 * The shell's own api for its admin screens (Staff, Audit log), built like a remote's with the kit and
 * plugged into the shell's store only when one of those screens first opens.
 */
export const adminApi = createRemoteApi('shellAdminApi', ADMIN_TAG_TYPES).injectEndpoints({
  endpoints: (build) => ({
    listStaff: build.query<TStaffMember[], void>({
      query: () => '/api/staff',
      providesTags: (members = []) => [
        { type: 'Staff', id: LIST },
        ...members.map((member) => ({ type: 'Staff' as const, id: member.id })),
      ],
    }),
    createStaff: build.mutation<TStaffMember, TCreateStaffRequest>({
      query: (body) => ({ url: '/api/staff', method: 'POST', body }),
      invalidatesTags: [{ type: 'Staff', id: LIST }, 'AuditLog'],
    }),
    updateStaff: build.mutation<TStaffMember, { id: string; changes: TUpdateStaffRequest }>({
      query: ({ id, changes }) => ({ url: `/api/staff/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Staff', id }, 'AuditLog'],
    }),
    resetStaffPassword: build.mutation<TPasswordReset, string>({
      query: (id) => ({ url: `/api/staff/${encodeURIComponent(id)}/password-reset`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Staff', id }, 'AuditLog'],
    }),
    unlockStaff: build.mutation<TStaffMember, string>({
      query: (id) => ({ url: `/api/staff/${encodeURIComponent(id)}/unlock`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Staff', id }, 'AuditLog'],
    }),
    auditLog: build.query<TAuditLogPage, TAuditFilters>({
      query: auditLogUrl,
      providesTags: ['AuditLog'],
    }),
  }),
});

export const {
  useListStaffQuery,
  useCreateStaffMutation,
  useUpdateStaffMutation,
  useResetStaffPasswordMutation,
  useUnlockStaffMutation,
  useAuditLogQuery,
} = adminApi;

/** The header's Refresh reloads both screens. */
const createAdminListener = () => createRealtimeListener({ api: adminApi, tagTypes: ADMIN_TAG_TYPES, tagsForMessage: () => [] });

/** Plugs the admin api into the shell's store (idempotent). */
export const registerAdminApi = createRegister(adminApi, createAdminListener);
