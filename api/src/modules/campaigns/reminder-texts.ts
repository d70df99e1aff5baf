import { formatDate, formatINR } from '@duesflow/shared-contracts/format';
import { paiseToRupees } from '../../core/lib/money';
import { smsAmount } from '../messaging';

interface Dues {
  name: string;
  duePaise: number;
  oldestUnpaidDueDate: string | null;
}

const firstName = (name: string) => name.split(/\s+/)[0] ?? name;
const since = (dues: Dues) => (dues.oldestUnpaidDueDate ? ` since ${formatDate(dues.oldestUnpaidDueDate)}` : '');

/**
 * One SMS segment (at most 160 characters for ordinary names): the amount is written "Rs. 4,250.50",
 * because "₹" is not in the GSM-7 alphabet and would make the SMS UCS-2, two billed parts instead of one.
 */
export function smsReminder(dues: Dues): string {
  return `Dear ${firstName(dues.name)}, your payment of ${smsAmount(paiseToRupees(dues.duePaise))} is overdue${since(dues)}. Please pay at the earliest. Ignore if paid.`;
}

/** What the voice call says. */
export function voiceScript(dues: Dues): string {
  return (
    `Namaste ${dues.name}. This is a reminder about your pending payment of ` +
    `${formatINR(paiseToRupees(dues.duePaise))}${since(dues)}. ` +
    'Please make the payment at the earliest, or tell us a date by which you will pay. Thank you.'
  );
}

/** The approved WhatsApp template `payment_reminder`, filled in. */
export function whatsappPaymentReminder(dues: Dues): string {
  return (
    `Hello ${firstName(dues.name)}, this is a friendly reminder that ${formatINR(paiseToRupees(dues.duePaise))} ` +
    `is pending on your account${since(dues)}. Please pay at your earliest convenience. Thank you!`
  );
}
