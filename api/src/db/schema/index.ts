// The schema as drizzle and drizzle-kit see it: one table per file, gathered here.
export * from './customers';
export * from './invoices';
export * from './payments';
export * from './contact-attempts';
export * from './messages';
export * from './payment-links';
export * from './workflow-executions';
export * from './sync-logs';
export * from './payment-tracking-settings';
export * from './tally-connection';
export * from './providers';
export * from './failover-config';
export * from './message-attempts';
export * from './app-secrets';
export * from './data-store-config';
export * from './channel-settings';
export * from './customer-ledger';
