import type { TExecuteFollowUpsResponse, TFollowUpEntry, TPaymentTrackingAnalysis } from '@duesflow/shared-contracts/payment-tracking';

/** The analysis lists, one per tab. */
export type TFollowUpTabKey = Exclude<keyof TPaymentTrackingAnalysis, 'totals'>;

/** The four tabs in spec order (part 2 §2), each with the analysis list it shows. */
export const FOLLOW_UP_TABS: { key: TFollowUpTabKey; label: string }[] = [
  { key: 'urgentOverdue', label: 'Urgent Overdue' },
  { key: 'recentOverdue', label: 'Recent Overdue' },
  { key: 'dueSoon', label: 'Due Soon' },
  { key: 'followUpRequired', label: 'Follow-up Required' },
];

/** How staff read each recommended action. */
export const ACTION_LABELS: Record<TFollowUpEntry['recommendedAction'], string> = {
  urgent_call: 'Urgent call',
  ai_call: 'AI call',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
};

/** Tag colours by priority: the redder, the sooner. */
export const PRIORITY_COLORS: Record<TFollowUpEntry['priority'], string> = {
  urgent: 'red',
  high: 'orange',
  medium: 'blue',
  low: 'default',
};

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** How far ahead the Due Soon tab looks (spec part 2 §9: due soon within 3 days). */
export const DUE_SOON_DAYS = 3;

/**
 * '12 days overdue'; for an invoice not yet due (negative days) 'Due in 2 days'. A Due Soon entry
 * with 0 days (the API does not say how soon) reads 'Due within 3 days'; elsewhere 0 is 'Due today'.
 */
export function overdueText(daysOverdue: number, dueSoon = false): string {
  if (daysOverdue > 0) return `${plural(daysOverdue, 'day')} overdue`;
  if (daysOverdue < 0) return `Due in ${plural(-daysOverdue, 'day')}`;
  return dueSoon ? `Due within ${DUE_SOON_DAYS} days` : 'Due today';
}

/** 'Never contacted', 'Contacted today', 'Last contacted 3 days ago'. */
export function contactText(daysSinceContact: number | null): string {
  if (daysSinceContact === null) return 'Never contacted';
  if (daysSinceContact <= 0) return 'Contacted today';
  return `Last contacted ${plural(daysSinceContact, 'day')} ago`;
}

/** The execute-all toast text: the API's message, then who was skipped and why. */
export function executedText({ message, skipped }: Pick<TExecuteFollowUpsResponse, 'message' | 'skipped'>): string {
  if (skipped.length === 0) return message;
  const byReason = new Map<string, number>();
  for (const { reason } of skipped) byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
  const reasons = [...byReason].map(([reason, count]) => `${count} ${reason}`).join(', ');
  return `${message} ${skipped.length} skipped (${reasons}).`;
}
