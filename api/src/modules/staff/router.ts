/** The module's HTTP routes, mounted by the app (core/app.ts); other modules use index.ts. */
export { createAuthRouter } from './sign-in/auth.index';
export { staffRouter } from './staff/staff.index';
