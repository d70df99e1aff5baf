import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './core/app';
import type { DatabaseHandle } from './core/db/database';
import type { LaunchedPglite } from './core/db/pglite-launch';
import { connectPgliteProcess } from './core/db/pglite-process';
import { openPostgres } from './core/db/postgres';
import { sandboxPaymentsOn, type TEnv } from './core/env';
import type { Logger } from './core/lib/logger';
import { startRuntime } from './core/runtime';
import { KEY_FILE_NAME } from './core/secrets/secret-box';
import { DEMO_CUSTOMER_COUNT } from './core/seed/seed-database';
import { mountStatic } from './core/static/static';
import { parseSendingWindow } from './core/lib/hours-of-day';
import { cutOffSlowBodies, holdIdleConnections } from './core/lib/http-server';

/**
 * Everything after the entry (`server.ts`): the database (PostgreSQL from DATABASE_URL, or the embedded
 * one the entry launched), the runtime, the HTTP server, and an orderly shutdown.
 */
export async function startApi(env: TEnv, logger: Logger, embedded: LaunchedPglite | undefined): Promise<void> {
  const database: DatabaseHandle = embedded
    ? await connectPgliteProcess(embedded, { logger })
    : await openPostgres(env.DATABASE_URL!, logger);
  logger.info(env.DATABASE_URL ? 'using PostgreSQL from DATABASE_URL' : `using embedded PGlite in ${env.DATA_DIR}`);
  const runtime = await startRuntime({
    database,
    logger,
    publicUrl: env.PUBLIC_URL,
    tallyUrl: env.TALLY_URL,
    sandboxPayments: sandboxPaymentsOn(env),
    seedCustomers: env.SEED_DEMO_DATA ? DEMO_CUSTOMER_COUNT : 0,
    secretKey: env.SECRET_KEY,
    secretKeyFile: join(env.DATA_DIR, KEY_FILE_NAME),
    airtable: { apiUrl: env.AIRTABLE_API_URL },
    sessions: { idleMs: env.SESSION_IDLE_MINUTES * 60_000, maxMs: env.SESSION_MAX_HOURS * 3600_000 },
    accounts: {
      admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
      demo: env.SEED_DEMO_DATA,
    },
    engine: {
      sendCooldownHours: env.SEND_COOLDOWN_HOURS,
      send: {
        sendingWindow: parseSendingWindow(env.SENDING_WINDOW),
        callWindow: parseSendingWindow(env.CALL_WINDOW),
        // DLT whitelists the portal's own domain for links in an SMS.
        linkHosts: env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).host] : undefined,
      },
    },
    reminderSequences: true,
    // Requests are answered as soon as they can be; workers, recovery and schedules follow at once.
    answerFirst: true,
  });
  const { app, injectWebSocket, closeWebSockets } = createApp(runtime.deps, { mountStatic });
  const server = holdIdleConnections(
    serve({ fetch: app.fetch, port: env.PORT }, (info) => {
      logger.info(`duesflow API listening on http://localhost:${info.port}`);
    }),
  );
  injectWebSocket(server);
  // A body that trickles in is answered 408 and its connection closed; the refusal is audited like any.
  cutOffSlowBodies(server, (request) =>
    runtime.deps.audit.record({
      userId: null,
      userEmail: null,
      action: `${request.method} ${(request.url ?? '').split('?')[0]}`.slice(0, 100),
      target: null,
      outcome: 'failed',
      status: 408,
      detail: 'request_timeout',
    }),
  );

  let shuttingDown = false;
  const shutdown = async (reason: string, exitCode: number) => {
    if (shuttingDown) {
      logger.warn(`${reason} again: exiting without waiting`);
      process.exit(1);
    }
    shuttingDown = true;
    logger.info(`${reason}, shutting down`);
    closeWebSockets();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // Jobs finish or are handed back to the queue, then PGlite flushes its files: nothing is lost.
    await runtime.stop();
    logger.info('stopped cleanly');
    process.exit(exitCode);
  };
  // A port already in use still closes the database properly.
  server.on('error', (error) => {
    logger.error('HTTP server error', error);
    void shutdown('server error', 1);
  });
  // A start that fails after the server answered (the workers, recovery or schedules) stops it, as a
  // start that fails before does: no half-started API keeps answering.
  runtime.started.catch((error) => {
    logger.error('duesflow API failed to start', error);
    void shutdown('start failed', 1);
  });
  // pg-boss records some job outcomes without awaiting them; a database hiccup there must not take the
  // whole API down (the job simply expires and is retried).
  process.on('unhandledRejection', (reason) => logger.error('unhandled rejection', reason));
  process.on('SIGINT', () => void shutdown('SIGINT received', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM received', 0));
}
