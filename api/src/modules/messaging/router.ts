/** The module's HTTP routes, mounted by the app (core/app.ts); other modules use index.ts. */
export { createChannelWebhooksRouter } from './delivery-reports/channel-webhooks.index';
