import type PgBoss from 'pg-boss';
import type { ChannelAdapters } from '../modules/messaging';
import { createSandboxChannels } from '../modules/messaging';
import { guardChannels } from '../modules/messaging';
import { createVendorChannels } from '../modules/messaging';
import { createPageLinks, createPaymentGateways, reminderLinkBase, seedGatewaysIfEmpty, setUpPaymentSchedules } from '../modules/payments';
import { readEnv } from './env';
import type { DatabaseHandle } from './db/database';
import { migrateDatabase } from './db/migrate';
import { startBoss } from './jobs/boss';
import { createWorkflowEngine, type EngineOptions } from '../modules/workflows';
import { systemClock, type Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import { createReadModel, followUpBook } from '../modules/collections';
import { createRealtimeBus } from './realtime/realtime-bus';
import { seedIfEmpty } from './seed/seed-database';
import { seedCommunications } from '../modules/campaigns';
import { setUpSequenceSchedule } from '../modules/campaigns';
import { createPostgresCustomerStore } from '../modules/data-stores';
import { settlePromises, setUpPromiseSchedule } from '../modules/customers';
import { seedProvidersIfEmpty } from '../modules/providers';
import { openSecretBox } from './secrets/secret-box';
import type { AirtableOptions } from '../modules/data-stores';
import { createBusinessData } from '../modules/data-stores';
import type { AppDeps } from './app-deps';
import { bootstrapAccounts, type BootstrapOptions } from './auth/accounts';
import { createSessions, DEFAULT_SESSION_SETTINGS, type SessionSettings } from './auth/sessions';
import { createAuditRecorder } from './audit/audit-recorder';
import { createTallyClient } from '../modules/tally';
import { setUpTallySchedule } from '../modules/tally';
import { createTallyService } from '../modules/tally';

export interface RuntimeOptions {
  database: DatabaseHandle;
  logger: Logger;
  clock?: Clock;
  /** Base of pay links; when absent each request's own origin is used. */
  publicUrl?: string;
  /**
   * The clock-driven schedules (gateway probes, payment-link expiry, the promise sweep, Tally's sync; default
   * on). A test that compares tables before and after its requests turns them off: a probe due at that
   * minute would change them.
   */
  schedules?: boolean;
  /** Runs the reminder sequences every morning, and today's run at start if it was missed (the server). */
  reminderSequences?: boolean;
  /** Demo customers to seed into an empty database; 0 or absent seeds nothing. */
  seedCustomers?: number;
  /** The transport of every stored provider's sends (default: a vendor's real API once its credentials are configured, else the sandbox). */
  channels?: ChannelAdapters;
  /** SECRET_KEY; absent: the key file below. */
  secretKey?: string;
  /** DATA_DIR/secret.key, created on first start; with neither (tests) a random key for this process. */
  secretKeyFile?: string;
  /** Airtable adapter settings (its API URL, backoff). */
  airtable?: AirtableOptions;
  engine?: EngineOptions;
  boss?: { maintenanceIntervalSeconds?: number };
  /** How long a stop waits for running jobs before handing them back to the queue. */
  stopTimeoutMs?: number;
  /** SANDBOX_PAYMENTS: gateways without credentials take links, paid on the sandbox page (default on). */
  sandboxPayments?: boolean;
  /** TALLY_URL: the TallyPrime HTTP server; without it there is no Tally sync schedule. */
  tallyUrl?: string;
  /** Session lifetimes (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS); defaults: 8 hours idle, 7 days at most. */
  sessions?: Partial<SessionSettings>;
  /** The admin from ADMIN_EMAIL/ADMIN_PASSWORD, or demo accounts; absent: no account is created. */
  accounts?: BootstrapOptions;
  /**
   * Resolve as soon as requests can be answered (the server): the workers, the recovery of runs a stop
   * cut off, the schedules and the read model's first load then start at once, in `Runtime.started`.
   * Absent (tests): all of it is done before `startRuntime` resolves.
   */
  answerFirst?: boolean;
}

export interface Runtime {
  deps: AppDeps;
  boss: PgBoss;
  /**
   * Resolves once the workers, the recovery of interrupted runs and the schedules have started (already
   * so unless `answerFirst`); rejects if one of them could not, and then the caller stops the runtime.
   */
  started: Promise<void>;
  /** Lets running jobs finish (bounded), then closes the queue, realtime and the database. */
  stop(): Promise<void>;
}

/** Everything behind the HTTP app: migrated database, demo data, realtime, queue and workers. */
export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { database, logger } = options;
  const clock = options.clock ?? systemClock;
  await migrateDatabase(database);
  if (options.seedCustomers) {
    const seeded = await seedIfEmpty(database.db, { customerCount: options.seedCustomers, now: clock.now() });
    if (seeded) logger.info(`seeded demo data: ${options.seedCustomers} customers`);
  }
  const bus = createRealtimeBus(database, logger);
  const reads = createReadModel(database, logger);
  // A start that fails half-way (the database refusing a step) leaves nothing running behind it: no
  // workers polling, no schedules, no listeners. What had started is stopped before the error is thrown.
  const started: { boss?: PgBoss; engine?: { stop(): Promise<void>; stopDelivery(): void } } = {};
  const stopStarted = async () => {
    await started.engine?.stop().catch(() => undefined);
    await started.boss?.stop({ graceful: false, wait: true, close: false }).catch(() => undefined);
    started.engine?.stopDelivery();
    await reads.stop().catch(() => undefined);
    await bus.stop().catch(() => undefined);
  };
  try {
    // These do not depend on each other: they run together (their round trips overlap, and hashing the
    // admin's password runs in the thread pool meanwhile). Each still finishes before the API answers.
    const [secrets, boss] = await allOrNothing([
      openSecretBox(database.db, { secretKey: options.secretKey, keyFile: options.secretKeyFile }, logger),
      // pg-boss installs its schema on first start. Two processes doing that together on PostgreSQL 15
      // collide on CREATE SCHEMA despite pg-boss's own lock (a duplicate-key error it does not expect),
      // so they take turns.
      database.exclusively(() => startBoss(database.executor, logger, options.boss)).then((boss) => (started.boss = boss)),
      // Providers are configuration rather than demo data: an empty table always gets the defaults.
      seedProvidersIfEmpty(database.db).then((seeded) => seeded && logger.info('seeded the default providers')),
      seedCommunications(database.db),
      seedGatewaysIfEmpty(database.db).then((seeded) => seeded && logger.info('seeded the default payment gateways and failover rules')),
      options.accounts ? bootstrapAccounts(database.db, logger, options.accounts) : undefined,
      bus.start(),
      reads.start(),
    ] as const);
    const businessData = createBusinessData({
      db: database.db,
      secrets,
      clock,
      airtable: options.airtable,
      builtIn: {
        store: createPostgresCustomerStore(database.db, clock),
        deploymentType: database.kind === 'pglite' ? 'embedded' : 'server',
        check: async () => void (await database.executor.executeSql('select 1', [])),
      },
    });
    const customerStore = businessData.store;
    const gateways = createPaymentGateways({ db: database.db, secrets, bus, clock, logger, sandboxPayments: options.sandboxPayments });
    const tallyClient = options.tallyUrl ? createTallyClient(options.tallyUrl) : null;
    const env = readEnv();
    const linkBase = reminderLinkBase(options.publicUrl);
    if (!options.publicUrl) logger.info(`PUBLIC_URL is not set: reminders link to the customer's page at ${linkBase} (this machine only)`);
    const engine = createWorkflowEngine(
      boss,
      {
        db: database.db,
        channels: guardChannels(options.channels ?? createVendorChannels(createSandboxChannels(), { callbackBaseUrl: options.publicUrl })),
        gateways,
        bus,
        clock,
        logger,
        customerStore,
        secrets,
        tally: tallyClient,
        pageLinks: createPageLinks({ base: linkBase, validDays: env.CUSTOMER_PAGE_VALID_DAYS }),
      },
      options.engine,
    );
    started.engine = engine;
    // Created before the schedules: a workflow a schedule starts is in the audit trail too.
    const audit = createAuditRecorder(database.db, clock, logger);
    // Runs started before this process: requests answered meanwhile start runs of their own.
    const processStartedAt = clock.now().getTime();
    const startWork = async () => {
      await engine.work();
      await engine.recover(clock.now().getTime() - processStartedAt);
      // The schedules' queues are created by one process at a time, like pg-boss's schema above: two
      // processes creating the same queue together on PostgreSQL can deadlock (seen with two starting at once).
      await database.exclusively(async () => {
        if (options.schedules === false) return;
        await setUpTallySchedule(boss, engine, tallyClient !== null, logger, audit);
        if (options.reminderSequences) await setUpSequenceSchedule(boss, engine, clock, logger, audit);
        await setUpPaymentSchedules(boss, { db: database.db, gateways, bus, clock, logger });
        await setUpPromiseSchedule(boss, { db: database.db, bus, clock }, logger);
      });
    };

    const deps: AppDeps = {
      db: database.db,
      reads,
      engine,
      bus,
      customerStore,
      businessData,
      secrets,
      gateways,
      clock,
      logger,
      publicUrl: options.publicUrl,
      sessions: createSessions(database.db, clock, { ...DEFAULT_SESSION_SETTINGS, ...options.sessions }),
      audit,
      tally: createTallyService(boss, tallyClient),
      async checkHealth() {
        if (database.checkHealth) await database.checkHealth();
        else await database.executor.executeSql('select 1', []);
      },
    };

    let workStarted: Promise<void>;
    if (options.answerFirst) {
      // Before the first answer: a promise whose date passed while the server was down reads broken at
      // once, not only after the schedules below have started (one statement; they sweep again then).
      if (options.schedules !== false) await settlePromises({ db: database.db, bus, clock });
      // The first read after a start loads the whole ledger (100,000 customers: seconds); it starts now,
      // in slices, so that the screens' first requests join it instead of starting it. Then Payment
      // Collection's follow-up book, which its first request would otherwise build (at 1,000,000
      // customers that request waited 34 s); later writes rebuild it with the previous one answered.
      reads
        .ledger(clock.now())
        .then(
          () => (stopping ? undefined : followUpBook(deps, clock.now())),
          (error) => logger.warn('could not load the ledger at start', String(error)),
        )
        .catch((error) => logger.warn('could not build the follow-up book at start', String(error)));
      // A failure here is the caller's to act on (the server stops: `stop()` below ends what had started).
      workStarted = startWork();
    } else {
      await startWork();
      workStarted = Promise.resolve();
    }

    let stopping: Promise<void> | undefined;
    return {
      deps,
      boss,
      started: workStarted,
      stop() {
        stopping ??= (async () => {
          // A stop during the start waits for it: what it starts is then stopped below.
          await workStarted.catch(() => undefined);
          await engine.stop();
          await deps.audit.flush();
          // Running jobs get a bounded time to finish; whatever is still running is failed into a retry.
          await boss.stop({ graceful: true, wait: true, close: false, timeout: options.stopTimeoutMs ?? 10_000 });
          engine.stopDelivery();
          await bus.stop();
          await reads.stop();
          await businessData.close();
          await database.close();
        })();
        return stopping;
      },
    };
  } catch (error) {
    await stopStarted();
    throw error;
  }
}

/**
 * Awaits every step, and rejects with the first failure only once all have settled: nothing still runs
 * behind a failed start when its clean-up begins.
 */
async function allOrNothing<T extends readonly unknown[]>(steps: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(steps);
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}
