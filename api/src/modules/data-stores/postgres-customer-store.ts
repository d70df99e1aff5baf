import type { Database } from '../../core/db/database';
import { businessDate, type Clock } from '../../core/lib/clock';
import { findCustomerBalance, listCustomerBalances, toCustomer } from '../customers';
import type { CustomerStore } from './customer-store';

/** Customers from the app's own database, with balances derived from invoices and payments. */
export function createPostgresCustomerStore(db: Database, clock: Clock): CustomerStore {
  return {
    provider: 'duesflow',
    async listCustomers() {
      const balances = await listCustomerBalances(db, businessDate(clock.now()));
      return balances.map(toCustomer);
    },
    async findCustomer(id) {
      const balance = await findCustomerBalance(db, businessDate(clock.now()), id);
      return balance ? toCustomer(balance) : null;
    },
  };
}
