import type { TCustomer } from '@duesflow/shared-contracts/customers';

/**
 * Where the customer list comes from. The default is the app's own Postgres; Airtable, a Supabase-style
 * cloud database and an on-premise PostgreSQL plug in behind this same interface.
 */
export interface CustomerStore {
  /** airtable, supabase, on_premise_postgres, or duesflow for the app's own database. */
  readonly provider: string;
  listCustomers(): Promise<TCustomer[]>;
  findCustomer(id: string): Promise<TCustomer | null>;
}
