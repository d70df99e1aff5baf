/**
 * The Customers table (docs/customers-table.md): sort and filters of `GET /api/customers`, the bulk
 * actions over a selection (ids, or every customer a filter matches) and the export of the filtered list.
 */
import { z } from 'zod';
import { fromMini, ZRequiredText, ZText, ZUuid } from './common';
import { MAX_CAMPAIGN_RECIPIENTS } from './campaigns';
import { ZSendPreview } from './send-guards';
import { CUSTOMER_STATUSES, ZCustomerPageQuery, type TContactHold } from './customers';
import { formatDate } from './format';

export const CUSTOMER_SORTS = ['amount', 'daysOverdue', 'lastContact', 'name'] as const;
export type TCustomerSort = (typeof CUSTOMER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type TSortOrder = (typeof SORT_ORDERS)[number];

/** Without `order`: the largest amounts, the longest overdue and the latest contact first; names A to Z. */
export const DEFAULT_SORT_ORDER: Record<TCustomerSort, TSortOrder> = {
  amount: 'desc',
  daysOverdue: 'desc',
  lastContact: 'desc',
  name: 'asc',
};

/** Ageing buckets by the oldest unpaid invoice's days past due (INDIA-RULES: non-overlapping). */
export const AGEING_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type TAgeingBucket = (typeof AGEING_BUCKETS)[number];

/**
 * A customer's bucket: `current` when they owe something none of which is past due, else by the days
 * their oldest unpaid invoice is past due; null when they owe nothing.
 */
export function ageingBucketOf(amountDue: number, daysOverdue: number): TAgeingBucket | null {
  if (amountDue <= 0) return null;
  if (daysOverdue <= 0) return 'current';
  if (daysOverdue <= 30) return '1-30';
  if (daysOverdue <= 60) return '31-60';
  if (daysOverdue <= 90) return '61-90';
  return '90+';
}

/** What holds a customer's reminders, as the filter offers it: a promise to pay, a dispute, "Stop reminders". */
export const HOLD_FILTERS = ['promised', 'disputed', 'stopped'] as const;
export type THoldFilter = (typeof HOLD_FILTERS)[number];

/** `collector`: a staff id, or this for customers nobody owns. */
export const UNASSIGNED = 'none';

/** The filters of the list, its export and a bulk selection: every one optional, all of them together. */
export const ZCustomerFilter = z.object({
  q: ZText(200, { trim: true }).optional(),
  status: z.enum(CUSTOMER_STATUSES).optional(),
  ageing: z.enum(AGEING_BUCKETS).optional(),
  collector: z.union([z.literal(UNASSIGNED), ZUuid]).optional(),
  hold: z.enum(HOLD_FILTERS).optional(),
});
export type TCustomerFilter = z.infer<typeof ZCustomerFilter>;

/** The sort of the list and its export; without `sort`, the list's own order (overdue first, then by amount due). */
export const ZCustomerSort = z.object({
  sort: z.enum(CUSTOMER_SORTS).optional(),
  order: z.enum(SORT_ORDERS).optional(),
});
export type TCustomerSortQuery = z.infer<typeof ZCustomerSort>;

/** `GET /api/customers`: a page of the filtered, sorted list; `total` counts every customer the filters match. */
export const ZCustomerTableQuery = ZCustomerPageQuery.extend(ZCustomerFilter.shape).extend(ZCustomerSort.shape);
export type TCustomerTableQuery = z.infer<typeof ZCustomerTableQuery>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/** `GET /api/customers/export?format=csv|xlsx&<filters>&<sort>`: the whole filtered list as a file. */
export const ZCustomerExportQuery = ZCustomerFilter.extend(ZCustomerSort.shape).extend({ format: z.enum(EXPORT_FORMATS) });
export type TCustomerExportQuery = z.infer<typeof ZCustomerExportQuery>;

/** The export's columns, in order (the file's header row). */
export const CUSTOMER_EXPORT_COLUMNS = [
  'Name',
  'Phone',
  'Email',
  'Status',
  'Amount due',
  'Days overdue',
  'Ageing',
  'Collector',
  'Last contact',
  'Holds',
] as const;

/** The most ids one selection names; larger selections are a filter. */
export const BULK_IDS_MAX = 50_000;

/** Chosen rows by id, or every customer the filter matches (resolved by the API when the action runs). */
export const ZBulkSelection = z.union([
  z
    .object({ ids: z.array(ZUuid).min(1, 'Select at least one customer').max(BULK_IDS_MAX, `At most ${BULK_IDS_MAX} customers by id`) })
    .strict(),
  z.object({ filter: ZCustomerFilter.strict() }).strict(),
]);
export type TBulkSelection = z.infer<typeof ZBulkSelection>;

/** `POST /api/customers/bulk`: one action over a selection, in one transaction. */
export const ZCustomerBulkRequest = z.discriminatedUnion('action', [
  z.object({ selection: ZBulkSelection, action: z.literal('assign'), collectorId: ZUuid.nullable() }).strict(),
  z.object({ selection: ZBulkSelection, action: z.literal('stop_reminders') }).strict(),
  z.object({ selection: ZBulkSelection, action: z.literal('resume_reminders') }).strict(),
  /**
   * A campaign template by SMS through the send gate, as the campaign manager sends it (at most
   * MAX_CAMPAIGN_RECIPIENTS). `dryRun`: only the gate's answer (who would get it, who is skipped and why), nothing sent.
   */
  z
    .object({
      selection: ZBulkSelection,
      action: z.literal('send'),
      channel: z.literal('sms'),
      templateId: ZRequiredText(100, 'Template is required'),
      dryRun: z.boolean().optional(),
    })
    .strict(),
]);
export type TCustomerBulkRequest = z.infer<typeof ZCustomerBulkRequest>;
export type TCustomerBulkAction = TCustomerBulkRequest['action'];

/** The most customers one bulk send messages (a campaign's limit). */
export const BULK_SEND_MAX = MAX_CAMPAIGN_RECIPIENTS;

/**
 * What a bulk action answers: the customers selected, and how many of them it changed (a send: how many
 * messages go now or wait for their window; 0 for a dry run).
 */
export const ZCustomerBulkResult = z.object({
  selected: z.number().int().nonnegative(),
  changed: z.number().int().nonnegative(),
  /** A send: the gate's dry run (who goes now, who waits, who is skipped and why, the cost). */
  preview: fromMini(ZSendPreview).optional(),
  /** A send that started: its run, listed with the campaigns. */
  campaignId: z.string().optional(),
});
export type TCustomerBulkResult = z.infer<typeof ZCustomerBulkResult>;

/** What holds a customer's reminders, in the words of the row's tag and the export's Holds column. */
export const CONTACT_HOLD_LABELS: Record<TContactHold['kind'], string> = {
  stopped: 'Reminders stopped',
  opted_out: 'Opted out',
  disputed: 'Open dispute',
  paid_claimed: 'Says paid',
  promised: 'Promised',
  replied: 'Replied',
};

/** "Promised until 26 Nov 2026", "Open dispute", "Says paid", "Reminders stopped", "Opted out", "Replied". */
export function contactHoldText(hold: TContactHold): string {
  const label = CONTACT_HOLD_LABELS[hold.kind];
  return hold.kind === 'promised' && hold.until ? `${label} until ${formatDate(`${hold.until}T12:00:00Z`)}` : label;
}
