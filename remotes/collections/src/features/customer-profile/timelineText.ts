import { TIMELINE_ACTION_TEXT, type TTimelineEvent } from '@duesflow/shared-contracts/customer-timeline';
import { formatDate, formatINR } from '@duesflow/shared-contracts/format';
import { INBOUND_INTENT_LABELS, type TInboundIntent } from '@duesflow/shared-contracts/inbox';
import { CHANNEL_LABELS } from '@duesflow/shared-contracts/providers';
import { PROMISE_SOURCE_LABELS, type TPromiseSource } from '@duesflow/shared-contracts/promises';
import { CALL_OUTCOME_LABELS, type TCallOutcome } from '@duesflow/shared-contracts/call-outcomes';

/** How one timeline entry reads: its headline, and the words said or written, when there are any. */
export interface TEntryText {
  title: string;
  body: string | null;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).replaceAll('_', ' ');
const channelOf = (event: TTimelineEvent) => (event.channel ? CHANNEL_LABELS[event.channel] : '');
const amountOf = (event: TTimelineEvent) => (event.amount === null ? '' : formatINR(event.amount));
const by = (actor: string | null) => (actor ? ` (${actor === 'customer' ? 'the customer' : actor})` : '');

function message(event: TTimelineEvent): string {
  if (event.status === 'refused') return `${channelOf(event)} not sent: ${event.detail ?? 'refused'}`;
  const failed = event.status === 'failed' && event.detail ? `: ${event.detail}` : '';
  return `${channelOf(event)} message · ${capitalised(event.status ?? 'queued')}${failed}`;
}

function call(event: TTimelineEvent): string {
  if (event.status === 'refused') return `Call not placed: ${event.detail ?? 'refused'}`;
  const outcome = event.detail && event.detail !== 'none' ? ` · outcome: ${event.detail}` : '';
  return `Call · ${capitalised(event.status ?? 'queued')}${outcome}`;
}

/** "Call outcome: Promised to pay · ₹5,000.00 by 3 Dec 2026 (Asha)"; a call-back says when. */
function callOutcome(event: TTimelineEvent): string {
  const label = CALL_OUTCOME_LABELS[event.status as TCallOutcome] ?? event.status;
  const promised = !!event.detail && /^\d{4}-\d{2}-\d{2}$/.test(event.detail);
  const when = !event.detail
    ? ''
    : promised
      ? ` · ${event.amount === null ? 'the balance' : amountOf(event)} by ${formatDate(event.detail)}`
      : ` · at ${event.detail}`;
  return `Call outcome: ${label}${when}${by(event.actor)}`;
}

function reply(event: TTimelineEvent): string {
  const intent = INBOUND_INTENT_LABELS[event.status as TInboundIntent] ?? event.status;
  return `Reply by ${channelOf(event)} · ${intent}${event.detail === 'handled' ? ' · handled' : ''}`;
}

function payment(event: TTimelineEvent): string {
  const parts = [`Payment received: ${amountOf(event)}`];
  if (event.detail) parts.push(`by ${event.detail === 'upi' ? 'UPI' : event.detail.replaceAll('_', ' ')}`);
  if (event.reference) parts.push(`ref ${event.reference}`);
  if (event.invoiceNumber) parts.push(`invoice ${event.invoiceNumber}`);
  return parts.join(' · ');
}

function promise(event: TTimelineEvent): string {
  const what = `${amountOf(event)} by ${formatDate(event.detail)}`;
  const source = PROMISE_SOURCE_LABELS[event.actor as TPromiseSource] ?? event.actor;
  if (event.status === 'kept') return `Promise kept: ${what}`;
  if (event.status === 'broken') return `Promise broken: ${what}`;
  return `Promise to pay ${what}${source ? ` (${source})` : ''}`;
}

function dispute(event: TTimelineEvent): string {
  const of = event.invoiceNumber ? `Dispute of invoice ${event.invoiceNumber}` : 'Dispute of the statement';
  return `${of} ${event.status === 'resolved' ? 'resolved' : 'opened'}${by(event.actor)}`;
}

function action(event: TTimelineEvent): string {
  const words = (event.status && TIMELINE_ACTION_TEXT[event.status]) ?? event.status ?? 'Action';
  return `${words}${by(event.actor)}${event.detail ? `: ${event.detail}` : ''}`;
}

/** The words of each entry, by kind. */
export function entryText(event: TTimelineEvent): TEntryText {
  switch (event.kind) {
    case 'message':
      return { title: message(event), body: event.text };
    case 'call':
      return { title: call(event), body: event.text };
    case 'call_outcome':
      return { title: callOutcome(event), body: event.text };
    case 'reply':
      return { title: reply(event), body: event.text };
    case 'payment_link':
      return { title: `Payment link for ${amountOf(event)} · ${capitalised(event.status ?? 'active')}`, body: event.detail };
    case 'payment':
      return { title: payment(event), body: null };
    case 'promise':
      return { title: promise(event), body: event.text };
    case 'dispute':
      return { title: dispute(event), body: event.text };
    case 'note':
      return { title: `Note${by(event.actor)}`, body: event.text };
    case 'action':
      return { title: action(event), body: null };
  }
}
