import { HOUR_MS, businessDate } from '../../lib/clock';
import {
  CHANNEL_BY_ACTION,
  DUE_SOON_DAYS,
  RECONTACT_AFTER_HOURS,
  daysBetween,
  type TFollowUpAction,
} from '../../payment-tracking/follow-up-rules';
import { followUpText } from '../../payment-tracking/follow-up-texts';
import { listFollowUpCandidates } from '../../queries/follow-up-candidates';
import type { Delivery } from '../deliver-message';
import { batchStatus, plural } from '../send-batch';
import type { BulkSender, ExecutionRow } from '../workflow-context';
import { contactedSince } from './recent-contacts';

export interface PlannedFollowUp {
  customerId: string;
  action: TFollowUpAction;
}

export interface ExecuteFollowUpsInput {
  /** Decided when staff pressed the button, so the answer and the run agree on who is contacted. */
  plan: PlannedFollowUp[];
  skipped: { customerId: string; customerName: string; reason: string }[];
}

interface FollowUpsNote {
  planned: number;
  leftOut: number;
  byAction: Record<TFollowUpAction, number>;
}

/**
 * "Execute All Follow-ups": the planned customers, each by their recommended action. Someone contacted
 * meanwhile by another run (or a customer who paid up or lost their phone number) is left out.
 */
export const executeFollowUps: BulkSender = {
  async plan(ctx, execution) {
    const { plan } = execution.input as unknown as ExecuteFollowUpsInput;
    const now = ctx.clock.now();
    const today = businessDate(now);
    const candidates = new Map((await listFollowUpCandidates(ctx.db, today, DUE_SOON_DAYS)).map((c) => [c.id, c]));
    const recent = await contactedSince(ctx.db, new Date(now.getTime() - RECONTACT_AFTER_HOURS * HOUR_MS), execution.id);

    const deliveries: Delivery[] = [];
    let leftOut = 0;
    const byAction: Record<TFollowUpAction, number> = { urgent_call: 0, ai_call: 0, whatsapp: 0, sms: 0 };
    for (const { customerId, action } of plan) {
      const customer = candidates.get(customerId);
      if (!customer?.phone || recent.has(customerId)) {
        leftOut += 1;
        continue;
      }
      const daysOverdue = customer.oldestOverdueDueDate ? daysBetween(customer.oldestOverdueDueDate, today) : 0;
      byAction[action] += 1;
      deliveries.push({ channel: CHANNEL_BY_ACTION[action], to: customer.phone, body: followUpText(action, customer, daysOverdue), customerId });
    }
    return { deliveries, note: { planned: plan.length, leftOut, byAction } satisfies FollowUpsNote };
  },

  outcome(tally, note) {
    const { planned, leftOut, byAction } = note as unknown as FollowUpsNote;
    const left = leftOut ? `; ${leftOut} left out (contacted meanwhile, paid or no phone)` : '';
    if (tally.total === 0) {
      return {
        status: 'success',
        summary:
          planned === 0
            ? 'Nobody was contacted: no customer was due a follow-up'
            : `Nobody was contacted: all ${plural(planned, 'planned customer')} left out (contacted meanwhile, paid or no phone)`,
        scopes: [],
      };
    }
    const status = batchStatus(tally);
    return {
      status,
      summary:
        `${plural(tally.sent + tally.failed, 'follow-up')} made (${tally.failed} failed): ` +
        `${byAction.urgent_call} urgent calls, ${byAction.ai_call} AI calls, ${byAction.whatsapp} WhatsApp, ${byAction.sms} SMS` +
        left,
      error: status === 'failed' ? `All ${plural(tally.failed, 'follow-up')} failed` : null,
      scopes: ['customers'],
    };
  },
};

const pressesInFlight = new WeakMap<object, Promise<ExecutionRow>>();

/**
 * Execute All pressed again while this process is still answering an earlier press: the later press
 * waits for that one and answers its run (`joined`), instead of planning a second run of its own.
 * Presses on other processes are matched in the start transaction (see the payment-tracking handler).
 */
export async function oneExecuteAllAtATime(
  owner: object,
  start: () => Promise<{ execution: ExecutionRow; replayed: boolean }>,
): Promise<{ execution: ExecutionRow; replayed: boolean }> {
  const earlier = pressesInFlight.get(owner);
  if (earlier) {
    const execution = await earlier.catch(() => undefined);
    if (execution) return { execution, replayed: true };
  }
  const started = start();
  const execution = started.then((result) => result.execution);
  pressesInFlight.set(owner, execution);
  try {
    return await started;
  } finally {
    if (pressesInFlight.get(owner) === execution) pressesInFlight.delete(owner);
  }
}
