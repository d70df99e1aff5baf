/** The module's HTTP routes, mounted by the app (core/app.ts); other modules use index.ts. */
export { customersRouter } from './routes/customers.index';
export { contactPreferencesRouter } from './contact-preferences/contact-preferences.index';
export { invoiceDisputesRouter } from './invoice-disputes/invoice-disputes.index';
export { customerTimelineRouter } from './timeline/timeline.index';
export { customerImportRouter } from './import/customer-import.index';
