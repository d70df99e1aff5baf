import { z } from 'zod';
import { ZId, ZRupees, ZTimestamp } from './common';

/** Known customer statuses; the wire allows any other string, which displays neutrally. */
export const CUSTOMER_STATUSES = ['overdue', 'pending', 'paid', 'active'] as const;

/** Where a customer record came from. `tally_import` gets a 'Tally' badge. */
export const CUSTOMER_SOURCES = ['manual', 'tally_import', 'airtable', 'third_party'] as const;

export const ZCustomer = z.object({
  id: ZId,
  name: z.string(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  status: z.string(),
  source: z.string(),
  lastContact: ZTimestamp.nullable(),
  /** Outstanding amount in rupees (sum of unpaid invoice balances). */
  amountDue: ZRupees,
});
export type TCustomer = z.infer<typeof ZCustomer>;

export const ZCustomerList = z.array(ZCustomer);
export type TCustomerList = z.infer<typeof ZCustomerList>;
