export type { LedgerRow } from './ledger-snapshot';
export { createReadModel } from './read-model';
export type { ReadModel } from './read-model';
export { followUpBook } from './payment-tracking/payment-tracking.handlers';
export { runCardFollowUp } from './workflows/card-follow-up';
export { executeAllFollowUps } from './workflows/execute-all';
export { paymentCalls } from './workflows/payment-calls';
export { runCustomerCall } from './workflows/customer-call';
