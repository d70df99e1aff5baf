// No zod here: the first page's code (the header, every guarded control) reads roles and what they may do,
// and must not download zod for it. The schemas of these values are in auth.ts.

/**
 * Staff roles. `admin`: everything, including providers, gateways, business data and staff.
 * `collector`: customers, follow-ups, campaigns, payment links, call scripts. `viewer`: read only.
 */
export const ROLES = ['admin', 'collector', 'viewer'] as const;
export type TRole = (typeof ROLES)[number];

/**
 * What a role may do, in the words the UI uses to explain a disabled control. Every API route declares
 * one of these; the UI asks `roleCan(user.role, capability)` before enabling a control.
 * - `read`: see every screen's data.
 * - `collect`: start sends and calls, create links, campaigns and scripts, edit customers, sync data.
 * - `administer`: providers, gateways, channel switches, business data, staff, audit log.
 */
export const CAPABILITIES = {
  read: ['admin', 'collector', 'viewer'],
  collect: ['admin', 'collector'],
  administer: ['admin'],
} as const satisfies Record<string, readonly TRole[]>;
export type TCapability = keyof typeof CAPABILITIES;

export function roleCan(role: TRole | undefined, capability: TCapability): boolean {
  return role !== undefined && (CAPABILITIES[capability] as readonly TRole[]).includes(role);
}

/** The tooltip on a control the signed-in role may not use. */
export const CAPABILITY_DENIED_REASON: Record<TCapability, string> = {
  read: 'Sign in to see this.',
  collect: 'Your role (viewer) can only view. Ask an admin for collector access.',
  administer: 'Only an admin can change this.',
};
