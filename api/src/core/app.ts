import { createNodeWebSocket } from '@hono/node-ws';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { REGISTRY_PATH } from '@duesflow/shared-contracts/registry';
import type { AppBindings, AppDeps } from './app-deps';
import { collectRouteAccess, createAccessLookup, type RouteAccess } from './auth/access';
import { guard } from './auth/guard';
import { readEnv } from './env';
import { createRouter } from './lib/create-router';
import { embedCors } from './lib/embed-cors';
import { emptyJsonIsEmptyObject, handleError, handleNotFound } from './lib/error-handling';
import { MAX_FRAME_BYTES, mountRealtime } from './realtime/realtime.routes';
import { compressResponse } from './static/compress';
import { registryRevalidation } from './static/registry';
import {
  contactPreferencesRouter,
  customerImportRouter,
  customerTimelineRouter,
  customersRouter,
  invoiceDisputesRouter,
} from '../modules/customers/router';
import { dashboardRouter, paymentTrackingRouter } from '../modules/collections/router';
import { mountDocs } from './docs/docs.index';
import { healthRouter } from './health/health.index';
import { paymentsRouter, payRouter } from '../modules/payments/router';
import { tallyRouter } from '../modules/tally/router';
import { providersRouter } from '../modules/providers/router';
import { createChannelWebhooksRouter } from '../modules/messaging/router';
import { receiveReplies } from '../modules/inbox';
import { inboxRouter } from '../modules/inbox/router';
import { portfoliosRouter } from '../modules/portfolios/router';
import { worklistRouter } from '../modules/worklist/router';
import { businessDataRouter } from '../modules/data-stores/router';
import { workflowsRouter } from '../modules/workflows/router';
import { STATE_CHANGING_METHODS, requestChecks, transportLayer, transportSettings } from './security';
import { createAuthRouter, staffRouter } from '../modules/staff/router';
import { auditLogRouter } from '../modules/audit/router';
import { analyticsRouter } from '../modules/analytics/router';
import { communicationsRouter } from '../modules/campaigns/router';

export type App = OpenAPIHono<AppBindings>;

export interface CreateAppOptions {
  /**
   * Serves the portal's static files (shell, remotes, registry). Called after every /api route and /ws
   * are mounted, so a catch-all SPA fallback there cannot shadow them.
   */
  mountStatic?: (app: App) => void;
  /** Origins allowed to embed screens (CORS with credentials); default: EMBED_ALLOWED_ORIGINS. */
  embedAllowedOrigins?: readonly string[];
  /** Believe X-Forwarded-For/Proto/Host (a reverse proxy sets them); default: TRUST_PROXY. */
  trustProxy?: boolean;
}

function mountApi(app: App, embedOrigins: () => readonly string[] = () => []) {
  // customerTimelineRouter after customersRouter: /api/customers/airtable is that route's, not a customer's id.
  return app
    .route('/', healthRouter)
    .route('/', dashboardRouter)
    .route('/', customersRouter)
    .route('/', customerImportRouter)
    .route('/', workflowsRouter)
    .route('/', payRouter)
    .route('/', paymentsRouter)
    .route('/', paymentTrackingRouter)
    .route('/', tallyRouter)
    .route('/', providersRouter)
    .route('/', createChannelWebhooksRouter({ receiveReplies }))
    .route('/', businessDataRouter)
    .route('/', createAuthRouter(embedOrigins))
    .route('/', staffRouter)
    .route('/', auditLogRouter)
    .route('/', analyticsRouter)
    .route('/', communicationsRouter)
    .route('/', inboxRouter)
    .route('/', contactPreferencesRouter)
    .route('/', invoiceDisputesRouter)
    .route('/', customerTimelineRouter)
    .route('/', portfoliosRouter)
    .route('/', worklistRouter);
}

/** The typed API, for Hono's RPC client and tests. */
export type AppType = ReturnType<typeof mountApi>;

export interface CreatedApp {
  app: App;
  /** Every /api route with the capability it needs and its audit action (docs/security.md). */
  routeAccess: readonly RouteAccess[];
  /** Attach /ws to the HTTP server returned by `serve`. */
  injectWebSocket: ReturnType<typeof createNodeWebSocket>['injectWebSocket'];
  /** Close every open WebSocket (on shutdown). */
  closeWebSockets(): void;
  /** Closes every /ws socket whose session has ended (runs on its own every 30 s). */
  recheckRealtimeSessions(): Promise<void>;
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}): CreatedApp {
  const app = createRouter();
  // One outermost layer (each layer costs every request): dependencies in, then compression of what
  // every later handler returns (never /ws upgrades), then the debug log line.
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    const started = Date.now();
    await next();
    await compressResponse(c);
    deps.logger.debug(`${c.req.method} ${c.req.path} ${c.res.status} ${Date.now() - started}ms`);
  });
  // The registry is revalidated on every load (no-cache): its ETag turns that into a 304.
  app.use(REGISTRY_PATH, registryRevalidation());
  const embedOrigins = options.embedAllowedOrigins ?? readEnv().EMBED_ALLOWED_ORIGINS;
  // transport protection: how requests are seen (TRUST_PROXY), security headers on every answer.
  app.use(
    '*',
    transportLayer(
      transportSettings({
        trustProxy: options.trustProxy ?? readEnv().TRUST_PROXY,
        publicUrl: deps.publicUrl,
        embedAllowedOrigins: embedOrigins,
      }),
    ),
  );
  if (embedOrigins.length > 0) {
    // Before every route, so preflights are answered and error responses carry the headers too.
    const embedding = embedCors(embedOrigins);
    app.use('/api/*', embedding);
    app.use(REGISTRY_PATH, embedding);
  }
  // Sessions, roles and the audit trail: every /api route declares what it needs (docs/security.md);
  // the table is read from the declarations once every route is mounted.
  let routeAccess: RouteAccess[] = [];
  const lookup = createAccessLookup(() => routeAccess);
  app.use('/api/*', guard(lookup));
  // transport protection: a state-changing request comes from a trusted origin, as JSON, within its
  // size limit (after the session check, so an anonymous caller learns only that it needs one).
  app.on([...STATE_CHANGING_METHODS], '/api/*', requestChecks);
  // Only requests that may carry a body: a GET does not pass through it at all.
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/api/*', emptyJsonIsEmptyObject);
  app.onError(handleError);
  app.notFound(handleNotFound);

  mountApi(app, () => embedOrigins);
  mountDocs(app);
  routeAccess = collectRouteAccess(app.openAPIRegistry.definitions as never, app.routes);
  // Unknown API paths answer a JSON 404 even when a static catch-all is mounted after them.
  app.all('/api/*', handleNotFound);

  const nodeWs = createNodeWebSocket({ app });
  // ws reads the limit when it accepts each connection.
  (nodeWs.wss.options as { maxPayload?: number }).maxPayload = MAX_FRAME_BYTES;
  const realtime = mountRealtime(app, nodeWs.upgradeWebSocket, deps.bus, deps.logger, deps.sessions);

  options.mountStatic?.(app);

  return {
    app,
    routeAccess,
    injectWebSocket: nodeWs.injectWebSocket,
    closeWebSockets() {
      realtime.stop();
      for (const client of nodeWs.wss.clients) client.terminate();
    },
    recheckRealtimeSessions: () => realtime.recheckSessions(),
  };
}
