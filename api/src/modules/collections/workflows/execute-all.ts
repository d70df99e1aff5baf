import { businessDate } from '../../../core/lib/clock';
import { CHANNEL_BY_ACTION, DUE_SOON_DAYS, RECONTACT_AFTER_HOURS, daysBetween, type TFollowUpAction } from '../follow-up-rules';
import { followUpText } from '../follow-up-texts';
import { listFollowUpCandidates, noCandidateRefusals } from '../follow-up-candidates';
import { batchStatus, cooldownPart, cooldownReason, plural } from '../../messaging';
import { skippedFor } from '../../messaging';
import type { GateItem } from '../../messaging';
import type { BulkSender, ExecutionRow } from '../../../core/jobs/workflow-context';

export interface PlannedFollowUp {
  customerId: string;
  action: TFollowUpAction;
  /** As the tabs showed it at the press (runs planned before it was kept have none). */
  customerName?: string;
}

export interface ExecuteAllInput {
  /** Decided when staff pressed the button, so the answer and the run agree on who is contacted. */
  plan: PlannedFollowUp[];
  skipped: { customerId: string; customerName: string; reason: string }[];
}

interface FollowUpsNote {
  planned: number;
  /** Paid up or lost their phone number since the press (those contacted meanwhile are counted by the send guards). */
  leftOut: number;
  /** Per action, the customers planned with a phone who still owe (the send guards may hold some back). */
  byAction: Record<TFollowUpAction, number>;
}

/**
 * "Execute All Follow-ups": the planned customers, each by their recommended action. Someone contacted
 * meanwhile by another run (or a customer who paid up or lost their phone number) is left out.
 */
export const executeAllFollowUps: BulkSender = {
  async plan(ctx, execution) {
    const { plan } = execution.input as unknown as ExecuteAllInput;
    const now = ctx.clock.now();
    const today = businessDate(now);
    const candidates = new Map((await listFollowUpCandidates(ctx.db, today, DUE_SOON_DAYS)).map((c) => [c.id, c]));
    // Planned but no candidate now (paid up, every unpaid invoice disputed): the gate's reason for each.
    const gone = await noCandidateRefusals(
      ctx.db,
      plan.filter((planned) => !candidates.has(planned.customerId)).map((planned) => planned.customerId),
      today,
    );

    const items: GateItem[] = [];
    let leftOut = 0;
    const byAction: Record<TFollowUpAction, number> = { urgent_call: 0, ai_call: 0, whatsapp: 0, sms: 0 };
    for (const { customerId, action } of plan) {
      const customer = candidates.get(customerId);
      const channel = CHANNEL_BY_ACTION[action];
      if (!customer?.phone) {
        leftOut += 1;
        items.push({
          delivery: { channel, to: customer?.phone ?? '', body: '', customerId, customerName: customer?.name ?? null },
          refusal: customer ? { reason: 'no_phone' } : gone.get(customerId)!,
        });
        continue;
      }
      const daysOverdue = customer.oldestOverdueDueDate ? daysBetween(customer.oldestOverdueDueDate, today) : 0;
      byAction[action] += 1;
      items.push({
        delivery: {
          channel,
          to: customer.phone,
          body: followUpText(action, customer, daysOverdue),
          customerId,
          customerName: customer.name,
          tag: action,
        },
      });
    }
    // Someone contacted meanwhile by another run (any channel) is left out by the send gate.
    return { items, recontactHours: RECONTACT_AFTER_HOURS, note: { planned: plan.length, leftOut, byAction } satisfies FollowUpsNote };
  },

  outcome(counts, note, skips) {
    const {
      planned,
      byAction: plannedByAction,
      skippedByTag = {},
    } = note as unknown as FollowUpsNote & { skippedByTag?: Record<string, number> };
    const byAction = Object.fromEntries(
      Object.entries(plannedByAction).map(([action, count]) => [action, count - (skippedByTag[action] ?? 0)]),
    ) as Record<TFollowUpAction, number>;
    // The gate's other refusals (dispute, promise, stop) are worded by the run's honest outcome.
    const leftOut = skippedFor(skips, 'contacted_recently') + skippedFor(skips, 'no_phone') + skippedFor(skips, 'nothing_due');
    const left = (leftOut ? `; ${leftOut} left out (contacted meanwhile, paid or no phone)` : '') + cooldownPart(skips);
    if (counts.total === 0) {
      return {
        status: 'success',
        summary:
          planned === 0
            ? 'Nobody was contacted: no customer was due a follow-up'
            : skippedFor(skips, 'cooldown') === 0
              ? `Nobody was contacted: all ${plural(planned, 'planned customer')} left out (contacted meanwhile, paid or no phone)`
              : `Nobody was contacted: all ${plural(planned, 'planned customer')} left out (${leftOut} contacted meanwhile, paid or no phone; ` +
                `${skippedFor(skips, 'cooldown')} ${cooldownReason(skips)})`,
        scopes: [],
      };
    }
    const status = batchStatus(counts);
    return {
      status,
      summary:
        `${plural(counts.sent + counts.failed, 'follow-up')} made (${counts.failed} failed): ` +
        `${byAction.urgent_call} urgent calls, ${byAction.ai_call} AI calls, ${byAction.whatsapp} WhatsApp, ${byAction.sms} SMS` +
        left,
      error: status === 'failed' ? `All ${plural(counts.failed, 'follow-up')} failed` : null,
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
