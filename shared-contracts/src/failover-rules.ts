import { z } from 'zod';
import { MAX_AMOUNT_RUPEES, ZRequiredText, ZUuid, hasAtMostDecimals } from './common';

/*
 * Failover rules of the Payment Gateway Manager (spec part 2). Each active rule moves a link from its
 * primary gateway to its fallback when its condition holds (docs/payments.md):
 * - amount_threshold: the link's amount in rupees is above `value`;
 * - failure_rate: the primary's failure rate (percent) over the health window is above `value`;
 * - response_time: the primary's mean response time (ms) over the health window is above `value`.
 */
export const FAILOVER_CONDITIONS = ['amount_threshold', 'failure_rate', 'response_time'] as const;
export type TFailoverCondition = (typeof FAILOVER_CONDITIONS)[number];

/** The largest `value` per condition: ₹10 crore, 100 %, 10 minutes. */
export const FAILOVER_VALUE_MAX: Record<TFailoverCondition, number> = {
  amount_threshold: MAX_AMOUNT_RUPEES,
  failure_rate: 100,
  response_time: 600_000,
};

export const ZFailoverRule = z.object({
  id: ZUuid,
  name: z.string(),
  condition: z.enum(FAILOVER_CONDITIONS),
  /** Rupees (amount_threshold), percent (failure_rate) or milliseconds (response_time). */
  value: z.number(),
  /** Gateway ids. */
  primaryGateway: ZUuid,
  fallbackGateway: ZUuid,
  isActive: z.boolean(),
});
export type TFailoverRule = z.infer<typeof ZFailoverRule>;

const RULE_FIELDS = {
  name: ZRequiredText(100, 'Name is required'),
  condition: z.enum(FAILOVER_CONDITIONS),
  value: z.number().min(0, 'Must not be negative').max(MAX_AMOUNT_RUPEES, 'Value is too large'),
  primaryGateway: ZUuid,
  fallbackGateway: ZUuid,
  isActive: z.boolean(),
};

function checkRule(rule: Partial<Record<keyof typeof RULE_FIELDS, unknown>>, ctx: z.RefinementCtx) {
  if (rule.primaryGateway !== undefined && rule.primaryGateway === rule.fallbackGateway) {
    ctx.addIssue({ code: 'custom', path: ['fallbackGateway'], message: 'The fallback must be another gateway' });
  }
  if (typeof rule.condition === 'string' && typeof rule.value === 'number') {
    const max = FAILOVER_VALUE_MAX[rule.condition as TFailoverCondition];
    if (rule.value > max) ctx.addIssue({ code: 'custom', path: ['value'], message: `Must be at most ${max.toLocaleString('en-IN')}` });
  }
  if (typeof rule.value === 'number' && !hasAtMostDecimals(rule.value, 2)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'Can have at most two decimals' });
  }
}

/** `POST /api/failover-rules`. */
export const ZCreateFailoverRule = z
  .object({ ...RULE_FIELDS, isActive: RULE_FIELDS.isActive.default(true) })
  .strict()
  .superRefine(checkRule);
export type TCreateFailoverRule = z.input<typeof ZCreateFailoverRule>;

/**
 * `PUT /api/failover-rules/{id}`: the fields to change, at least one (the toggle sends `{isActive}`).
 * A `value` is checked against the condition the rule has after the change.
 */
export const ZUpdateFailoverRule = z
  .object(RULE_FIELDS)
  .partial()
  .strict()
  .superRefine(checkRule)
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change' });
export type TUpdateFailoverRule = z.infer<typeof ZUpdateFailoverRule>;

export const ZFailoverRuleList = z.array(ZFailoverRule);
