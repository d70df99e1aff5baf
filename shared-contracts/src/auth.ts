import { z } from 'zod';
import { NUL_MESSAGE, ZId, ZText, ZTimestamp } from './common';
import { ROLES } from './roles';

export * from './roles';

export const ZRole = z.enum(ROLES);

const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(254)
  .regex(/^[^\u0000]*$/, NUL_MESSAGE)
  .email('Enter a valid email address');
/** Long passphrases are welcome; the cap keeps hashing cheap for the server. */
export const ZPassword = ZText(256).min(1, 'Enter your password');
/** A new password set by an admin or on first start. */
export const ZNewPassword = ZText(256).min(10, 'Use at least 10 characters');
const ZStaffName = ZText(120, { trim: true }).min(1, 'Enter a name');

/** `POST /api/auth/login`. The same 401 answers an unknown email and a wrong password. */
export const ZLoginRequest = z.object({ email: ZEmail, password: ZPassword }).strict();
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The signed-in member of staff: `GET /api/auth/me`, and the answer of a successful login. */
export const ZSessionUser = z.object({
  id: ZId,
  email: z.string(),
  name: z.string(),
  role: ZRole,
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** A member of staff as the admin-only Staff screen lists them. */
export const ZStaffMember = ZSessionUser.extend({
  active: z.boolean(),
  createdAt: ZTimestamp,
  lastSignInAt: ZTimestamp.nullable(),
  /**
   * Failed sign-ins to this account still counted by the sign-in limits (since each address's last
   * success, within the limits' window): what Unlock clears.
   */
  failedSignIns: z.number().int().min(0),
  /** Until when some address must wait before trying this account again; null when none has to. */
  signInBlockedUntil: ZTimestamp.nullable(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;
export const ZStaffList = z.array(ZStaffMember);

/** `POST /api/staff` (admin). */
export const ZCreateStaffRequest = z.object({ email: ZEmail, name: ZStaffName, role: ZRole, password: ZNewPassword }).strict();
export type TCreateStaffRequest = z.infer<typeof ZCreateStaffRequest>;

/** `PATCH /api/staff/:id` (admin): at least one field. Deactivating ends the member's sessions. */
export const ZUpdateStaffRequest = z
  .object({ name: ZStaffName, role: ZRole, active: z.boolean(), password: ZNewPassword })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: 'Give at least one field to change' });
export type TUpdateStaffRequest = z.infer<typeof ZUpdateStaffRequest>;

/**
 * `POST /api/staff/:id/password-reset` (admin): a new random password, answered this once and never
 * stored in clear; the member's sessions end and their failed sign-ins are cleared.
 */
export const ZPasswordReset = z.object({ member: ZStaffMember, temporaryPassword: z.string() });
export type TPasswordReset = z.infer<typeof ZPasswordReset>;

/**
 * Embedding: a signed-in member of staff (usually a service account used by the integrator's server)
 * asks for a short-lived, single-use token; the integrator's page hands it to `embed.js`, which
 * exchanges it for a session cookie with `POST /api/auth/embed-session`. See docs/embedding.md.
 */
export const ZEmbedTokenRequest = z.object({ ttlSeconds: z.number().int().min(10).max(600).default(120) }).strict();
export const ZEmbedToken = z.object({ token: z.string(), expiresAt: ZTimestamp });
export type TEmbedToken = z.infer<typeof ZEmbedToken>;
export const ZEmbedSessionRequest = z.object({ token: ZText(200).min(16) }).strict();
