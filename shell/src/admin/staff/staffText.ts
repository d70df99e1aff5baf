import type { TRole } from '@duesflow/shared-contracts/auth';

/** What each role may do, as the Staff screen explains it when choosing one. */
export const ROLE_DESCRIPTION: Record<TRole, string> = {
  admin: 'Everything, including providers, gateways, business data, staff and the audit log',
  collector: 'Customers, follow-ups, campaigns, payment links and call scripts',
  viewer: 'Sees every screen, changes nothing',
};

export const SELF_CHANGE_REASON = 'You cannot change your own role or deactivate yourself.';
