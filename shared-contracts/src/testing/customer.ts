import type { TCustomer } from '../customers';

/** For tests: one overdue customer as the API lists it (Asha Traders, ₹25,000.50 due, with a phone number). */
export function customerFixture(overrides: Partial<TCustomer> = {}): TCustomer {
  return {
    id: 'c1',
    name: 'Asha Traders',
    email: 'accounts@asha.in',
    phone: '+91 98765 43210',
    address: 'MG Road, Pune',
    status: 'overdue',
    source: 'manual',
    lastContact: null,
    amountDue: 25000.5,
    ...overrides,
  };
}
