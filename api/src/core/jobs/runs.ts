import type { TWorkflowType } from '@duesflow/shared-contracts/workflows';
import type { TSendPreview } from '@duesflow/shared-contracts/send-guards';
import type { Transaction } from '../db/database';
import type { BulkSendPlan, ExecutionRow } from './workflow-context';

/**
 * What the rest of the API sees of the workflow engine (modules/workflows): starting a run, once per
 * request, and its dry run. The engine itself is built by the runtime and reached through AppDeps.
 */
export interface StartRequest {
  type: TWorkflowType;
  input: Record<string, unknown>;
  /**
   * The request's Idempotency-Key. Without one, a start with `derive` answers the run of the same
   * request (`requestHash`) started within the last `DERIVED_KEY_WINDOW_MS`, and otherwise gets a fresh key.
   */
  idempotencyKey?: string;
  /**
   * Who asked, which workflow and the canonical body, hashed (`requestHashOf`): a reused key must come
   * with the same hash, or the start is refused with `IdempotencyKeyReused`.
   */
  requestHash?: string;
  /** The same request hashed under its workflow's former name: runs stored before a rename carry it. */
  formerRequestHash?: string;
  /** Without a key, answer the same request's recent run instead of starting another (sends and links). */
  derive?: boolean;
  /** The member of staff starting the run. */
  startedBy?: string | null;
  /** Writes rows the answer needs at once (a payment link), in the execution's own transaction. */
  prepare?: (tx: Transaction, execution: ExecutionRow) => Promise<void>;
  /**
   * The dry run's plan of this very request (`dryRun`): the run started here uses it instead of planning
   * again, when this process picks it up within `PLAN_REUSE_MS` of the dry run (docs/sending.md).
   */
  planned?: KeptPlan;
}

/** A dry run's plan, kept for the run the same request starts (`StartRequest.planned`). */
export interface KeptPlan {
  readonly type: TWorkflowType;
  /** The input object the plan was made for: only a start with this same object uses it. */
  readonly input: Record<string, unknown>;
  readonly plan: BulkSendPlan;
  /** When the plan was made (the engine's clock, ms). */
  readonly madeAt: number;
}

/** A send's dry run (the gate's answer) and the plan it was decided on. */
export interface DryRun {
  preview: TSendPreview;
  planned: KeptPlan;
}

/**
 * How old a dry run's plan may be when its run picks it up. Within this, the plan is as fresh as the run's
 * own would be by the time its chunks send (its messages are filled once, at planning); the send gate
 * decides every recipient again when the run queues them, whatever the plan's age.
 */
export const PLAN_REUSE_MS = 5_000;

export interface StartResult {
  execution: ExecutionRow;
  /** True when the key was seen before: nothing new was started. */
  replayed: boolean;
}

export interface WorkflowEngine {
  start(request: StartRequest): Promise<StartResult>;
  /** Starts workers on this process. */
  work(): Promise<void>;
  /** Re-enqueues running executions that have no live job; fails those whose job is gone for good. */
  recover(olderThanMs?: number): Promise<{ requeued: number; failed: number }>;
  stop(): Promise<void>;
  /**
   * Stops this process's delivery heartbeat: call it once the queue has stopped (running chunks finished
   * or handed back), since other processes take over a worker's tries as soon as it stops beating.
   */
  stopDelivery(): void;
  /**
   * The dry run of a send: what the run of this request would send now, hold for its hours or skip and
   * why, and what it would cost, decided by the same gate; nothing is written. Undefined for a workflow
   * that sends nothing.
   */
  preview(type: TWorkflowType, input: Record<string, unknown>): Promise<TSendPreview | undefined>;
  /** The same dry run, with its plan for a start of the same request (`StartRequest.planned`). */
  dryRun(type: TWorkflowType, input: Record<string, unknown>): Promise<DryRun | undefined>;
}

/** A start without an Idempotency-Key answers the same request's run started this recently (docs/sending.md). */
export const DERIVED_KEY_WINDOW_MS = 10 * 60_000;

/** The Idempotency-Key came back with a different request: nothing was started. */
export class IdempotencyKeyReused extends Error {
  constructor(readonly execution: ExecutionRow) {
    super('This Idempotency-Key was already used for a different request.');
  }
}
