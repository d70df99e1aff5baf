// zod/mini: the shell reads every realtime message on the first page, before any screen has loaded classic
// zod; mini's parser tree-shakes to a few KB (docs/performance.md). Same definitions for the API.
import * as z from 'zod/mini';
import { ZRunOutcome, ZRunSkips, ZRunWaiting } from './send-guards';
import { INBOUND_INTENTS } from './inbox-intents';

/** Which screens' data a change touched; a screen reloads only for the scopes it shows. */
export const REALTIME_SCOPES = ['dashboard', 'customers', 'executions', 'payments', 'tally', 'providers', 'inbox'] as const;
export const ZRealtimeScope = z.enum(REALTIME_SCOPES);
export type TRealtimeScope = z.infer<typeof ZRealtimeScope>;

/**
 * At most this many customer ids ride in one `metrics_updated` (a NOTIFY payload is limited to 8 kB);
 * a change touching more sends none, meaning "any customer in these scopes may have changed".
 */
export const MAX_REALTIME_CUSTOMER_IDS = 100;

/**
 * A run finished. The spec's shape is `{type, data: {workflowName}}` (meaning it succeeded); duesflow adds
 * the rest, and readers ignore fields they do not know.
 */
export const ZWorkflowCompletedMessage = z.object({
  type: z.literal('workflow_completed'),
  data: z.object({
    workflowName: z.string(),
    executionId: z.optional(z.string()),
    /** success or failed: the toast says which. Absent (the spec's shape) means success. */
    status: z._default(z.string(), 'success'),
    error: z.optional(z.nullable(z.string())),
    /** What the run did, as the executions list shows it. */
    summary: z.optional(z.nullable(z.string())),
    /**
     * Recipients messaged or called. 0 means the run contacted nobody (everyone was skipped): say so
     * rather than "completed successfully". Absent or null for runs that contact no one by design.
     */
    contacted: z.optional(z.nullable(z.int().check(z.nonnegative()))),
    /** Who a send left out and why (cooldown, no phone, …). */
    skipped: z.optional(ZRunSkips),
    /** How a send ended (`nothing_sent` is never shown as a success); absent for runs that contact nobody by design. */
    outcome: z.optional(z.nullable(ZRunOutcome)),
    /** What the send cost (per SMS part, in the provider's currency): the same figure as its preview. */
    cost: z.optional(z.nullable(z.object({ amount: z.number(), currency: z.string() }))),
  }),
});

/**
 * Figures changed. The spec's shape has no data (treated as every scope); duesflow names the scopes and,
 * when a change touched only a few customers, which ones, so a list reloads only when a row it shows
 * changed. Published at most about once a second per process during a long send.
 */
export const ZMetricsUpdatedMessage = z.object({
  type: z.literal('metrics_updated'),
  data: z._default(
    z.object({
      /** Which figures changed, so screens can reload only what they show. */
      scopes: z._default(z.array(ZRealtimeScope), () => [...REALTIME_SCOPES]),
      /**
       * Only these customers changed within the `customers` scope (their contact history, balances or
       * links). Absent: any customer may have changed.
       */
      customerIds: z.optional(z.array(z.string()).check(z.maxLength(MAX_REALTIME_CUSTOMER_IDS))),
      /** The run that caused the change, when one did. */
      executionId: z.optional(z.string()),
    }),
    () => ({ scopes: [...REALTIME_SCOPES] }),
  ),
});

export const ZFileProcessedMessage = z.object({
  type: z.literal('file_processed'),
  data: z.object({ filename: z.string() }),
});

/**
 * Progress of a long send (campaigns, execute-all, payment calls): at most about once a second per run
 * and process, counted from the run's messages. `done` = `sent + failed`.
 */
export const ZWorkflowProgressMessage = z.object({
  type: z.literal('workflow_progress'),
  data: z.object({
    executionId: z.string(),
    workflowName: z.string(),
    done: z.int().check(z.nonnegative()),
    total: z.int().check(z.nonnegative()),
    sent: z.optional(z.int().check(z.nonnegative())),
    failed: z.optional(z.int().check(z.nonnegative())),
    /** Messages held for their channel's hours, and when they go ("12 wait for the sending window, 09:00 IST"). */
    waiting: z.optional(ZRunWaiting),
  }),
});

/**
 * Payment gateways changed: a probe or a link creation moved their health figures, or staff changed
 * their settings, order or failover rules. The gateway manager reloads (docs/payments.md).
 */
export const ZGatewaysUpdatedMessage = z.object({
  type: z.literal('gateways_updated'),
  data: z.object({
    /** The gateways whose figures or settings changed; absent: any. */
    gatewayIds: z.optional(z.array(z.string()).check(z.maxLength(MAX_REALTIME_CUSTOMER_IDS))),
    reason: z.enum(['probe', 'link', 'settings', 'rules']),
  }),
});

/** A campaign's (any bulk send's) progress: about once a second while it sends, and when it ends. */
export const ZCampaignProgressMessage = z.object({
  type: z.literal('campaign_progress'),
  data: z.object({
    campaignId: z.string(),
    sent: z.int().check(z.nonnegative()),
    failed: z.int().check(z.nonnegative()),
    total: z.int().check(z.nonnegative()),
  }),
});

/**
 * A promise to pay settled (docs/customer-page.md "Promises kept and broken"): kept once the payments since
 * it reach its amount, broken once its date has passed (IST) without that. Screens reload through the
 * `metrics_updated` sent with it; the shell tells staff of a broken one.
 */
export const ZPromiseSettledMessage = z.object({
  type: z.literal('promise_settled'),
  data: z.object({
    customerId: z.string(),
    customerName: z.string(),
    status: z.enum(['kept', 'broken']),
    /** YYYY-MM-DD */
    promisedDate: z.string(),
    /** Rupees promised: the amount given, else the balance at the time. */
    amount: z.number(),
    /**
     * The collector who owns the customer (docs/worklist.md): only they are told of a broken promise, and
     * it is on their Worklist; null or absent: nobody owns them, every member of staff is told.
     */
    ownerId: z.optional(z.nullable(z.string())),
  }),
});

/**
 * A customer's reply came in and was matched to them (docs/inbox.md): the shell tells staff ("Reply from
 * Asha Traders: Promised", with a link to the conversation); the inbox reloads through the
 * `metrics_updated` (scope `inbox`) sent with it.
 */
export const ZReplyReceivedMessage = z.object({
  type: z.literal('reply_received'),
  data: z.object({
    replyId: z.string(),
    customerId: z.string(),
    customerName: z.string(),
    intent: z.enum(INBOUND_INTENTS),
    channel: z.string(),
    /** The member of staff the conversation is assigned to: only they are told; null: every member of staff. */
    assigneeId: z.nullable(z.string()),
  }),
});
export type TReplyReceived = z.infer<typeof ZReplyReceivedMessage>['data'];

/**
 * A payment was recorded against a customer's dues (a gateway's webhook, a UPI payment, the sandbox pay
 * page): the shell tells staff ("Payment received: ₹2,000.00 from Asha Traders", with a link to the
 * customer). Screens reload through the `metrics_updated` sent with it.
 */
export const ZPaymentReceivedMessage = z.object({
  type: z.literal('payment_received'),
  data: z.object({
    customerId: z.string(),
    customerName: z.string(),
    /** Rupees this payment added (not the link's total). */
    amount: z.number(),
    paymentLinkId: z.optional(z.string()),
    /** The collector the customer's inbox conversation is assigned to: only they are told; null: every member of staff. */
    assigneeId: z.nullable(z.string()),
  }),
});
export type TPaymentReceived = z.infer<typeof ZPaymentReceivedMessage>['data'];

export const ZRealtimeMessage = z.discriminatedUnion('type', [
  ZWorkflowCompletedMessage,
  ZMetricsUpdatedMessage,
  ZFileProcessedMessage,
  ZWorkflowProgressMessage,
  ZCampaignProgressMessage,
  ZGatewaysUpdatedMessage,
  ZPromiseSettledMessage,
  ZReplyReceivedMessage,
  ZPaymentReceivedMessage,
]);
/** Every message type, in the union's order (a test keeps the two together). */
export const REALTIME_MESSAGE_TYPES = [
  'workflow_completed',
  'metrics_updated',
  'file_processed',
  'workflow_progress',
  'campaign_progress',
  'gateways_updated',
  'promise_settled',
  'reply_received',
  'payment_received',
] as const;
/** A message as read (defaults applied). */
export type TRealtimeMessage = z.infer<typeof ZRealtimeMessage>;
/** A message as it may be written (the spec's shapes included). */
export type TRealtimeMessageInput = z.input<typeof ZRealtimeMessage>;

/** The path of the realtime WebSocket on the API's origin. */
export const REALTIME_PATH = '/ws';

/** Reconnect delays of the realtime client (spec part 1 §9). */
export const REALTIME_RECONNECT_AFTER_CLOSE_MS = 3000;
export const REALTIME_RECONNECT_AFTER_FAILURE_MS = 5000;

/**
 * Redux action type the host dispatches for every realtime message it receives. Remotes listen for it
 * (they share the host's store) to reload what the message says has changed.
 */
export const REALTIME_MESSAGE_ACTION = 'realtime/messageReceived';

/**
 * Redux action type the host dispatches when staff press the header's Refresh button: every mounted
 * screen reloads what it shows.
 */
export const SHELL_REFRESH_ACTION = 'shell/refreshRequested';
