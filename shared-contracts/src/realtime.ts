import { z } from 'zod';

export const ZWorkflowCompletedMessage = z.object({
  type: z.literal('workflow_completed'),
  data: z.object({
    workflowName: z.string(),
    executionId: z.string(),
    /** success or failed: the toast says which. */
    status: z.string(),
    error: z.string().nullable().optional(),
  }),
});

export const ZMetricsUpdatedMessage = z.object({
  type: z.literal('metrics_updated'),
  data: z.object({
    /** Which figures changed, so screens can reload only what they show. */
    scopes: z.array(z.enum(['dashboard', 'customers', 'executions', 'payments', 'tally', 'providers'])),
  }),
});

export const ZFileProcessedMessage = z.object({
  type: z.literal('file_processed'),
  data: z.object({ filename: z.string() }),
});

/** Progress of a long send (campaigns, execute-all). */
export const ZWorkflowProgressMessage = z.object({
  type: z.literal('workflow_progress'),
  data: z.object({
    executionId: z.string(),
    workflowName: z.string(),
    done: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  }),
});

export const ZRealtimeMessage = z.discriminatedUnion('type', [
  ZWorkflowCompletedMessage,
  ZMetricsUpdatedMessage,
  ZFileProcessedMessage,
  ZWorkflowProgressMessage,
]);
export type TRealtimeMessage = z.infer<typeof ZRealtimeMessage>;
export type TRealtimeScope = z.infer<typeof ZMetricsUpdatedMessage>['data']['scopes'][number];

/** The path of the realtime WebSocket on the API's origin. */
export const REALTIME_PATH = '/ws';

/** Reconnect delays of the realtime client (spec part 1 §9). */
export const REALTIME_RECONNECT_AFTER_CLOSE_MS = 3000;
export const REALTIME_RECONNECT_AFTER_FAILURE_MS = 5000;

/**
 * Redux action type the host dispatches for every realtime message it receives. Remotes listen for it
 * (they share the host's store) to reload what the message says has changed.
 */
export const REALTIME_MESSAGE_ACTION = 'realtime/messageReceived';

/**
 * Redux action type the host dispatches when staff press the header's Refresh button: every mounted
 * screen reloads what it shows.
 */
export const SHELL_REFRESH_ACTION = 'shell/refreshRequested';
