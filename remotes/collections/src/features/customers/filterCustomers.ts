import type { TCustomer } from '@duesflow/shared-contracts/customers';

/** Spec part 1 §2: case-insensitive substring match on name, email or phone. */
export function filterCustomers(customers: TCustomer[], search: string): TCustomer[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return customers;
  return customers.filter((customer) =>
    [customer.name, customer.email, customer.phone].some((field) => field?.toLowerCase().includes(needle)),
  );
}
