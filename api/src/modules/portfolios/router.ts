/** The module's HTTP routes, mounted by the app (core/app.ts); other modules use index.ts. */
export { portfoliosRouter } from './routes/portfolios.index';
