import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { TWorkflowStarted, TWorkflowType } from '@duesflow/shared-contracts/workflows';
import { IDEMPOTENCY_KEY_REUSED } from '@duesflow/shared-contracts/send-guards';
import type { AppBindings } from '../app-deps';
import { IdempotencyKeyReused, type StartRequest, type StartResult } from './runs';
import { ApiError } from '../lib/api-error';
import { publicBaseUrl as requestBaseUrl } from '../security/request-origin';

/**
 * Workflows whose start without an Idempotency-Key answers the same request's run of the last 10 minutes:
 * everything that contacts customers or makes payment links. Syncs and refreshes read fresh data, so
 * pressing them again is a new run.
 */
const DERIVED_KEY_TYPES = new Set<TWorkflowType>([
  'payment_calls',
  'bulk_sms',
  'generate_payment_links',
  'customer_call',
  'whatsapp_reminder',
  'whatsapp_bulk',
  'payment_link',
  'execute_all_follow_ups',
  'card_follow_up',
  'inbox_reply',
]);

/**
 * What four workflow types were called before migration 0023 named them by intent. A run stored before it
 * has its request hashed under the former name: a repeated request (the same Idempotency-Key, or a
 * derived one within its window) is still answered with that run, not refused or started again.
 */
const FORMER_TYPE_NAMES: Partial<Record<TWorkflowType, string>> = {
  payment_calls: 'payment_follow_up',
  customer_call: 'payment_followup',
  card_follow_up: 'customer_follow_up',
  execute_all_follow_ups: 'execute_followups',
};

/** JSON with object keys sorted at every depth, so the same payload always reads the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Who asked (null: nobody signed in), which workflow, and the canonical validated payload, hashed. */
export function requestHashOf(userId: string | null, type: string, input: unknown): string {
  return createHash('sha256')
    .update(canonicalJson([userId, type, input ?? {}]))
    .digest('hex');
}

/**
 * Starts (or, for a repeated request, finds) a run. An Idempotency-Key belongs to one request: the same
 * key with another body, workflow or user is a client bug and answers 422 with nothing started. Without
 * a key, a send started by the same user with the same payload in the last 10 minutes is answered
 * instead of a second one (docs/sending.md).
 */
export async function startWorkflow(
  c: Context<AppBindings>,
  idempotencyKey: string | undefined,
  request: Omit<StartRequest, 'idempotencyKey' | 'requestHash' | 'derive' | 'startedBy'> & {
    /** What identifies the request when the stored input is computed from it (Execute All's plan): the validated body. */
    body?: unknown;
  },
): Promise<StartResult> {
  const userId = c.var.user?.id ?? null;
  const { body, ...start } = request;
  const hashed = body === undefined ? request.input : body;
  const formerName = FORMER_TYPE_NAMES[request.type];
  try {
    return await c.var.deps.engine.start({
      ...start,
      idempotencyKey,
      requestHash: requestHashOf(userId, request.type, hashed),
      ...(formerName ? { formerRequestHash: requestHashOf(userId, formerName, hashed) } : {}),
      derive: DERIVED_KEY_TYPES.has(request.type),
      startedBy: userId,
    });
  } catch (error) {
    if (error instanceof IdempotencyKeyReused) throw new ApiError(422, IDEMPOTENCY_KEY_REUSED.error, IDEMPOTENCY_KEY_REUSED.message);
    throw error;
  }
}

export function startedBody({ execution, replayed }: StartResult): TWorkflowStarted {
  return {
    success: true,
    executionId: execution.id,
    workflowName: execution.workflowName,
    status: execution.status,
    message: replayed ? `${execution.workflowName} was already started by this request` : `${execution.workflowName} started`,
    replayed,
  };
}

/** Where customers open pay links: PUBLIC_URL, else the origin this request came to (X-Forwarded-* only with TRUST_PROXY). */
export function publicBaseUrl(c: Context<AppBindings>): string {
  return requestBaseUrl(c, c.var.deps.publicUrl);
}

export type { TWorkflowType };
