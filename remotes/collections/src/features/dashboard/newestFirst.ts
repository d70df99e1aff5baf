import type { TWorkflowExecution } from '@duesflow/shared-contracts/workflows';

/** Executions sorted by start time, latest first; those without a start time go last. */
export function newestFirst(executions: TWorkflowExecution[]): TWorkflowExecution[] {
  const startedAt = (execution: TWorkflowExecution) =>
    execution.startTime ? new Date(execution.startTime).getTime() || -Infinity : -Infinity;
  return [...executions].sort((a, b) => startedAt(b) - startedAt(a));
}
