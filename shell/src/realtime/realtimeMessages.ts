import { ZRealtimeMessage, type TRealtimeMessage } from '@duesflow/shared-contracts/realtime';

export interface RealtimeToast {
  kind: 'success' | 'error';
  title: string;
  description: string;
}

/**
 * Read one frame off the socket. Unknown message types are only logged (spec part 1 §4), anything that
 * is not a message at all is logged as an error; neither reaches the store or the toasts.
 */
export function parseRealtimeData(data: unknown): TRealtimeMessage | undefined {
  let json: unknown;
  try {
    json = JSON.parse(String(data));
  } catch (error) {
    console.error('[duesflow] unparseable realtime message:', data, error);
    return undefined;
  }
  const parsed = ZRealtimeMessage.safeParse(json);
  if (parsed.success) return parsed.data;
  const type = (json as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && !ZRealtimeMessage.options.some((option) => option.shape.type.value === type)) {
    console.log('[duesflow] unknown realtime message type:', type);
  } else {
    console.error('[duesflow] malformed realtime message:', json, parsed.error.issues);
  }
  return undefined;
}

/** The toast a message deserves, word for word from the spec; undefined when it shows none. */
export function toastForMessage(message: TRealtimeMessage): RealtimeToast | undefined {
  switch (message.type) {
    case 'workflow_completed': {
      const { workflowName, status, error } = message.data;
      // The spec only knows success; a failed run must not read "completed successfully".
      if (status === 'failed') {
        return {
          kind: 'error',
          title: 'Workflow failed',
          description: error ? `${workflowName} failed: ${error}` : `${workflowName} failed`,
        };
      }
      return { kind: 'success', title: 'Workflow completed', description: `${workflowName} completed successfully` };
    }
    case 'file_processed':
      return { kind: 'success', title: 'File processed', description: `${message.data.filename} has been processed` };
    default:
      return undefined;
  }
}
