import type { TCustomer } from '@duesflow/shared-contracts/customers';
import type { Database } from '../db/database';
import { businessDate, type Clock } from '../lib/clock';
import { paiseToRupees } from '../lib/money';
import { customerStatus, findCustomerBalance, listCustomerBalances, type CustomerBalance } from '../queries/customer-balances';
import type { CustomerStore } from './customer-store';

export function toCustomer(balance: CustomerBalance): TCustomer {
  return {
    id: balance.id,
    name: balance.name,
    email: balance.email,
    phone: balance.phone,
    address: balance.address,
    status: customerStatus(balance),
    source: balance.source,
    lastContact: balance.lastContact ? balance.lastContact.toISOString() : null,
    amountDue: paiseToRupees(balance.duePaise),
  };
}

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
