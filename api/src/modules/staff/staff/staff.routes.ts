import { createRoute, z } from '@hono/zod-openapi';
import { ZCreateStaffRequest, ZPasswordReset, ZStaffList, ZStaffMember, ZUpdateStaffRequest } from '@duesflow/shared-contracts/auth';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';

const TAGS = ['Staff'];

export const list = createRoute({
  ...access('administer'),
  method: 'get',
  path: '/api/staff',
  tags: TAGS,
  summary: 'Every member of staff, active ones first, by name',
  responses: { 200: jsonContent(ZStaffList, 'Members of staff') },
});

export const create = createRoute({
  ...access('administer', 'staff.create'),
  method: 'post',
  path: '/api/staff',
  tags: TAGS,
  summary: 'Adds a member of staff who can sign in with the given password',
  request: { body: jsonBody(ZCreateStaffRequest) },
  responses: {
    201: jsonContent(ZStaffMember, 'Added'),
    ...BAD_REQUEST,
    409: errorResponse('A member of staff already has that email (`email_taken`)'),
  },
});

export const update = createRoute({
  ...access('administer', 'staff.update'),
  method: 'patch',
  path: '/api/staff/{id}',
  tags: TAGS,
  summary: "Changes a member's name, role, password or active state; a role change, deactivation or new password ends their sessions",
  request: { params: z.object({ id: z.string().uuid() }), body: jsonBody(ZUpdateStaffRequest) },
  responses: {
    200: jsonContent(ZStaffMember, 'Changed'),
    ...BAD_REQUEST,
    404: errorResponse('No member of staff has that id'),
    409: errorResponse('It would leave no active admin (`last_admin`), or deactivate your own account (`own_account`)'),
  },
});

const ZMemberId = z.object({ id: z.string().uuid() });

export const resetPassword = createRoute({
  ...access('administer', 'staff.reset-password'),
  method: 'post',
  path: '/api/staff/{id}/password-reset',
  tags: TAGS,
  summary: 'Gives a member a new random password, answered this once; ends their sessions and clears their failed sign-ins',
  request: { params: ZMemberId },
  responses: {
    200: jsonContent(ZPasswordReset, 'The member and their temporary password'),
    ...BAD_REQUEST,
    404: errorResponse('No member of staff has that id'),
  },
});

export const unlock = createRoute({
  ...access('administer', 'staff.unlock'),
  method: 'post',
  path: '/api/staff/{id}/unlock',
  tags: TAGS,
  summary: "Clears the sign-in limits' hold on a member: their failed sign-ins are forgotten and no address waits",
  request: { params: ZMemberId },
  responses: {
    200: jsonContent(ZStaffMember, 'Unlocked'),
    ...BAD_REQUEST,
    404: errorResponse('No member of staff has that id'),
  },
});
