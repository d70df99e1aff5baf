import {
  GATE_REASONS,
  skipReasonText,
  type TRunOutcome,
  type TRunSkips,
  type TRunWaiting,
  type TSkipReason,
} from '@duesflow/shared-contracts/send-guards';
import type { SendCounts, WorkflowOutcome } from '../../core/jobs/workflow-context';

/** What a bulk run's plan keeps for its summary and its reports, besides the sender's own note. */
export interface RunNote extends Record<string, unknown> {
  skippedByTag?: Record<string, number>;
  /** Messages held for their channel's hours when the run was planned, and the first opening. */
  waiting?: TRunWaiting | null;
  /** What the messages that go (now or later) cost: the figure the preview showed. */
  cost?: { amount: number; currency: string };
}

/** "2 (open dispute), 1 (promised to pay: 29 Nov 2026)" for the given reasons of a run's skips. */
export function skipsText(skips: TRunSkips, reasons: readonly TSkipReason[]): string {
  return reasons
    .filter((reason) => (skips.byReason[reason] ?? 0) > 0)
    .map((reason) => {
      const count = skips.byReason[reason]!;
      const named = skips.recipients.filter((recipient) => recipient.reason === reason);
      const detail = count === 1 && named[0]?.detail ? `: ${named[0].detail}` : '';
      return `${count} (${skipReasonText(reason, skips.cooldownHours, skips.cooldownChannels)}${detail})`;
    })
    .join(', ');
}

/**
 * A sender's outcome made honest about the gate: the refusals it does not word itself are added to the
 * summary, and a run that tried nobody says "Nobody was …" with every reason, never a bare success.
 */
export function honestOutcome(
  outcome: Omit<WorkflowOutcome, 'contacted'>,
  counted: SendCounts,
  skips: TRunSkips,
): Omit<WorkflowOutcome, 'contacted'> {
  const gate = skipsText(skips, GATE_REASONS);
  const nobodyTried = counted.sent + counted.failed === 0 && skips.total > 0;
  if (nobodyTried && (gate || !/^Nobody was/.test(outcome.summary))) {
    const nobody = /^Nobody was \w+/.exec(outcome.summary)?.[0] ?? 'Nobody was contacted';
    const [only] = skips.recipients;
    if (skips.total === 1 && only?.customerName) {
      const why = skipReasonText(only.reason, skips.cooldownHours, skips.cooldownChannels) + (only.detail ? ` (${only.detail})` : '');
      return { ...outcome, status: 'success', error: null, summary: `${nobody}: ${only.customerName} — ${why}` };
    }
    const all = skipsText(skips, Object.keys(skips.byReason) as TSkipReason[]);
    return { ...outcome, status: 'success', error: null, summary: `${nobody}: skipped ${all}` };
  }
  if (!gate) return outcome;
  return { ...outcome, summary: `${outcome.summary}; skipped ${gate}` };
}

/**
 * How a send run ended, from what its messages came to: `waiting` while held messages wait for their
 * hours, `unknown` when a crash left messages that may have reached the vendor and could not be checked
 * (staff check them: docs/sending.md), `nothing_sent` when nobody was reached (all skipped, or every try
 * failed), `partial` when some tries failed, `completed` otherwise; null for runs that contact nobody by design.
 */
export function runOutcomeOf(run: {
  status: string;
  contacted: number | null;
  sent: number | null;
  failed: number | null;
  waiting: TRunWaiting | null;
  /** Messages left `unknown — check` (absent: not counted). */
  unknown?: number | null;
}): TRunOutcome | null {
  if (run.status === 'running') return run.waiting && run.waiting.total > 0 ? 'waiting' : null;
  if ((run.unknown ?? 0) > 0) return 'unknown';
  if (run.contacted === null) return null;
  const sent = run.sent ?? (run.status === 'success' ? run.contacted : 0);
  if (run.contacted === 0 || sent === 0) return 'nothing_sent';
  return (run.failed ?? 0) > 0 ? 'partial' : 'completed';
}
