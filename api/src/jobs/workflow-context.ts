import type { TallyClient } from '../tally/tally-client';
import type { TRealtimeScope } from '@duesflow/shared-contracts/realtime';
import type { TRunSkips } from '@duesflow/shared-contracts/send-guards';
import type { ChannelAdapters } from '../adapters/channels/channel-adapter';
import type { Database } from '../db/database';
import type { PaymentGateways } from '../gateways/payment-gateways';
import type { workflowExecutions } from '../db/schema/workflow-executions';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import type { RealtimeBus } from '../realtime/realtime-bus';
import type { SecretBox } from '../secrets/secret-box';
import type { CustomerStore } from '../stores/customer-store';
import type { Delivery } from './deliver-message';
import type { Skip } from './send-guards';

export type ExecutionRow = typeof workflowExecutions.$inferSelect;

/** Everything a workflow run may use. */
export interface WorkflowContext {
  db: Database;
  channels: ChannelAdapters;
  /** Routes every payment link to a gateway and creates it there (docs/payments.md). */
  gateways: PaymentGateways;
  bus: RealtimeBus;
  clock: Clock;
  logger: Logger;
  customerStore: CustomerStore;
  /** Decrypts provider credentials for the adapters. */
  secrets: SecretBox;
  /** The Tally server (TALLY_URL); absent or null when none is configured. */
  tally?: TallyClient | null;
  /** SEND_COOLDOWN_HOURS: a recipient reached on a channel this recently is not sent it again (0: off; default 24). */
  sendCooldownHours?: number;
}

export interface WorkflowOutcome {
  status: 'success' | 'failed';
  /** What the run did, shown with the execution. */
  summary: string;
  error?: string | null;
  /** Which screens' figures the run changed (besides executions and the dashboard). */
  scopes: TRealtimeScope[];
  /**
   * Recipients messaged or called (sent or failed): 0 when the run contacted nobody, so no screen says
   * "completed successfully" as if someone was reached. Absent for runs that contact no one by design.
   */
  contacted?: number | null;
  /** The customers the run changed, when it knows (sent to screens when there are only a few). */
  customerIds?: string[];
  /** Who the run left out and why; stored with the execution and sent with `workflow_completed`. */
  skipped?: TRunSkips;
}

/**
 * One kind of workflow. A run may be repeated after a crash or a retry, so it must only do work that
 * is not done yet: every send and every link it makes carries an idempotency key.
 */
export type WorkflowRunner = (ctx: WorkflowContext, execution: ExecutionRow) => Promise<WorkflowOutcome>;

/** Counted from a bulk run's messages. */
export interface SendCounts {
  sent: number;
  failed: number;
  /** Messages the run queued (one per recipient). */
  total: number;
}

/** What a bulk run decided to send, and what its summary needs besides the counts (stored as JSON). */
export interface BulkSendPlan {
  deliveries: Delivery[];
  note: Record<string, unknown>;
  /** Recipients the sender itself left out (no phone), listed with the cooldown's skips. */
  skipped?: Skip[];
  /** Also leave alone customers contacted on any channel this recently (the automatic runs). */
  recontactHours?: number;
}

/**
 * A workflow that sends to many recipients. Its workflow job only plans (who gets what) and queues the
 * messages; chunk jobs send them, and whichever finishes last completes the run with `outcome`.
 * Planning may be repeated (a retry, a crash): the queued messages' keys make it idempotent.
 */
export interface BulkSender {
  plan(ctx: WorkflowContext, execution: ExecutionRow): Promise<BulkSendPlan>;
  /**
   * Everyone the run holds back (no phone, the send cooldown) gets a failed message row with the reason
   * instead of only a count in the run's summary: a campaign has exactly one message per selected
   * customer, and its history says why each one was or was not sent. The plan's `note.refused` counts them.
   */
  skipsAsRefusals?: boolean;
  /** `skips`: everyone the run left out (the sender's own and the send guards'), counted per reason. */
  outcome(counts: SendCounts, note: Record<string, unknown>, skips: TRunSkips): Omit<WorkflowOutcome, 'contacted'>;
}

export type WorkflowDefinition = WorkflowRunner | BulkSender;

export const isBulkSender = (definition: WorkflowDefinition): definition is BulkSender => typeof definition !== 'function';
