import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/db/database';
import { useTestApp, type Fixtures, type TestApp } from '../../test/test-app';
import { assignOwners, customerIdsOwnedBy, ownerNamesOf } from './index';

/*
 * Portfolios, call outcomes and the worklist (docs/worklist.md), through the real app over PGlite.
 */

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app));

describe('assigning owners', () => {
  it('assigns 30,000 customers in one call, counts only the changes, and unassigns', async () => {
    await t.deps.db.execute(sql`
      insert into customers (name, phone) select 'Bulk ' || n, '+9198' || lpad(n::text, 8, '0') from generate_series(1, 30000) n`);
    const ids = rowsOf<{ id: string }>(await t.deps.db.execute(sql`select id from customers`)).map((row) => row.id);
    const collector = t.userIds.collector;
    const started = Date.now();
    expect(await assignOwners(t.deps.db, { customerIds: ids, collectorId: collector, actorId: t.userIds.admin })).toBe(30_000);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await customerIdsOwnedBy(t.deps.db, collector)).size).toBe(30_000);
    // Already theirs: nothing changes; an unknown id is skipped.
    expect(
      await assignOwners(t.deps.db, {
        customerIds: [ids[0]!, '00000000-0000-4000-8000-000000000000'],
        collectorId: collector,
        actorId: null,
      }),
    ).toBe(0);
    expect(await assignOwners(t.deps.db, { customerIds: ids.slice(0, 10), collectorId: t.userIds.admin, actorId: null })).toBe(10);
    expect((await ownerNamesOf(t.deps.db, ids.slice(0, 11))).get(ids[0]!)).toBe('Test Admin');
    expect(await assignOwners(t.deps.db, { customerIds: ids, collectorId: null, actorId: null })).toBe(30_000);
    expect((await customerIdsOwnedBy(t.deps.db, collector)).size).toBe(0);
    void make;
  });
});
