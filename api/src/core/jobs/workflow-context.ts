import type { TallyClient } from '../../modules/tally';
import type { TRealtimeScope } from '@duesflow/shared-contracts/realtime';
import type { TRunSkips } from '@duesflow/shared-contracts/send-guards';
import type { ChannelAdapters } from '../../modules/messaging';
import type { Database } from '../db/database';
import type { PaymentGateways } from '../../modules/payments';
import type { workflowExecutions } from '../db/schema/workflow-executions';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import type { RealtimeBus } from '../realtime/realtime-bus';
import type { SecretBox } from '../secrets/secret-box';
import type { CustomerStore } from '../../modules/data-stores';
import type { GateItem, PageLinks } from '../../modules/messaging';

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
  /** This process's delivery worker: the owner of the tries it claims (docs/sending.md, "Exactly once across a crash"). */
  workerId?: string;
  /** Makes the links to the customer's page that reminders carry (docs/customer-page.md); absent: `{link}` stays unfilled. */
  pageLinks?: PageLinks;
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
  /** A send's counted messages and cost, for the honest outcome sent with `workflow_completed`. */
  sends?: { sent: number; failed: number; unknown?: number; cost: { amount: number; currency: string } | null };
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
  /** Messages the run tried or is still to try (one per recipient); refusals are not among them. */
  total: number;
  /** Recipients the send gate refused with a message of their own (their reason as its error). */
  refused?: number;
  /** Messages a crash left `unknown — check` (may have reached the vendor; no record to look up). */
  unknown?: number;
}

/** What a bulk run decided to send, and what its summary needs besides the counts (stored as JSON). */
export interface BulkSendPlan {
  /**
   * Every recipient, each decided by the send gate (docs/sending.md): one the sender already knows it
   * cannot reach (no phone) carries its refusal, so it is counted with the gate's skips.
   */
  items: GateItem[];
  note: Record<string, unknown>;
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
   * Everyone the run holds back (no phone, the send cooldown too) gets a refused message row with the
   * reason: a campaign has exactly one message per selected customer, and its history says why each one
   * was or was not sent. (The gate's refusals for the customer's state and the message are always rows.)
   */
  skipsAsRefusals?: boolean;
  /**
   * Its plan records what it decided (the reminder sequences write each step before it is queued), so it
   * has no dry run: every other sender's plan only reads.
   */
  writesWhilePlanning?: boolean;
  /** `skips`: everyone the run left out (the sender's own and the send guards'), counted per reason. */
  outcome(counts: SendCounts, note: Record<string, unknown>, skips: TRunSkips): Omit<WorkflowOutcome, 'contacted'>;
}

export type WorkflowDefinition = WorkflowRunner | BulkSender;

export const isBulkSender = (definition: WorkflowDefinition): definition is BulkSender => typeof definition !== 'function';
