// The send gate: every message and call is decided here before it is queued (docs/sending.md).
export { decide, gateAndQueue, previewSend, WaitingCounts, type Decision, type GateItem, type GatePolicy, type GatedBatch } from './gate';
export { cooldownVerdicts, DEFAULT_SEND_COOLDOWN_HOURS, type GuardPolicy } from './cooldown';
export { contactHolds, contactHoldOf, customerStates, stateRefusal, type CustomerState, type Refusal } from './customer-state';
export { reminderInvoicesCte } from './reminder-dues';
export { channelPrices, billedUnits, CostSum } from './cost';
export {
  DEFAULT_CALL_WINDOW,
  DEFAULT_SENDING_WINDOW,
  isSendingWindow,
  isWithinWindow,
  nextWindowOpening,
  parseSendingWindow,
  windowFor,
  type ChannelWindows,
  type SendingWindow,
} from '../../core/lib/hours-of-day';
export { placeholderRefusal, unfilledPlaceholders } from './message-checks';
export {
  FREE_TEXT_DLT_TEMPLATE_ID,
  FREE_TEXT_WHATSAPP_TEMPLATE,
  isRefusal,
  REFUSAL_PREFIX,
  sendOptionsOf,
  writeRefusals,
  type SendOptionsRow,
} from './send-options';
export { noSkips, SkipCounts, skippedFor, skipsForEvent, skipText, type Skip } from './skip-counts';
export { honestOutcome, runOutcomeOf, skipsText, type RunNote } from './run-outcome';
// Delivery: a decided message from its claim to the vendor and back, exactly once (docs/sending.md).
export {
  deliverBatch,
  deliverMessage,
  deliveryKey,
  INSERT_BATCH,
  PROVIDER_CONCURRENCY,
  queueMessages,
  sendQueued,
  UNKNOWN_CHECK,
  type Delivery,
  type MessageRow,
  type BatchCounts,
} from './delivery/deliver-message';
export { createDeliveryWorker, LEASE_MS, type DeliveryWorker } from './delivery/workers';
export { createTakeover, leaseChunk, releaseChunk } from './delivery/takeover';
export { providerRate, VENDOR_DEFAULT_RATES } from './delivery/pace';
export type { ChannelAdapters } from './channels/channel-adapter';
export { guardChannels } from './channels/guarded-channels';
export { createSandboxChannels } from './channels/sandbox-channel';
export { createVendorChannels } from './channels/vendor-channels';
export { dryRunOf, gateOneCustomer, previewOf, refusePlaceholders } from './preview-route';
export { matchCustomersByPhone, phoneKey } from './recipients';
export { batchStatus, cooldownPart, cooldownReason, plural } from './send-batch';
export { fillForRecipient, seedMessageTemplates, smsAmount, templateRows, templateView, type TemplateRow } from './templates';
// Confirmations of a customer's own actions on their page (docs/customer-page.md).
export { confirmationTemplateId, CONFIRMATION_TEMPLATES, type ConfirmationKind } from './templates';
// Reminder links to the customer's own page, made as the gate queues each message (docs/customer-page.md).
export { samplePageLink, SAMPLE_PAGE_TOKEN, type LinkFill, type PageLinkRequest, type PageLinks } from './page-links';
// Customers' replies, as the channel webhooks hand them to the inbox (docs/inbox.md).
export type { InboundReply, ReceiveReplies } from './delivery-reports/inbound-replies';
