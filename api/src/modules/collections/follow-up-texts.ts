import { formatDate, formatINR } from '@duesflow/shared-contracts/format';
import { smsReminder, voiceScript, whatsappPaymentReminder } from '../campaigns';
import { paiseToRupees } from '../../core/lib/money';
import type { FollowUpCandidate } from './follow-up-candidates';
import type { TFollowUpAction } from './follow-up-rules';

const firstName = (name: string) => name.split(/\s+/)[0] ?? name;

/** An overdue customer hears about the overdue part; one who is not overdue yet, about what falls due next. */
export function followUpText(action: TFollowUpAction, customer: FollowUpCandidate, daysOverdue: number): string {
  if (customer.overduePaise > 0) {
    const dues = { name: customer.name, duePaise: customer.overduePaise, oldestUnpaidDueDate: customer.oldestOverdueDueDate };
    switch (action) {
      case 'urgent_call':
        return (
          `Namaste ${customer.name}. This is an urgent call about your payment of ${formatINR(paiseToRupees(customer.overduePaise))}, ` +
          `which is ${daysOverdue} days overdue. Please pay today, or tell us now the date by which you will pay. Thank you.`
        );
      case 'ai_call':
        return voiceScript(dues);
      case 'whatsapp':
        return whatsappPaymentReminder(dues);
      case 'sms':
        return smsReminder(dues);
    }
  }
  const amount = formatINR(paiseToRupees(customer.dueSoonPaise || customer.duePaise));
  const due = customer.nextDueDate ? ` on ${formatDate(customer.nextDueDate)}` : ' soon';
  switch (action) {
    case 'urgent_call':
    case 'ai_call':
      return `Namaste ${customer.name}. This is a courtesy call: your payment of ${amount} is due${due}. Please pay on time. Thank you.`;
    case 'whatsapp':
      return `Hello ${firstName(customer.name)}, a gentle reminder that ${amount} is due${due}. Please pay on time. Thank you!`;
    case 'sms':
      return `Dear ${firstName(customer.name)}, your payment of ${amount} is due${due}. Please pay on time. Ignore if paid.`;
  }
}
