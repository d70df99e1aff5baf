/** The module's HTTP routes, mounted by the app (core/app.ts); other modules use index.ts. */
export { worklistRouter } from './routes/worklist.index';
