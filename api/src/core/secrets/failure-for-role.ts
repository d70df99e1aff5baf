import type { TRole } from '@duesflow/shared-contracts/roles';

/** What staff who are not admins read instead of a vendor's own words about a failed send. */
export const VENDOR_FAILURE_FOR_OTHERS = 'The provider reported a failure; an admin can see why';

/**
 * A stored failure as `role` may read it. A vendor's words, even redacted, can carry what it echoed of a
 * request, so only admins read them; duesflow's own reasons (a send the gate refused: nobody was
 * contacted, and why) are everyone's.
 */
export function failureFor(role: TRole | undefined, text: string, ownReason: boolean): string {
  return role === 'admin' || ownReason ? text : VENDOR_FAILURE_FOR_OTHERS;
}
