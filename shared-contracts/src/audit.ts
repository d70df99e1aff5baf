import { z } from 'zod';
import { MAX_PAGE, ZDate, ZId, ZText, ZTimestamp, ZUuid } from './common';

export const AUDIT_OUTCOMES = ['success', 'denied', 'failed'] as const;
export const ZAuditOutcome = z.enum(AUDIT_OUTCOMES);

/**
 * One recorded action: every state-changing request (and every workflow start) with who did it,
 * when, what, on which target and how it ended.
 */
export const ZAuditEntry = z.object({
  id: ZId,
  at: ZTimestamp,
  /** Null when nobody was signed in (a refused request, a failed sign-in). */
  userId: ZId.nullable(),
  userEmail: z.string().nullable(),
  /** What was done, e.g. `workflow.bulk-sms`, `auth.login`, `staff.update`, `providers.update`. */
  action: z.string(),
  /** What it was done to, e.g. a customer, provider, staff member or execution id; null when none. */
  target: z.string().nullable(),
  /**
   * The member of staff a `staff.*` entry's target id names, as they are now (name and email), so the
   * log reads as people rather than ids; null for other targets, and for an id no member has.
   */
  targetStaff: z.object({ name: z.string(), email: z.string() }).nullable(),
  outcome: ZAuditOutcome,
  /** The HTTP status answered. */
  status: z.number().int(),
  /** A short readable detail (never a secret, never a request body). */
  detail: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const AUDIT_PAGE_SIZE_MAX = 200;

/** `GET /api/audit-log` (admin): newest first, filtered by user, action and date range. */
export const ZAuditLogQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(50),
  /** A staff member's id (uuid). */
  userId: ZUuid.optional(),
  /** Matches actions that start with it: `staff` finds `staff.create` and `staff.update`. */
  action: ZText(100).min(1).optional(),
  /** Inclusive calendar dates (India time). */
  from: ZDate.optional(),
  to: ZDate.optional(),
});
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

export const ZAuditLogPage = z.object({
  items: z.array(ZAuditEntry),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;
