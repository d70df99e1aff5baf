import type { PGlite } from '@electric-sql/pglite';

/**
 * Shares PGlite's one database session between several Postgres-protocol connections.
 *
 * The stock queue of `@electric-sql/pglite-socket` interleaves connections message by message and only
 * keeps an explicit transaction together. node-postgres sends every parameterised query as
 * Parse/Bind/Describe/Execute/Sync, all on the session's unnamed statement and portal, so two
 * connections interleaved between those messages would bind each other's statements. This queue hands
 * the session to one connection from its first message until the Sync (or simple Query) that ends the
 * exchange, and keeps it there while that connection has a transaction open. Other connections wait in
 * arrival order. A connection that goes away mid-exchange has its transaction rolled back and its
 * exchange ended, so it can never leave the session stuck.
 *
 * It implements the queue interface `PGLiteSocketHandler` expects (`enqueue`, `clearQueueForHandler`,
 * `clearTransactionIfNeeded`, `getQueueLength`).
 */
interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData(data: Uint8Array): void;
  resolve(bytes: number): void;
  reject(error: unknown): void;
}

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
/** Frontend messages that are part of an extended-query exchange (Parse, Bind, Describe, Execute, Close, Flush). */
const EXTENDED = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);
/** A Sync message on its own: ends whatever extended exchange a vanished connection left open. */
const SYNC_MESSAGE = new Uint8Array([SYNC, 0, 0, 0, 4]);

export class SessionQueue {
  private readonly queue: Pending[] = [];
  /** The connection the session belongs to until its exchange or transaction ends; null: anyone's turn. */
  private owner: number | null = null;
  private processing = false;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (let index = this.queue.length - 1; index >= 0; index -= 1) {
      const item = this.queue[index]!;
      if (item.handlerId !== handlerId) continue;
      this.queue.splice(index, 1);
      item.reject(new Error('connection closed'));
    }
  }

  /** Called when a connection goes away: whatever it left open on the session is closed. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    await this.db.runExclusive(async () => {
      await this.db.execProtocolRawStream(SYNC_MESSAGE, { onRawData: () => undefined });
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    });
    this.owner = null;
    void this.process();
  }

  private next(): Pending | undefined {
    if (this.owner === null) return this.queue.shift();
    const index = this.queue.findIndex((item) => item.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        const type = item.message[0]!;
        if (type === TERMINATE) {
          // The client is leaving; its socket closing releases the session (clearTransactionIfNeeded).
          item.resolve(0);
          continue;
        }
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          item.reject(error);
          continue;
        }
        if (type === SYNC || type === QUERY) this.owner = this.db.isInTransaction() ? item.handlerId : null;
        else if (EXTENDED.has(type)) this.owner = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }
}
