import { performance } from 'node:perf_hooks';
import { ZRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import { sessionHeaders } from './lib';

/** When a run's events reached the socket (performance.now()), by run id. */
export interface RunEvents {
  /** The first `workflow_progress` (what the dashboard's and the executions' screens hear). */
  firstProgress: Map<string, number>;
  /** The first `campaign_progress` (what the campaign's progress bar follows; its id is the run's). */
  firstCampaignProgress: Map<string, number>;
  /** `workflow_completed`. */
  completed: Map<string, number>;
  close(): void;
}

/** The realtime socket as a screen has it open (`/ws`, signed in), noting when each run's events arrive. */
export async function watchRuns(apiUrl: string): Promise<RunEvents> {
  const firstProgress = new Map<string, number>();
  const firstCampaignProgress = new Map<string, number>();
  const completed = new Map<string, number>();
  const Socket = (globalThis as { WebSocket?: typeof WebSocket }).WebSocket;
  if (!Socket) throw new Error('this Node has no WebSocket client: run the bench through `npm run bench` (--experimental-websocket)');
  const socket = new (Socket as unknown as new (url: string, options: { headers: Record<string, string> }) => WebSocket)(
    `${apiUrl.replace(/^http/, 'ws')}/ws`,
    { headers: { ...sessionHeaders(), origin: apiUrl } },
  );
  socket.addEventListener('message', (event) => {
    const at = performance.now();
    const parsed = ZRealtimeMessage.safeParse(JSON.parse(String(event.data)));
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'workflow_progress' && !firstProgress.has(message.data.executionId))
      firstProgress.set(message.data.executionId, at);
    if (message.type === 'campaign_progress' && !firstCampaignProgress.has(message.data.campaignId))
      firstCampaignProgress.set(message.data.campaignId, at);
    if (message.type === 'workflow_completed' && message.data.executionId) completed.set(message.data.executionId, at);
  });
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error('could not open /ws')));
  });
  return { firstProgress, firstCampaignProgress, completed, close: () => socket.close() };
}
