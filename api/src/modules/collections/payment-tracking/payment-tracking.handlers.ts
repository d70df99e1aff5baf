import { and, eq, gte, ne, or, sql } from 'drizzle-orm';
import type { TExecuteFollowUpsResponse } from '@duesflow/shared-contracts/payment-tracking';
import { workflowExecutions } from '../../../core/db/schema/workflow-executions';
import type { ExecutionRow } from '../../../core/jobs/workflow-context';
import { oneExecuteAllAtATime, type ExecuteAllInput } from '../workflows/execute-all';
import type { CardFollowUpInput } from '../workflows/card-follow-up';
import { ApiError, notFound } from '../../../core/lib/api-error';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { skipReason } from '../analysis';
import { followUpBookSteps, pageAt, tilesAt, type FollowUpBook } from '../follow-up-book';
import { followUpCandidateSteps } from '../ledger-snapshot';
import type { AppDeps } from '../../../core/app-deps';
import { readFollowUpSettings, toSettingsBody, writeFollowUpSettings } from '../settings';
import { startWorkflow } from '../../../core/jobs/start-workflow';
import type * as routes from './payment-tracking.routes';
import type { TPaymentTrackingAnalysis } from '@duesflow/shared-contracts/payment-tracking';
import { businessDate } from '../../../core/lib/clock';
import { contactHolds, customerStates, stateRefusal } from '../../messaging';
import { brokenPromises, openInvoiceDisputes, recentPageVisits } from '../../customers';
import type { TContactHold } from '@duesflow/shared-contracts/customers';
import { formatDate } from '@duesflow/shared-contracts/format';
import { skipReasonText } from '@duesflow/shared-contracts/send-guards';
import { gateOneCustomer, previewOf } from '../../messaging';

/**
 * The tabs of the cached ledger's current version, built in slices after a write or a new day (the
 * previous version's answered meanwhile); the time of day is applied per request without a pass
 * (follow-up-book.ts; docs/performance.md, "Reads never block").
 */
export function followUpBook(deps: AppDeps, now: Date): Promise<FollowUpBook> {
  return deps.reads.derived('follow-up-book', now, (snapshot) =>
    followUpBookSteps(followUpCandidateSteps(snapshot), snapshot.settings, snapshot.today),
  );
}

export const dashboard: AppRouteHandler<typeof routes.dashboard> = async (c) => {
  const now = c.var.deps.clock.now();
  return c.json(tilesAt(await followUpBook(c.var.deps, now), now), 200);
};

export const analysis: AppRouteHandler<typeof routes.analysis> = async (c) => {
  const { limit, offset } = c.req.valid('query');
  const now = c.var.deps.clock.now();
  const paged = pageAt(await followUpBook(c.var.deps, now), now, limit, offset);
  // The cards show a promise, dispute or stop instead of urging a call (read fresh, few rows).
  // A broken promise shows too (reminders resume after it): the latest promise broke, nothing newer since.
  // Open invoice disputes show as "Invoice disputed".
  // A customer who opened their own page lately shows "Opened page" (read for the listed cards only).
  const listed = [paged.urgentOverdue, paged.recentOverdue, paged.dueSoon, paged.followUpRequired].flat().map((entry) => entry.customerId);
  const [holds, broken, disputes, visits] = await Promise.all([
    contactHolds(c.var.deps.db, undefined, businessDate(now)),
    brokenPromises(c.var.deps.db),
    openInvoiceDisputes(c.var.deps.db),
    recentPageVisits(c.var.deps.db, now, listed),
  ]);
  if (holds.size === 0 && broken.size === 0 && disputes.size === 0 && visits.size === 0) return c.json(paged, 200);
  const held = (entries: TPaymentTrackingAnalysis['urgentOverdue']) =>
    entries.map((entry) => ({
      ...entry,
      contactHold: holds.get(entry.customerId) ?? null,
      ...(broken.size > 0 ? { brokenPromise: broken.get(entry.customerId) ?? null } : {}),
      ...(disputes.has(entry.customerId) ? { disputedInvoices: disputes.get(entry.customerId) } : {}),
      ...(visits.has(entry.customerId) ? { recentPageVisit: visits.get(entry.customerId) } : {}),
    }));
  return c.json(
    {
      ...paged,
      urgentOverdue: held(paged.urgentOverdue),
      recentOverdue: held(paged.recentOverdue),
      dueSoon: held(paged.dueSoon),
      followUpRequired: held(paged.followUpRequired),
    },
    200,
  );
};

export const getSettings: AppRouteHandler<typeof routes.getSettings> = async (c) => {
  return c.json(toSettingsBody(await readFollowUpSettings(c.var.deps.db)), 200);
};

export const putSettings: AppRouteHandler<typeof routes.putSettings> = async (c) => {
  const { db, clock, bus } = c.var.deps;
  const stored = await writeFollowUpSettings(db, c.req.valid('json'), clock.now());
  await bus.publish({ type: 'metrics_updated', data: { scopes: ['dashboard', 'customers'] } });
  return c.json(toSettingsBody(stored), 200);
};

/** Thrown inside the start transaction when another execute-all run is going: the new row is rolled back. */
class AlreadyRunning extends Error {
  constructor(readonly execution: ExecutionRow) {
    super('Execute All Follow-ups is already running');
  }
}

/**
 * The press's answer. A customer whose reminders are held (a promise, a dispute, a stop) or whose every
 * unpaid invoice is in dispute is in the run's plan, where the send gate refuses them; the answer already
 * counts them as skipped, with the reason (`held`: the words, by customer).
 */
function executeAllBody(execution: ExecutionRow, replayed: boolean, holds: Map<string, string>): TExecuteFollowUpsResponse {
  const { plan, skipped } = execution.input as unknown as ExecuteAllInput;
  const held = plan.filter((planned) => holds.has(planned.customerId));
  const scheduled = plan.length - held.length;
  return {
    message: replayed
      ? 'Follow-ups are already being executed; nobody is contacted twice'
      : `Follow-ups started for ${scheduled} ${scheduled === 1 ? 'customer' : 'customers'}.`,
    executionId: execution.id,
    scheduled,
    skipped: [
      ...skipped,
      ...held.map(({ customerId, customerName }) => ({
        customerId,
        customerName: customerName ?? '',
        reason: holds.get(customerId)!,
      })),
    ],
    replayed,
  };
}

/** "open dispute (Goods damaged)", "promised to pay (29 Nov 2026)", "asked to stop reminders". */
function holdText(hold: TContactHold): string {
  const detail = hold.kind === 'promised' ? formatDate(hold.until) : hold.note;
  return skipReasonText(hold.kind, 0) + (detail ? ` (${detail})` : '');
}

/** Who Execute All would contact, decided from the tabs at `now` (the press and its preview alike). */
async function executeAllInput(deps: AppDeps, now: Date): Promise<ExecuteAllInput> {
  const { rated } = await followUpBook(deps, now);
  const input: ExecuteAllInput = { plan: [], skipped: [] };
  for (const { entry, ...row } of rated) {
    const reason = skipReason({ entry, ...row }, now);
    if (reason) input.skipped.push({ customerId: entry.customerId, customerName: entry.customerName, reason });
    else input.plan.push({ customerId: entry.customerId, action: entry.recommendedAction, customerName: entry.customerName });
  }
  return input;
}

export const executeFollowUpsPreview: AppRouteHandler<typeof routes.executeFollowUpsPreview> = async (c) => {
  const input = await executeAllInput(c.var.deps, c.var.deps.clock.now());
  return c.json(await previewOf(c, 'execute_all_follow_ups', input as unknown as Record<string, unknown>), 200);
};

export const executeFollowUps: AppRouteHandler<typeof routes.executeFollowUps> = async (c) => {
  const { clock, engine } = c.var.deps;
  const arrivedAt = clock.now();
  // A second press while this process still answers the first one answers that run at once.
  const { execution, replayed } = await oneExecuteAllAtATime(engine, async () => {
    const input = await executeAllInput(c.var.deps, clock.now());
    try {
      return await startWorkflow(c, c.req.valid('header')['idempotency-key'], {
        type: 'execute_all_follow_ups',
        input: input as unknown as Record<string, unknown>,
        // The plan is computed from the moment of the press; the request itself is the (empty) body.
        body: {},
        // One run at a time: a press while one is going, or pressed together with one that another
        // process stored after this press arrived (even if it has finished since), answers that run.
        // The lock makes two processes pressing at once take turns, so the second sees the first's row.
        prepare: async (tx, execution) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext('duesflow:execute_all_follow_ups'))`);
          const [other] = await tx
            .select()
            .from(workflowExecutions)
            .where(
              and(
                eq(workflowExecutions.workflowType, 'execute_all_follow_ups'),
                or(eq(workflowExecutions.status, 'running'), gte(workflowExecutions.startedAt, arrivedAt)),
                ne(workflowExecutions.id, execution.id),
              ),
            )
            .limit(1);
          if (other) throw new AlreadyRunning(other);
        },
      });
    } catch (error) {
      if (error instanceof AlreadyRunning) return { execution: error.execution, replayed: true };
      throw error;
    }
  });
  const { plan } = execution.input as unknown as ExecuteAllInput;
  const ids = plan.map((planned) => planned.customerId);
  const today = businessDate(clock.now());
  const holds = await contactHolds(c.var.deps.db, ids, today);
  const held = new Map([...holds].map(([customerId, hold]) => [customerId, holdText(hold)]));
  // The tabs show every unpaid invoice; reminders leave out those in dispute (messaging/reminder-dues.ts).
  const states = await customerStates(
    c.var.deps.db,
    ids.filter((id) => !holds.has(id)),
  );
  for (const [customerId, state] of states) {
    const refusal = stateRefusal(state, today);
    if (refusal?.reason === 'invoice_disputed') held.set(customerId, `${skipReasonText(refusal.reason, 0)} (${refusal.detail})`);
  }
  return c.json(executeAllBody(execution, replayed, held), 202);
};

const ACTION_LABELS = { urgent_call: 'Urgent call', ai_call: 'AI call', whatsapp: 'WhatsApp reminder', sms: 'SMS reminder' } as const;

export const followUp: AppRouteHandler<typeof routes.followUp> = async (c) => {
  const { customerId } = c.req.valid('param');
  const { action } = c.req.valid('json');
  const customer = await c.var.deps.customerStore.findCustomer(customerId);
  if (!customer) throw notFound('Customer');
  if (!customer.phone) {
    throw new ApiError(422, 'no_phone', `${customer.name} has no phone number, so no ${ACTION_LABELS[action]} can be made`);
  }
  if (customer.amountDue <= 0) throw new ApiError(422, 'nothing_due', `${customer.name} owes nothing, so there is nothing to follow up`);
  const input: CardFollowUpInput = { customerId: customer.id, action, phoneNumber: customer.phone };
  const waiting = await gateOneCustomer(c, 'card_follow_up', input as unknown as Record<string, unknown>, customer.name);
  const { execution, replayed } = await startWorkflow(c, c.req.valid('header')['idempotency-key'], {
    type: 'card_follow_up',
    input: input as unknown as Record<string, unknown>,
  });
  return c.json(
    {
      message: replayed
        ? `${ACTION_LABELS[action]} for ${customer.name} was already started by this request`
        : `${ACTION_LABELS[action]} to ${customer.name} started`,
      action,
      customer: { id: customer.id, name: customer.name, phone: customer.phone },
      executionId: execution.id,
      waiting,
    },
    202,
  );
};
