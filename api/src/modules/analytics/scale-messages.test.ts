import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/db/database';
import { customers } from '../../core/db/schema/customers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedScaleMessages } from './scale-messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.resetData();
});
afterAll(() => t.stop());

it('writes the bench’s messages: each with its provider attempt and contact attempt, in the last 120 days', async () => {
  await t.deps.db.insert(customers).values([{ name: 'A' }, { name: 'B', phone: '+91 9800000001' }, { name: 'C' }]);
  expect(await seedScaleMessages(t.deps.db, 4)).toBe(12);
  const [row] = rowsOf(
    await t.deps.db.execute(sql`select
      (select count(*)::int from messages) as messages,
      (select count(*)::int from message_attempts) as attempts,
      (select count(*)::int from contact_attempts where message_id is not null) as contacts,
      (select count(distinct channel)::int from messages) as channels,
      (select count(*)::int from messages where created_at < now() - interval '120 days' or created_at > now()) as outside`),
  );
  expect(row).toEqual({ messages: 12, attempts: 12, contacts: 12, channels: 4, outside: 0 });
  const advanced = await t.call('GET', '/api/analytics/advanced?period=quarter');
  expect(advanced.status).toBe(200);
});
