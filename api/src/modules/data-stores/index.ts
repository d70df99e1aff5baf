export type { AirtableOptions } from './airtable-customer-store';
export { createBusinessData } from './business-data';
export type { BusinessData } from './business-data';
export type { CustomerStore } from './customer-store';
export { createPostgresCustomerStore } from './postgres-customer-store';
