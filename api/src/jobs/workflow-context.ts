import type { TallyClient } from '../tally/tally-client';
import type { TRealtimeScope } from '@duesflow/shared-contracts/realtime';
import type { ChannelAdapters } from '../adapters/channels/channel-adapter';
import type { PaymentGatewayAdapter } from '../adapters/gateways/payment-gateway-adapter';
import type { Database } from '../db/database';
import type { workflowExecutions } from '../db/schema/workflow-executions';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import type { RealtimeBus } from '../realtime/realtime-bus';
import type { SecretBox } from '../secrets/secret-box';
import type { CustomerStore } from '../stores/customer-store';

export type ExecutionRow = typeof workflowExecutions.$inferSelect;

/** Everything a workflow run may use. */
export interface WorkflowContext {
  db: Database;
  channels: ChannelAdapters;
  gateway: PaymentGatewayAdapter;
  bus: RealtimeBus;
  clock: Clock;
  logger: Logger;
  customerStore: CustomerStore;
  /** Decrypts provider credentials for the adapters. */
  secrets: SecretBox;
  /** The Tally server (TALLY_URL); absent or null when none is configured. */
  tally?: TallyClient | null;
}

export interface WorkflowOutcome {
  status: 'success' | 'failed';
  /** What the run did, shown with the execution. */
  summary: string;
  error?: string | null;
  /** Which screens' figures the run changed (besides executions and the dashboard). */
  scopes: TRealtimeScope[];
}

/**
 * One kind of workflow. A run may be repeated after a crash or a retry, so it must only do work that
 * is not done yet: every send and every link it makes carries an idempotency key.
 */
export type WorkflowRunner = (ctx: WorkflowContext, execution: ExecutionRow) => Promise<WorkflowOutcome>;
