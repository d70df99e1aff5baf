import { eq, sql } from 'drizzle-orm';
import { ZCustomerPage } from '@duesflow/shared-contracts/customers';
import { ZDashboardMetrics } from '@duesflow/shared-contracts/dashboard';
import { contactAttempts, customers, invoices, payments } from '../../core/db/schema';
import { businessDate } from '../../core/lib/clock';
import { DUE_SOON_DAYS } from './follow-up-rules';
import { computePaymentTracking } from './analysis';
import { seedIfEmpty } from '../../core/seed/seed-database';
import { useTestApp, type Fixtures, type TestApp } from '../../test/test-app';
import { computeDashboardMetrics } from './dashboard-metrics';
import { loadLedgerSnapshot } from '../../test/recomputed-ledger';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { silentLogger } from '../../core/lib/logger';
import { rowsOf } from '../../core/db/database';
import { paymentTrackingOf } from './analysis';
import type { Steps } from '../../core/lib/slices';
import { followUpBookSteps, tilesAt, type FollowUpBook } from './follow-up-book';
import { followUpCandidateSteps, followUpCandidates } from './ledger-snapshot';
import { createReadModel, type ReadModel } from './read-model';
import { matcher } from '../customers';
import { loadLedgerChanges, type LedgerBase } from './ledger-store';

/** The maintained ledger (migration 0007) and the read model on it, against the figures recomputed from the rows. */

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app));

const strip = ({ searchText: _s, phoneDigits: _p, ...row }: { searchText?: unknown; phoneDigits?: unknown } & object) => row;

/** Everything the read model answers equals what the spec's formulas give over the stored rows now. */
async function expectMaintainedEqualsRecomputed() {
  const now = new Date();
  const today = businessDate(now);
  const [cached, recomputed] = await Promise.all([t.deps.reads.ledger(now), loadLedgerSnapshot(t.deps.db, today, DUE_SOON_DAYS)]);
  expect(cached.rows.map(strip)).toEqual(recomputed.rows.map(strip));
  expect(cached.totalCollectedPaise).toBe(recomputed.totalCollectedPaise);
  expect(await t.deps.reads.dashboardMetrics(now)).toEqual(await computeDashboardMetrics(t.deps.db, now));
  const tiles = await (await t.call('GET', '/api/payment-tracking/dashboard')).json();
  expect(tiles).toEqual((await computePaymentTracking(t.deps.db, new Date())).dashboard);
}

async function metrics() {
  const response = await t.call('GET', '/api/dashboard/metrics');
  expect(response.status).toBe(200);
  return ZDashboardMetrics.parse(await response.json());
}

async function firstPage() {
  const response = await t.call('GET', '/api/customers?page=1&pageSize=50');
  expect(response.status).toBe(200);
  return ZCustomerPage.parse(await response.json());
}

describe('maintained figures', () => {
  it('change with a payment, an invoice and a contact attempt, each seen by the very next read', async () => {
    const asha = await make.customer({ name: 'Asha Traders' });
    await make.invoice(asha.id, 500_000, -10);
    expect(await metrics()).toMatchObject({ totalCollections: 0, pendingActions: 1 });
    expect((await firstPage()).items[0]).toMatchObject({ name: 'Asha Traders', status: 'overdue', amountDue: 5000 });

    await make.payment(asha.id, 200_000);
    expect(await metrics()).toMatchObject({ totalCollections: 2000, pendingActions: 1 });
    expect((await firstPage()).items[0]).toMatchObject({ status: 'overdue', amountDue: 3000 });

    await make.contact(asha.id, 1);
    expect((await metrics()).pendingActions).toBe(0);
    expect((await firstPage()).items[0]!.lastContact).not.toBeNull();

    // The rest settles the overdue invoice; a new one is not yet due.
    await make.payment(asha.id, 300_000);
    await make.invoice(asha.id, 100_000, 5);
    expect(await metrics()).toMatchObject({ totalCollections: 5000, pendingActions: 0 });
    expect((await firstPage()).items[0]).toMatchObject({ status: 'pending', amountDue: 1000 });

    await t.deps.db.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.customerId, asha.id));
    expect((await firstPage()).items[0]).toMatchObject({ status: 'active', amountDue: 0 });
    await t.deps.db.update(customers).set({ name: 'Asha & Sons' }).where(eq(customers.id, asha.id));
    expect((await firstPage()).items[0]!.name).toBe('Asha & Sons');
    await t.deps.db.delete(customers).where(eq(customers.id, asha.id));
    expect((await firstPage()).total).toBe(0);
    expect((await metrics()).totalCollections).toBe(0); // a customer's payments are deleted with them
    await expectMaintainedEqualsRecomputed();
  });

  it('equal the recomputed figures over the demo data after random writes', async () => {
    await seedIfEmpty(t.deps.db, { customerCount: 60, now: new Date() });
    await expectMaintainedEqualsRecomputed();
    // A fixed-seed generator: the same writes on every run.
    let seed = 20251122;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
    const ids = (await t.deps.db.select({ id: customers.id }).from(customers)).map((row) => row.id);
    for (let round = 0; round < 6; round += 1) {
      for (let write = 0; write < 8; write += 1) {
        const customerId = pick(ids);
        const kind = Math.floor(random() * 6);
        if (kind === 0) await make.payment(customerId, 1 + Math.floor(random() * 900_000));
        else if (kind === 1) await make.invoice(customerId, 1 + Math.floor(random() * 900_000), Math.floor(random() * 60) - 40);
        else if (kind === 2) await make.contact(customerId, Math.floor(random() * 20));
        else if (kind === 3) {
          const [invoice] = await t.deps.db.select().from(invoices).where(eq(invoices.customerId, customerId)).limit(1);
          if (invoice)
            await t.deps.db
              .update(invoices)
              .set({ status: invoice.status === 'issued' ? 'cancelled' : 'issued' })
              .where(eq(invoices.id, invoice.id));
        } else if (kind === 4) {
          const [payment] = await t.deps.db.select().from(payments).where(eq(payments.customerId, customerId)).limit(1);
          if (payment) await t.deps.db.delete(payments).where(eq(payments.id, payment.id));
        } else {
          // Several customers' rows in one statement, as a bulk send writes them.
          await t.deps.db
            .insert(contactAttempts)
            .values([pick(ids), pick(ids), pick(ids)].map((id) => ({ customerId: id, channel: 'sms' as const, outcome: 'delivered' })));
        }
      }
      await expectMaintainedEqualsRecomputed();
    }
    // The triggers' rows equal a rebuild from scratch.
    const before = await t.deps.db.execute(sql`select * from customer_ledger order by customer_id`);
    await t.deps.db.execute(sql`select customer_ledger_rebuild()`);
    const after = await t.deps.db.execute(sql`select * from customer_ledger order by customer_id`);
    const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows.map(({ changed_xid: _x, ...row }) => row);
    expect(rows(before)).toEqual(rows(after));
  });

  it('loads a whole ledger in batches with every customer once, as one statement loads it', async () => {
    await seedIfEmpty(t.deps.db, { customerCount: 12, now: new Date() });
    const byId = (bases: LedgerBase[]) => [...bases].sort((a, b) => (a.id < b.id ? -1 : 1));
    const whole = await loadLedgerChanges(t.deps.db, undefined, 1_000);
    expect(whole.bases).toHaveLength(12);
    expect(whole.bases.some((base) => base.openDueDates.length > 1)).toBe(true);
    // Batches of 5 (the last one short) and of 4 (the last one empty).
    for (const batchRows of [5, 4]) {
      const batched = await loadLedgerChanges(t.deps.db, undefined, batchRows);
      expect(byId(batched.bases)).toEqual(byId(whole.bases));
      expect(batched.totalCollectedPaise).toBe(whole.totalCollectedPaise);
    }
  });

  it('answers pages from the database while its first load is under way, equal to the loaded list', async () => {
    await seedIfEmpty(t.deps.db, { customerCount: 60, now: new Date() });
    const now = new Date();
    const reads = createReadModel(t.database, silentLogger);
    await reads.start();
    const loading = reads.ledger(now);
    const pages = await Promise.all([reads.ledgerPage(now, 0, 25), reads.ledgerPage(now, 25, 50)]);
    const snapshot = await loading;
    expect(pages.map((page) => page.source)).not.toContain(snapshot.rows);
    expect(pages[0]!.rows).toEqual(snapshot.rows.slice(0, 25));
    expect(pages[1]!.rows).toEqual(snapshot.rows.slice(25, 75));
    expect(pages.map((page) => page.total)).toEqual([snapshot.rows.length, snapshot.rows.length]);
    // Once loaded, pages are cut from the list in memory.
    expect((await reads.ledgerPage(now, 0, 25)).source).toBe(snapshot.rows);
    await reads.stop();
  });

  it("answers the dashboard's figures from the database while its first load is under way, equal to the loaded ones", async () => {
    await seedIfEmpty(t.deps.db, { customerCount: 60, now: new Date() });
    const now = new Date();
    const reads = createReadModel(t.database, silentLogger);
    await reads.start();
    let loaded = false;
    const loading = reads.ledger(now).then((snapshot) => {
      loaded = true;
      return snapshot;
    });
    const whileLoading = await reads.dashboardMetrics(now);
    // Answered before the ledger was in memory (its first load reads the whole ledger after the versions).
    expect(loaded).toBe(false);
    await loading;
    const fromMemory = await reads.dashboardMetrics(now);
    expect(whileLoading).toEqual(fromMemory);
    expect(fromMemory).toEqual(await computeDashboardMetrics(t.deps.db, now));
    expect(fromMemory.pendingActions).toBeGreaterThan(0);
    expect(fromMemory.totalCollections).toBeGreaterThan(0);
    await reads.stop();
  });

  it('answers a search from the database while its first load is under way, as the index finds it once loaded', async () => {
    await seedIfEmpty(t.deps.db, { customerCount: 60, now: new Date() });
    // A name with letters beyond ASCII (found by its ASCII part), an upper-case email, a phone written with a dash.
    await make.customer({ name: 'Śrī Ganesh Traders', email: 'ACCOUNTS@Ganesh.example', phone: '+91 98714-29927' });
    const now = new Date();
    const [first] = rowsOf<{ name: string; phone: string }>(
      await t.deps.db.execute(sql`select name, phone from customers where phone is not null order by id limit 1 offset 7`),
    );
    const reads = createReadModel(t.database, silentLogger);
    await reads.start();
    // Asked in the same turn as the load begins: before it can end.
    const loading = reads.ledger(now);
    const queries = [
      first!.name.slice(1, 5).toUpperCase(),
      ' ganesh ',
      'accounts@g',
      '98714 299',
      '(987) 14-2',
      first!.phone.replace(/\D/g, '').slice(-6),
      'zz-nobody',
      'a',
    ];
    const whileLoading = await Promise.all([
      ...queries.map((query) => reads.ledgerSearchPageWhileLoading(now, query, 0, 10)),
      reads.ledgerSearchPageWhileLoading(now, 'ganesh', 1, 1),
      reads.ledgerSearchPageWhileLoading(now, 'śrī', 0, 10),
    ]);
    const snapshot = await loading;
    queries.forEach((query, index) => {
      const found = snapshot.rows.filter(matcher(query));
      expect(whileLoading[index]).toMatchObject({ total: found.length, today: snapshot.today });
      expect(whileLoading[index]!.rows).toEqual(found.slice(0, 10));
    });
    expect(whileLoading[queries.indexOf(' ganesh ')]!.total).toBeGreaterThan(0);
    expect(whileLoading[queries.indexOf('98714 299')]!.rows.map((row) => row.name)).toContain('Śrī Ganesh Traders');
    expect(whileLoading[queries.length]!.rows).toEqual(snapshot.rows.filter(matcher('ganesh')).slice(1, 2));
    // Not ASCII: waits for the ledger, as before.
    expect(whileLoading[queries.length + 1]).toBeUndefined();
    // Once loaded, the index answers.
    expect(await reads.ledgerSearchPageWhileLoading(now, 'ganesh', 0, 10)).toBeUndefined();
    await reads.stop();
  });

  it('answers unchanged figures with their ETag and 304, precompressed for large bodies', async () => {
    for (let index = 0; index < 30; index += 1) await make.invoice((await make.customer()).id, 10_000 + index, -3);
    const first = await t.call('GET', '/api/dashboard/metrics');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^"/);
    expect((await t.call('GET', '/api/dashboard/metrics', undefined, { 'If-None-Match': etag! })).status).toBe(304);
    await make.payment(null, 100);
    const changed = await t.call('GET', '/api/dashboard/metrics', undefined, { 'If-None-Match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);

    const page = await t.call('GET', '/api/customers?page=1&pageSize=50', undefined, { 'Accept-Encoding': 'gzip' });
    expect(page.headers.get('Content-Encoding')).toBe('gzip');
    expect(page.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const plain = await t.call('GET', '/api/customers?page=1&pageSize=50');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(ZCustomerPage.parse(await plain.json()).total).toBe(30);
  });
});

describe('reads never block', () => {
  const start = new Date('2026-11-26T10:00:30Z');

  /** A read model over the test database whose slices are small, counting them and the rows the follow-up book's steps visit. */
  async function slicedReadModel() {
    const counted = { slices: 0, visited: 0 };
    const reads = createReadModel(t.database, silentLogger, { firstSliceUnits: 10, sliceUnits: 10, onSlice: () => (counted.slices += 1) });
    await reads.start();
    function* visiting<T>(steps: Steps<T>): Steps<T> {
      for (;;) {
        const next = steps.next();
        if (next.done) return next.value;
        counted.visited += 1;
        yield next.value;
      }
    }
    const book = (now: Date) =>
      reads.derived('follow-up-book', now, (snapshot) =>
        visiting(followUpBookSteps(followUpCandidateSteps(snapshot), snapshot.settings, snapshot.today)),
      );
    return { reads, counted, book };
  }

  /** Customers with invoices overdue, due soon and later, most of them contacted some days ago (fixed-seed). */
  async function portfolio(count: number) {
    let seed = 26;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < count; n += 1) {
      const customer = await make.customer({ name: `${['Asha', 'शर्मा', 'Bharat', 'Devi'][n % 4]} Traders ${n}` });
      await make.invoice(customer.id, 100_000 + Math.floor(random() * 4) * 500_000, Math.floor(random() * 60) - 45);
      if (random() < 0.7) await make.contact(customer.id, random() * 12);
    }
  }

  async function expectTilesRecomputed(reads: ReadModel, book: FollowUpBook, now: Date) {
    const snapshot = await reads.ledger(now);
    expect(tilesAt(book, now)).toEqual(paymentTrackingOf(followUpCandidates(snapshot), snapshot.settings, now).dashboard);
  }

  it('a new minute costs no pass over the customers; a write rebuilds the follow-up book once, in slices, answering the previous one meanwhile', async () => {
    await portfolio(40);
    const { reads, counted, book } = await slicedReadModel();
    try {
      const first = await book(start);
      expect(counted.visited).toBeGreaterThan(40);
      await expectTilesRecomputed(reads, first, start);

      // Later the same day: the same book, not one row visited, and the tiles of that minute.
      counted.visited = 0;
      for (const later of [60_000, 61 * 60_000, 5 * 3_600_000]) {
        const now = new Date(start.getTime() + later);
        expect(await book(now)).toBe(first);
        await expectTilesRecomputed(reads, first, now);
      }
      expect(counted.visited).toBe(0);

      // A payment: the next read answers the previous book after one small slice of the new one.
      const [customer] = await t.deps.db.select({ id: customers.id }).from(customers).limit(1);
      await make.payment(customer!.id, 12_345);
      const now = new Date(start.getTime() + 5 * 3_600_000);
      counted.slices = 0;
      counted.visited = 0;
      expect(await book(now)).toBe(first);
      expect(counted.visited).toBeLessThanOrEqual(10);
      let latest = first;
      for (let turn = 0; turn < 10_000 && latest === first; turn += 1) {
        await nextTurn();
        latest = await book(now);
      }
      expect(latest).not.toBe(first);
      expect(counted.slices).toBeGreaterThan(5);
      await expectTilesRecomputed(reads, latest, now);
    } finally {
      await reads.stop();
    }
  });

  it('a new business day derives the rows in slices, and the figures equal those recomputed for that day', async () => {
    await portfolio(40);
    const { reads, counted } = await slicedReadModel();
    try {
      await reads.ledger(start);
      counted.slices = 0;
      const tomorrow = new Date(start.getTime() + 86_400_000);
      const next = await reads.ledger(tomorrow);
      expect(counted.slices).toBeGreaterThan(5);
      const recomputed = await loadLedgerSnapshot(t.deps.db, businessDate(tomorrow), DUE_SOON_DAYS);
      expect(next.rows.map(strip)).toEqual(recomputed.rows.map(strip));
    } finally {
      await reads.stop();
    }
  });
});
