import { deliverMessage, isSuccess, type Delivery, type SendTally } from './deliver-message';
import type { ExecutionRow, WorkflowContext } from './workflow-context';

/** A long send reports progress after this many messages. */
export const PROGRESS_EVERY = 25;

/** Sends one after another (providers rate-limit anyway) and tells the screens how far it got. */
export async function sendBatch(ctx: WorkflowContext, execution: ExecutionRow, deliveries: Delivery[]): Promise<SendTally> {
  const tally: SendTally = { sent: 0, failed: 0 };
  for (const [index, delivery] of deliveries.entries()) {
    const status = await deliverMessage(ctx, execution, delivery);
    if (isSuccess(status)) tally.sent += 1;
    else tally.failed += 1;
    const done = index + 1;
    if (done % PROGRESS_EVERY === 0 && done < deliveries.length) {
      await ctx.bus.publish({
        type: 'workflow_progress',
        data: { executionId: execution.id, workflowName: execution.workflowName, done, total: deliveries.length },
      });
    }
  }
  return tally;
}

/** A batch fails only when it tried and nothing got through; partial failures are in the summary. */
export function batchStatus(tally: SendTally): 'success' | 'failed' {
  return tally.sent === 0 && tally.failed > 0 ? 'failed' : 'success';
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
