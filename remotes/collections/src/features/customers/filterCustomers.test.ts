import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { filterCustomers } from './filterCustomers';

const customer = (overrides: Partial<TCustomer>): TCustomer => ({
  id: 'c1',
  name: 'Asha Traders',
  email: 'accounts@asha.in',
  phone: '+91 98765 43210',
  address: 'MG Road, Pune',
  status: 'overdue',
  source: 'manual',
  lastContact: null,
  amountDue: 1000,
  ...overrides,
});

const asha = customer({});
const bharat = customer({ id: 'c2', name: 'Bharat Steel', email: 'pay@bharat.co', phone: '022 4000 1234' });
const noContact = customer({ id: 'c3', name: 'Chetan Stores', email: null, phone: undefined });
const all = [asha, bharat, noContact];

describe('filterCustomers', () => {
  it('returns everyone for an empty or blank search', () => {
    expect(filterCustomers(all, '')).toEqual(all);
    expect(filterCustomers(all, '   ')).toEqual(all);
  });

  it('matches the name case-insensitively', () => {
    expect(filterCustomers(all, 'bHaRaT')).toEqual([bharat]);
  });

  it('matches the email', () => {
    expect(filterCustomers(all, 'ASHA.IN')).toEqual([asha]);
  });

  it('matches a substring of the phone', () => {
    expect(filterCustomers(all, '4000')).toEqual([bharat]);
  });

  it('does not match the address and copes with missing email and phone', () => {
    expect(filterCustomers(all, 'pune')).toEqual([]);
    expect(filterCustomers(all, 'chetan')).toEqual([noContact]);
  });
});
