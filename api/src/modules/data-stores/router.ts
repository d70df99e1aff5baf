/** The module's HTTP routes, mounted by the app (core/app.ts); other modules use index.ts. */
export { businessDataRouter } from './routes/business-data.index';
