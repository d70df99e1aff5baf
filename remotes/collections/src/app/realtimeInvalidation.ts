import type { TRealtimeMessage, TRealtimeScope } from '@duesflow/shared-contracts/realtime';
import type { TTagToInvalidate } from '@duesflow/remote-kit/realtimeListener';
import { LIST_ID, type TCollectionsTag } from './tags';

type TTag = TTagToInvalidate<TCollectionsTag>;

const PAYMENT_TRACKING_FIGURES: TTag = { type: 'PaymentTracking', id: 'DASHBOARD' };
const PAYMENT_TRACKING_LISTS: TTag = { type: 'PaymentTracking', id: 'ANALYSIS' };
const PAYMENT_TRACKING_SETTINGS: TTag = { type: 'PaymentTracking', id: 'SETTINGS' };

/**
 * Which of our tags each `metrics_updated` scope covers; scopes of other remotes are ignored. The
 * payment-collection figures are computed from customers, invoices, payments and contact attempts,
 * so any of those scopes makes them stale. `customers` is handled apart: it may name the customers.
 */
const TAGS_BY_SCOPE: Partial<Record<TRealtimeScope, TTag[]>> = {
  dashboard: [{ type: 'Metrics', id: LIST_ID }, PAYMENT_TRACKING_FIGURES],
  executions: [{ type: 'Executions', id: LIST_ID }],
  payments: [PAYMENT_TRACKING_FIGURES, PAYMENT_TRACKING_LISTS],
  tally: [
    { type: 'TallyStatus', id: LIST_ID },
    { type: 'SyncLogs', id: LIST_ID },
  ],
};

/**
 * A change to customers. With `customerIds`, only a Customers page showing one of them reloads (each
 * page provides one tag per row), an open Reminders drawer's page visits (a customer opened their page)
 * and the follow-up figures; the follow-up lists catch up on their 60 s poll. Without ids any customer may have changed (an import, a new urgent threshold): the open pages,
 * lists and the follow-up rules reload.
 */
function customerTags(customerIds: string[] | undefined): TTag[] {
  if (customerIds) {
    return [
      ...customerIds.flatMap((id): TTag[] => [
        { type: 'Customers', id },
        { type: 'CustomerPageLinks', id },
      ]),
      PAYMENT_TRACKING_FIGURES,
    ];
  }
  return [{ type: 'Customers', id: LIST_ID }, PAYMENT_TRACKING_FIGURES, PAYMENT_TRACKING_LISTS, PAYMENT_TRACKING_SETTINGS];
}

function withoutDuplicates(tags: TTag[]): TTag[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = typeof tag === 'string' ? tag : `${tag.type}:${tag.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The tags a realtime message makes stale (spec part 1 §3–4, agreed realtime interface, docs/architecture.md). */
export function tagsForRealtimeMessage(message: TRealtimeMessage): TTag[] {
  switch (message.type) {
    case 'workflow_completed':
      // duesflow's message names its run and is followed by a `metrics_updated` naming what the run
      // changed: only the executions list reloads here. The spec's bare shape says nothing more, so
      // everything a workflow can change reloads.
      return message.data.executionId
        ? [{ type: 'Executions', id: LIST_ID }]
        : ['Executions', 'Metrics', 'Customers', 'PaymentTracking', 'TallyStatus', 'SyncLogs'];
    case 'metrics_updated':
      return withoutDuplicates(
        message.data.scopes.flatMap((scope) =>
          scope === 'customers' ? customerTags(message.data.customerIds) : (TAGS_BY_SCOPE[scope] ?? []),
        ),
      );
    case 'workflow_progress':
      // A run planned with messages held for their window: the executions reload once to say how many
      // wait and until when (the counts in between do not change what the list shows).
      return message.data.waiting && message.data.waiting.total > 0 ? [{ type: 'Executions', id: LIST_ID }] : [];
    case 'file_processed':
      // An imported Tally file adds sync logs and customers with their dues.
      return ['TallyStatus', 'SyncLogs', 'Customers', 'PaymentTracking'];
    default:
      return [];
  }
}
