/** The module's HTTP routes, mounted by the app (core/app.ts); other modules use index.ts. */
export { dashboardRouter } from './dashboard/dashboard.index';
export { paymentTrackingRouter } from './payment-tracking/payment-tracking.index';
