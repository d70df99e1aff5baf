export {
  OPEN_INVOICES_CTE,
  openInvoicesCte,
  customerColumns,
  customerStatus,
  findCustomerBalance,
  listCustomerBalances,
  timestampOrNull,
} from './customer-balances';
export type { CustomerBalance } from './customer-balances';
export { runCustomerRefresh } from './customer-refresh';
export { digitsOf, matcher, phoneSearchOf, type SearchKeys } from './customer-search';
export { CustomerSearchIndex } from './customer-search-index';
export { toCustomer } from './to-customer';
export { changeContactPreferences, readContactPreferences, type ContactPreferenceChanges } from './contact-preferences/preferences';
export { brokenPromiseOf, brokenPromises, type PromiseInstalment } from './promises/promises';
export { settlePromises } from './promises/settle-promises';
export { setUpPromiseSchedule } from './promises/promise-schedule';
export { openInvoiceDispute, openInvoiceDisputes, alreadyDisputed } from './invoice-disputes/invoice-disputes';
export { recentPageVisits } from './page-visits/recent-page-visits';
