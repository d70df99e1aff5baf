/** The module's HTTP routes, mounted by the app (core/app.ts); other modules use index.ts. */
export { auditLogRouter } from './audit-log/audit-log.index';
