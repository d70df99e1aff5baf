import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle } from './database';
import { DATA_DIR_HOLDER_NAME, DATA_DIR_LOCK_NAME, DataDirInUseError, lockDataDir } from './data-dir';
import { SOCKET_NAME } from './pglite-host-protocol';
import { openPgliteProcess } from './pglite-process';

/** One API process per embedded data folder, and the folder is its owner's alone. */

let dataDir: string;
let first: DatabaseHandle | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'duesflow-data-dir-'));
});
afterAll(async () => {
  await first?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const countNotes = async (h: DatabaseHandle) =>
  Number(rowsOf<{ n: unknown }>(await h.db.execute(sql`select count(*)::int as n from notes`))[0]?.n);

function everyEntry(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [path, ...everyEntry(path)] : [path];
  });
}

describe('an embedded data folder', () => {
  it('refuses a second process, which leaves the first one answering, its socket in place', async () => {
    first = await openPgliteProcess({ dataDir });
    await first.db.execute(sql`create table notes (id serial primary key, body text not null)`);

    await expect(openPgliteProcess({ dataDir })).rejects.toThrow(DataDirInUseError);
    await expect(openPgliteProcess({ dataDir })).rejects.toThrow(/is in use by another duesflow process/);

    expect(existsSync(join(dataDir, SOCKET_NAME))).toBe(true);
    expect(await countNotes(first)).toBe(0);
  }, 120_000);

  it('keeps every acknowledged write across a restart', async () => {
    await Promise.all(Array.from({ length: 40 }, (_, i) => first!.db.execute(sql`insert into notes (body) values (${`note ${i}`})`)));
    await first!.close();
    first = await openPgliteProcess({ dataDir });
    expect(await countNotes(first)).toBe(40);
  }, 120_000);

  it('is readable by its owner only: the folder 0700, every file 0600 or narrower, new ones too', async () => {
    // Enough rows to make the database write new files (a table, its index, WAL) after the start.
    await first!.db.execute(
      sql`create table staff_emails as select 'someone' || n || '@example.in' as email from generate_series(1, 20000) n`,
    );
    await first!.db.execute(sql`checkpoint`);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    const open = everyEntry(dataDir).filter((path) => (lstatSync(path).mode & 0o077) !== 0);
    expect(open).toEqual([]);
  }, 120_000);
});

describe('the folder lock', () => {
  it('takes over within seconds a lock whose holder was a process of this machine that has exited (kill -9)', async () => {
    const abandoned = mkdtempSync(join(tmpdir(), 'duesflow-crashed-'));
    try {
      const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
      mkdirSync(join(abandoned, DATA_DIR_LOCK_NAME));
      writeFileSync(join(abandoned, DATA_DIR_HOLDER_NAME), JSON.stringify({ pids: [Number(gone.stdout)], host: hostname() }));
      const refreshedLast = new Date(Date.now() - 4_000);
      utimesSync(join(abandoned, DATA_DIR_LOCK_NAME), refreshedLast, refreshedLast);
      const started = Date.now();
      const release = await lockDataDir(abandoned, () => undefined);
      // A holder that might be alive elsewhere gets 10 s (here 6 s more); one known gone, 3 s (here none
      // more: its lock was refreshed 4 s ago). Under 5 s tells the two apart and leaves a busy machine room.
      expect(Date.now() - started).toBeLessThan(5_000);
      await release();
    } finally {
      rmSync(abandoned, { recursive: true, force: true });
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const abandoned = mkdtempSync(join(tmpdir(), 'duesflow-abandoned-'));
    try {
      mkdirSync(join(abandoned, DATA_DIR_LOCK_NAME));
      const longAgo = new Date(Date.now() - 60_000);
      utimesSync(join(abandoned, DATA_DIR_LOCK_NAME), longAgo, longAgo);
      const release = await lockDataDir(abandoned, () => undefined);
      await release();
      expect(existsSync(join(abandoned, DATA_DIR_LOCK_NAME))).toBe(false);
    } finally {
      rmSync(abandoned, { recursive: true, force: true });
    }
  });
});
