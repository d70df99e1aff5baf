import type { TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import type { TToast } from '@duesflow/remote-kit/toast';
import { formatDate, formatINR } from '@duesflow/shared-contracts/format';
import { replyToastTitle } from '@duesflow/shared-contracts/inbox-intents';

export type RealtimeToast = TToast & {
  description: string;
  /** Where the toast's button ("Open conversation", "Open customer") goes (a portal path). */
  link?: { label: string; path: string };
  /** The customer's staff page, linked under the description when the button goes elsewhere. */
  customerLink?: { label: string; path: string };
};

/** The staff page of a customer. */
const customerPath = (customerId: string) => `/customers/${encodeURIComponent(customerId)}`;

const CHANNEL_WORDS: Record<string, string> = { whatsapp: 'WhatsApp', sms: 'SMS', voice: 'Call keypress', email: 'Email' };

/**
 * The toast a message deserves, word for word from the spec; undefined when it shows none. `userId`: who is
 * signed in, for messages meant for one member of staff (a reply to a conversation assigned to them).
 */
export function toastForMessage(message: TRealtimeMessage, userId?: string): RealtimeToast | undefined {
  switch (message.type) {
    case 'workflow_completed': {
      const { workflowName, status, error, contacted, summary, outcome } = message.data;
      // The spec only knows success; a failed run must not read "completed successfully".
      if (status === 'failed') {
        return {
          kind: 'error',
          title: 'Workflow failed',
          description: error ? `${workflowName} failed: ${error}` : `${workflowName} failed`,
        };
      }
      // A run that skipped everyone did not fail, but "completed successfully" would overstate it.
      if (contacted === 0 || outcome === 'nothing_sent') {
        return { kind: 'warning', title: 'Workflow completed', description: summary || `${workflowName} contacted nobody` };
      }
      // Sent in part, or unsure what reached the vendor before a crash: the run's own words, not "successfully".
      if (outcome === 'partial' || outcome === 'unknown') {
        return { kind: 'warning', title: 'Workflow completed', description: summary || `${workflowName} sent in part` };
      }
      return { kind: 'success', title: 'Workflow completed', description: `${workflowName} completed successfully` };
    }
    case 'file_processed':
      return { kind: 'success', title: 'File processed', description: `${message.data.filename} has been processed` };
    case 'promise_settled': {
      // A kept promise needs no one's attention; a broken one means reminders resume: staff should know.
      if (message.data.status !== 'broken') return undefined;
      const { customerId, customerName, amount, promisedDate, ownerId } = message.data;
      const description = `${customerName} promised ${formatINR(amount)} by ${formatDate(`${promisedDate}T12:00:00Z`)}. Reminders have resumed.`;
      // An owned customer's broken promise is their collector's to chase (it is on their Worklist): only they are told.
      if (ownerId && ownerId !== userId) return undefined;
      if (ownerId) {
        return {
          kind: 'warning',
          title: 'Promise broken',
          description: `${description} It is on your Worklist.`,
          link: { label: 'Open worklist', path: '/worklist' },
          customerLink: { label: `View ${customerName}`, path: customerPath(customerId) },
        };
      }
      return { kind: 'warning', title: 'Promise broken', description };
    }
    case 'reply_received': {
      // An assigned conversation's replies concern its collector; an unassigned one's, every member of staff.
      const { customerId, customerName, intent, channel, assigneeId } = message.data;
      if (assigneeId && assigneeId !== userId) return undefined;
      return {
        kind: 'info',
        title: replyToastTitle(customerName, intent),
        description: `${CHANNEL_WORDS[channel] ?? channel} reply waiting in the Inbox.`,
        link: { label: 'Open conversation', path: `/inbox?customer=${encodeURIComponent(customerId)}` },
        customerLink: { label: `View ${customerName}`, path: customerPath(customerId) },
      };
    }
    case 'payment_received': {
      // Like a reply: the assigned collector's customer concerns them; an unassigned one's, everyone.
      const { customerId, customerName, amount, assigneeId } = message.data;
      if (assigneeId && assigneeId !== userId) return undefined;
      return {
        kind: 'success',
        title: `Payment received: ${formatINR(amount)} from ${customerName}`,
        description: 'Recorded against their dues.',
        link: { label: 'Open customer', path: customerPath(customerId) },
      };
    }
    default:
      return undefined;
  }
}
