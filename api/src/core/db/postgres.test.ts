import pg from 'pg';
import { eventually } from '../../test/eventually';
import { startPostgresServer, type PostgresServer } from '../../test/postgres-server';
import type { DatabaseHandle } from './database';
import { LISTEN_APPLICATION_NAME, openPostgres } from './postgres';

/** The node-postgres driver on its own, against a real server. */

let server: PostgresServer;
let admin: pg.Client;
let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  server = await startPostgresServer();
  admin = new pg.Client({ connectionString: server.databaseUrl });
  await admin.connect();
  [first, second] = await Promise.all([openPostgres(server.databaseUrl), openPostgres(server.databaseUrl)]);
}, 60_000);

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await admin?.end();
  await server?.stop();
});

const listenBackends = async () =>
  (
    await admin.query<{ pid: number; state: string; query: string }>(
      'select pid, state, query from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTEN_APPLICATION_NAME],
    )
  ).rows;

/** Collects what `listen` delivers; `next()` resolves with the next payload to arrive. */
function collector() {
  const payloads: string[] = [];
  let waiting: ((payload: string) => void) | undefined;
  return {
    payloads,
    push(payload: string) {
      payloads.push(payload);
      waiting?.(payload);
      waiting = undefined;
    },
    next: () => new Promise<string>((resolve) => (waiting = resolve)),
  };
}

describe('exclusively', () => {
  it('lets one process at a time run its start-up step', async () => {
    const steps: string[] = [];
    let releaseFirst = () => {};
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstStarted = () => {};
    const firstIsIn = new Promise<void>((resolve) => (firstStarted = resolve));

    const one = first.exclusively(async () => {
      steps.push('first in');
      firstStarted();
      await firstHolds;
      steps.push('first out');
    });
    await firstIsIn;
    const two = second.exclusively(async (db) => {
      steps.push('second in');
      return db.execute('select 1');
    });
    // The second waits on the server for the first's lock; let it get there before releasing.
    await eventually('the second process waiting for the lock', async () => {
      const waiting = await admin.query(
        "select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%pg_advisory_lock%'",
      );
      return waiting.rows.length === 1;
    });
    releaseFirst();
    await Promise.all([one, two]);
    expect(steps).toEqual(['first in', 'first out', 'second in']);
  });

  it('releases the lock when the step fails', async () => {
    await expect(first.exclusively(async () => Promise.reject(new Error('migration failed')))).rejects.toThrow('migration failed');
    await expect(second.exclusively(async () => 'ran')).resolves.toBe('ran');
  });
});

describe('listen', () => {
  it('delivers notifications, keeps delivering after its connection is cut, and closes when stopped', async () => {
    const received = collector();
    const unlisten = await first.listen('driver_test', received.push);

    let delivered = received.next();
    await second.executor.executeSql("select pg_notify('driver_test', 'one')");
    await expect(delivered).resolves.toBe('one');

    const [cut] = await listenBackends();
    await admin.query('select pg_terminate_backend($1)', [cut!.pid]);
    await eventually('a new LISTEN connection', async () => {
      const now = await listenBackends();
      return now.length === 1 && now[0]!.pid !== cut!.pid && now[0]!.state === 'idle' && /^LISTEN /.test(now[0]!.query);
    });

    delivered = received.next();
    await second.executor.executeSql("select pg_notify('driver_test', 'two')");
    await expect(delivered).resolves.toBe('two');

    await unlisten();
    await eventually('the LISTEN connection closed', async () => (await listenBackends()).length === 0);
    expect(received.payloads).toEqual(['one', 'two']);
  });
});
