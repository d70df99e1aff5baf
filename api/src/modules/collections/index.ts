export type { LedgerRow } from './ledger-snapshot';
export { createReadModel } from './read-model';
export type { ReadModel } from './read-model';
export { runCustomerFollowUp } from './workflows/customer-follow-up';
export { executeFollowUps } from './workflows/execute-followups';
export { paymentFollowUp } from './workflows/payment-follow-up';
export { runPaymentFollowup } from './workflows/payment-followup';
