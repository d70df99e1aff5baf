import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { TWorkflowStarted, TWorkflowType } from '@duesflow/shared-contracts/workflows';
import type { AppBindings } from '../../app-deps';
import type { StartRequest, StartResult } from '../../jobs/workflow-engine';
import { ApiError } from '../../lib/api-error';

/**
 * Starts (or, for a repeated Idempotency-Key, finds) a run. The key belongs to one request: reusing it
 * for a different workflow is a client bug and answers 409 rather than silently returning another run.
 */
export async function startWorkflow(
  c: Context<AppBindings>,
  idempotencyKey: string | undefined,
  request: Omit<StartRequest, 'idempotencyKey'>,
): Promise<StartResult> {
  const result = await c.var.deps.engine.start({ ...request, idempotencyKey: idempotencyKey ?? randomUUID() });
  if (result.replayed && result.execution.workflowType !== request.type) {
    throw new ApiError(409, 'idempotency_conflict', 'This Idempotency-Key was already used for a different request');
  }
  return result;
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

/** Where customers open pay links: PUBLIC_URL, else the origin this request came to (proxies included). */
export function publicBaseUrl(c: Context<AppBindings>): string {
  if (c.var.deps.publicUrl) return c.var.deps.publicUrl;
  const url = new URL(c.req.url);
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || url.host;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

export type { TWorkflowType };
