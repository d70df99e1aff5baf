import type { TSequenceStep } from '@duesflow/shared-contracts/reminder-sequences';

/** "3 days before the due date", "on the due date", "7 days after the due date". */
export function offsetText(dayOffset: number): string {
  if (dayOffset === 0) return 'on the due date';
  const days = Math.abs(dayOffset);
  return `${days} ${days === 1 ? 'day' : 'days'} ${dayOffset < 0 ? 'before' : 'after'} the due date`;
}

/** The steps are sent in order of day offset: the builder keeps them sorted as staff edit. */
export const sortSteps = (steps: TSequenceStep[]) => [...steps].sort((a, b) => a.dayOffset - b.dayOffset);

/** The next step suggested by Add Step: a week after the last one. */
export function nextStep(steps: TSequenceStep[], templateId: string): TSequenceStep {
  const last = steps[steps.length - 1];
  return {
    dayOffset: last ? Math.min(365, last.dayOffset + 7) : 1,
    channel: last?.channel ?? 'sms',
    templateId: last?.templateId ?? templateId,
  };
}
