import type { GateItem } from '../../messaging';
import { cooldownReason } from '../../messaging';
import { skippedFor } from '../../messaging';
import type { BulkSender, ExecutionRow, WorkflowContext, WorkflowOutcome } from '../../../core/jobs/workflow-context';

/** What a one-customer send's summary says in each case. */
export interface SingleSendNote extends Record<string, unknown> {
  customerName: string;
  /** "Called Asha Traders on +91 …" */
  done: string;
  /** "Call to Asha Traders on +91 … failed" */
  failed: string;
  /** The run's error when the provider could not reach them. */
  error: string;
  /** "Nobody was called" / "Nobody was contacted" */
  nobody: string;
}

/** The customer is gone: nothing to decide. */
interface MissingNote extends Record<string, unknown> {
  missing: string;
}

/**
 * A button that contacts one customer (a customer row's call or WhatsApp, a card's follow-up) as a run of
 * one through the same engine and gate as a bulk send: it is refused for the customer's state, held for
 * its channel's hours (the run waits, and its summary says until when) and sent exactly once.
 */
export function singleSender(
  plan: (
    ctx: WorkflowContext,
    execution: ExecutionRow,
  ) => Promise<{ item: GateItem; note: SingleSendNote } | { item?: undefined; note: MissingNote }>,
): BulkSender {
  return {
    async plan(ctx, execution) {
      const { item, note } = await plan(ctx, execution);
      return { items: item ? [item] : [], note };
    },
    outcome(counts, note, skips): Omit<WorkflowOutcome, 'contacted'> {
      if ('missing' in note) return { status: 'failed', summary: String(note.missing), error: String(note.missing), scopes: [] };
      const words = note as SingleSendNote;
      if (counts.sent > 0) return { status: 'success', summary: words.done, scopes: ['customers'] };
      if (counts.failed > 0) return { status: 'failed', summary: words.failed, error: words.error, scopes: ['customers'] };
      if (skippedFor(skips, 'cooldown') > 0)
        return { status: 'success', summary: `${words.nobody}: ${words.customerName} was ${cooldownReason(skips)}`, scopes: [] };
      if (skippedFor(skips, 'nothing_due') > 0)
        return { status: 'success', summary: `${words.nobody}: ${words.customerName} owes nothing`, scopes: [] };
      return { status: 'success', summary: `${words.nobody}: ${words.customerName} was not contacted`, scopes: [] };
    },
  };
}
