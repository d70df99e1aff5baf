// Delivery lives in the messaging module (api/src/modules/messaging/delivery/deliver-message.ts); this
// path keeps the imports of code outside the module working, through the module's index.
export {
  deliverBatch,
  deliverMessage,
  deliveryKey,
  INSERT_BATCH,
  isSuccess,
  PROVIDER_CONCURRENCY,
  queueMessages,
  sendQueued,
  UNKNOWN_CHECK,
  type Delivery,
  type MessageRow,
  type SendTally,
} from '../modules/messaging';
