import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A throw-away PostgreSQL cluster for tests; `stop()` shuts it down and deletes its files. */
export interface PostgresServer {
  /** The server's superuser on its maintenance database (`postgres`). */
  adminUrl: string;
  /** The test database created at start. */
  databaseUrl: string;
  /** A connection string to another, fresh database on the same server. */
  createDatabase(name: string, options?: { template?: string }): Promise<string>;
  /** True when `root` held a cluster from an earlier start (its databases are still there). */
  reused: boolean;
  stop(): Promise<void>;
}

export interface PostgresServerOptions {
  /** The server's `timezone` setting; production servers are often not on UTC. */
  timezone?: string;
  /** Require this password of the superuser over TCP (scram-sha-256) instead of trusting everyone. */
  superuserPassword?: string;
  /**
   * Keep the cluster in this directory: a later start on the same directory reuses it (no initdb) and
   * `stop()` shuts it down cleanly instead of deleting it. The bench caches seeded databases this way.
   */
  root?: string;
  /** More server settings (`name=value`), e.g. the bench's bulk-load memory and WAL sizes. */
  settings?: string[];
}

const BINARIES_ROOT = '/usr/lib/postgresql';
const SUPERUSER = 'postgres';
const DATABASE = 'duesflow_test';
/** initdb and postgres refuse to run as root; under root the cluster belongs to this OS user. */
const UNPRIVILEGED_OS_USER = 'postgres';

/** The bin directory of the newest PostgreSQL that Debian's `postgresql` package installed. */
function findBinaries(): string {
  const versions = existsSync(BINARIES_ROOT)
    ? readdirSync(BINARIES_ROOT)
        .filter((version) => existsSync(join(BINARIES_ROOT, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      `PostgreSQL server binaries not found (no ${BINARIES_ROOT}/*/bin/initdb). ` +
        "The API's PostgreSQL tests need Debian's postgresql package: apt-get install -y postgresql",
    );
  }
  return join(BINARIES_ROOT, versions[0], 'bin');
}

function run(command: string, args: string[], asUser: string | undefined): Promise<string> {
  const [file, argv] = asUser ? ['runuser', ['-u', asUser, '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    execFile(file, argv, { timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} failed: ${error.message}\n${stdout}${stderr}`));
      else resolve(stdout);
    });
  });
}

/** A loopback port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function osUserIds(name: string): Promise<{ uid: number; gid: number }> {
  return run('id', ['-u', name], undefined).then(async (uid) => ({
    uid: Number(uid.trim()),
    gid: Number((await run('id', ['-g', name], undefined)).trim()),
  }));
}

/**
 * initdb into a temporary directory, start on 127.0.0.1 on a free port (no Unix socket), create a
 * database. Durability is switched off: the cluster lives for one test file.
 */
export async function startPostgresServer(options: PostgresServerOptions = {}): Promise<PostgresServer> {
  const bin = findBinaries();
  const asUser = userInfo().uid === 0 ? UNPRIVILEGED_OS_USER : undefined;
  const keep = options.root !== undefined;
  if (keep) mkdirSync(options.root!, { recursive: true });
  const root = options.root ?? mkdtempSync(join(tmpdir(), 'duesflow-pg-'));
  const dataDir = join(root, 'data');
  const reused = keep && existsSync(join(dataDir, 'PG_VERSION'));
  let started = false;

  const stop = async () => {
    if (started) {
      started = false;
      // A kept cluster is shut down cleanly (checkpointed); a throw-away one is just killed.
      await run(join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', keep ? 'fast' : 'immediate', '-w'], asUser).catch(() => undefined);
    }
    if (!keep) rmSync(root, { recursive: true, force: true });
  };

  try {
    if (asUser) {
      const { uid, gid } = await osUserIds(asUser);
      chownSync(root, uid, gid);
    }
    const auth = ['--auth=trust'];
    if (options.superuserPassword !== undefined) {
      const pwfile = join(root, 'pwfile');
      writeFileSync(pwfile, `${options.superuserPassword}\n`, { mode: 0o644 });
      auth.splice(0, 1, '--auth-local=trust', '--auth-host=scram-sha-256', `--pwfile=${pwfile}`);
    }
    if (!reused) {
      rmSync(dataDir, { recursive: true, force: true });
      await run(join(bin, 'initdb'), ['-D', dataDir, '-U', SUPERUSER, ...auth, '--no-sync', '-E', 'UTF8', '--locale=C'], asUser);
    }

    // Another process may take the probed port before the server binds it: try a few.
    let port = 0;
    for (let attempt = 1; !started; attempt += 1) {
      port = await freePort();
      const settings = [
        `-p ${port}`,
        '-c listen_addresses=127.0.0.1',
        "-c unix_socket_directories=''",
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
        options.timezone ? `-c timezone=${options.timezone}` : '',
        ...(options.settings ?? []).map((setting) => `-c ${setting}`),
      ].join(' ');
      try {
        await run(join(bin, 'pg_ctl'), ['start', '-D', dataDir, '-w', '-t', '30', '-l', join(root, 'server.log'), '-o', settings], asUser);
        started = true;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }

    const login = options.superuserPassword !== undefined ? `${SUPERUSER}:${encodeURIComponent(options.superuserPassword)}` : SUPERUSER;
    const adminUrl = `postgres://${login}@127.0.0.1:${port}/postgres`;
    const createDatabase = async (name: string, create: { template?: string } = {}) => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        const template = create.template ? ` template ${pg.escapeIdentifier(create.template)}` : '';
        const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (!reused || exists.rowCount === 0) await admin.query(`create database ${pg.escapeIdentifier(name)}${template}`);
      } finally {
        await admin.end();
      }
      return `postgres://${login}@127.0.0.1:${port}/${name}`;
    };
    const databaseUrl = await createDatabase(DATABASE);
    return { adminUrl, databaseUrl, createDatabase, reused, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
