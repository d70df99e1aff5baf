import { WORKFLOW_NAMES, type TWorkflowType } from '@duesflow/shared-contracts/workflows';
import type { TRunSkips, TSkipReason } from '@duesflow/shared-contracts/send-guards';
import { bulkSms } from '../../modules/campaigns';
import { paymentCalls } from '../../modules/collections';
import { SkipCounts, skippedFor } from '../../modules/messaging';
import type { SendCounts, WorkflowOutcome } from '../jobs/workflow-context';
import type { contactAttempts } from '../db/schema/contact-attempts';
import type { TContactChannel } from '../db/schema/contact-attempts';
import type { workflowExecutions } from '../db/schema/workflow-executions';
import { DAY_MS, HOUR_MS, businessDate } from '../lib/clock';
import type { Prng } from './prng';

/** What the runs need to know of a seeded customer. */
export interface DemoDebtor {
  id: string;
  name: string;
  phone: string | null;
  /** Each invoice's due date and when it was paid in full (null: still open). */
  invoices: { dueDate: string; paidAt: Date | null }[];
}

export interface DemoRuns {
  executions: (typeof workflowExecutions.$inferInsert)[];
  contactAttempts: (typeof contactAttempts.$inferInsert)[];
}

/** A contact counts against the next runs for this long (the send cooldown and the calls' recontact rule). */
const RECENT_HOURS = 24;
/** The newest demo run ends more than a day ago, so none of them holds back what staff start today. */
const NEWEST_RUN_HOURS_AGO = RECENT_HOURS + 2;
const OLDEST_RUN_DAYS_AGO = 21;

/** Fifteen runs, oldest first: the Dashboard's two bulk buttons now and then, staff's one-customer sends between. */
const SCHEDULE: TWorkflowType[] = [
  'payment_calls',
  'customer_call',
  'whatsapp_reminder',
  'customer_call',
  'bulk_sms',
  'whatsapp_reminder',
  'customer_call',
  'whatsapp_reminder',
  'customer_call',
  'payment_calls',
  'whatsapp_reminder',
  'customer_call',
  'whatsapp_reminder',
  'customer_call',
  'whatsapp_reminder',
];

/** The sandbox cannot reach a number ending in 0000 (modules/messaging, sandbox-channel): those tries fail. */
const unreachable = (phone: string) => phone.replace(/\D/g, '').endsWith('0000');

interface Contact {
  customerId: string;
  channel: TContactChannel;
  reached: boolean;
  at: number;
}

/**
 * The demo's workflow history made of what it did: each run's calls and messages are contact attempts
 * of that run, and its status and summary come from those rows through the same outcome code a live run
 * uses (payment calls, bulk SMS) or the same words (one customer's call or WhatsApp). Who a bulk run
 * skipped is worked out as the send gate would have at that moment: overdue then, without a phone,
 * contacted in the day before.
 */
export function demoRuns(random: Prng, now: Date, debtors: readonly DemoDebtor[]): DemoRuns {
  const contacts: Contact[] = [];
  const runs: DemoRuns = { executions: [], contactAttempts: [] };
  const newest = now.getTime() - NEWEST_RUN_HOURS_AGO * HOUR_MS;
  const oldest = now.getTime() - OLDEST_RUN_DAYS_AGO * DAY_MS;
  const starts = SCHEDULE.map(() => oldest + random.next() * (newest - oldest)).sort((a, b) => a - b);

  /** Whether the customer was overdue at `at` (India's date `day`): an invoice past due and not yet paid in full then. */
  const overdueAt = (debtor: DemoDebtor, at: number, day: string) =>
    debtor.invoices.some((invoice) => invoice.dueDate < day && (invoice.paidAt === null || invoice.paidAt.getTime() > at));
  /** Each customer's contacts in the day before `at`, found by customer (runs reach tens of thousands at scale). */
  const recentContacts = (at: number) => {
    const byCustomer = new Map<string, Contact[]>();
    for (const contact of contacts) {
      if (contact.at > at || at - contact.at >= RECENT_HOURS * HOUR_MS) continue;
      const list = byCustomer.get(contact.customerId) ?? [];
      list.push(contact);
      byCustomer.set(contact.customerId, list);
    }
    return byCustomer;
  };

  SCHEDULE.forEach((type, index) => {
    const startedAt = Math.round(starts[index]! / 1000) * 1000;
    const id = random.uuid();
    const day = businessDate(new Date(startedAt));
    const overdue = debtors.filter((debtor) => overdueAt(debtor, startedAt, day));
    const recent = recentContacts(startedAt);
    let at = startedAt;
    const attempt = (debtor: DemoDebtor, channel: TContactChannel) => {
      at += random.int(4, 40) * 1000;
      const reached = !unreachable(debtor.phone!);
      contacts.push({ customerId: debtor.id, channel, reached, at });
      runs.contactAttempts.push({
        id: random.uuid(),
        customerId: debtor.id,
        channel,
        outcome: reached ? (channel === 'voice' ? 'completed' : 'delivered') : 'failed',
        executionId: id,
        createdAt: new Date(at),
      });
      return reached;
    };

    let outcome: Omit<WorkflowOutcome, 'contacted' | 'scopes'>;
    let contacted: number;
    let skipped: TRunSkips | null = null;
    if (type === 'payment_calls' || type === 'bulk_sms') {
      const skips = new SkipCounts(RECENT_HOURS);
      const counts: SendCounts = { sent: 0, failed: 0, total: 0 };
      const channel: TContactChannel = type === 'payment_calls' ? 'voice' : 'sms';
      const skip = (debtor: DemoDebtor, reason: TSkipReason) =>
        skips.add([{ reason, delivery: { channel, to: debtor.phone ?? '', body: '', customerId: debtor.id, customerName: debtor.name } }]);
      for (const debtor of overdue) {
        if (!debtor.phone) skip(debtor, 'no_phone');
        else if (type === 'payment_calls' && recent.has(debtor.id)) skip(debtor, 'contacted_recently');
        else if (type === 'bulk_sms' && recent.get(debtor.id)?.some((contact) => contact.channel === 'sms' && contact.reached))
          skip(debtor, 'cooldown');
        else {
          counts.total += 1;
          if (attempt(debtor, channel)) counts.sent += 1;
          else counts.failed += 1;
        }
      }
      skipped = skips.result();
      const sender = type === 'payment_calls' ? paymentCalls : bulkSms;
      const note = { overdue: overdue.length, withoutPhone: skippedFor(skipped, 'no_phone') };
      outcome = sender.outcome(counts, note, skipped);
      contacted = counts.sent + counts.failed;
    } else {
      // One customer: someone overdue with a phone not reached on this channel in the day before (the send
      // cooldown); now and then one of the numbers the sandbox cannot reach, so the history has failed runs.
      const channel: TContactChannel = type === 'customer_call' ? 'voice' : 'whatsapp';
      const candidates = overdue.filter(
        (debtor) => debtor.phone && !recent.get(debtor.id)?.some((contact) => contact.channel === channel && contact.reached),
      );
      const unreachables = candidates.filter((debtor) => unreachable(debtor.phone!));
      if (candidates.length === 0) return;
      const debtor = random.pick(unreachables.length > 0 && random.chance(0.15) ? unreachables : candidates);
      const phone = debtor.phone!;
      const call = type === 'customer_call';
      const reached = attempt(debtor, channel);
      outcome = call
        ? reached
          ? { status: 'success', summary: `Called ${debtor.name} on ${phone}` }
          : { status: 'failed', summary: `Call to ${debtor.name} on ${phone} failed`, error: 'The call could not be connected' }
        : reached
          ? { status: 'success', summary: `WhatsApp reminder delivered to ${debtor.name}` }
          : { status: 'failed', summary: `WhatsApp reminder to ${debtor.name} failed`, error: 'The message could not be delivered' };
      contacted = 1;
    }

    runs.executions.push({
      id,
      workflowType: type,
      workflowName: WORKFLOW_NAMES[type],
      status: outcome.status,
      idempotencyKey: `demo-history-${index + 1}`,
      input: {},
      skipped,
      summary: outcome.summary,
      error: outcome.error ?? null,
      contacted,
      startedAt: new Date(startedAt),
      finishedAt: new Date(at + random.int(2, 20) * 1000),
    });
  });
  return runs;
}
