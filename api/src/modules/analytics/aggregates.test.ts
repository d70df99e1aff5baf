import { eq, inArray, sql } from 'drizzle-orm';
import {
  ANALYTICS_PERIOD_DAYS,
  ANALYTICS_RANGE_DAYS,
  type TAnalyticsPeriod,
  type TAnalyticsRange,
} from '@duesflow/shared-contracts/analytics';
import { rowsOf } from '../../core/db/database';
import { contactAttempts } from '../../core/db/schema/contact-attempts';
import { customers } from '../../core/db/schema/customers';
import { invoices } from '../../core/db/schema/invoices';
import { messageAttempts } from '../../core/db/schema/message-attempts';
import { messages } from '../../core/db/schema/messages';
import { payments } from '../../core/db/schema/payments';
import { businessDate } from '../../core/lib/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { computeAdvanced } from './advanced';
import { rowsAfter } from './aggregates';
import { computeSummary } from './summary';

/*
 * The aggregates against the rows: a random-ish data set (a fixed seed) written the way the app writes —
 * many rows per statement, then single updates, cancellations, deletions, a language change — and every
 * range and period computed both ways must be equal, figure for figure. Then the aggregates kept by the
 * triggers must equal the ones rebuilt from scratch.
 */
const NOW = new Date('2026-06-20T15:30:00+05:30');
const DAY_MS = 86_400_000;

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  await t.resetData();
  const db = t.deps.db;
  const rnd = random(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rnd() * items.length)]!;
  const before = (maxDays: number) => new Date(NOW.getTime() - 60_000 - Math.floor(rnd() * maxDays * DAY_MS));
  const day = (at: Date) => businessDate(at);

  const people = await db
    .insert(customers)
    .values(
      Array.from({ length: 40 }, (_, n) => ({
        name: `Customer ${n}`,
        phone: `+91 98${String(n).padStart(8, '0')}`,
        language: pick(['en', 'hi', 'mr', 'ta']),
      })),
    )
    .returning();
  let invoiceNo = 0;
  const invoiceRows = people.flatMap((c) =>
    Array.from({ length: 1 + Math.floor(rnd() * 6) }, () => {
      const issued = before(800);
      invoiceNo += 1;
      return {
        customerId: c.id,
        invoiceNumber: `R-${invoiceNo}`,
        amountPaise: 10_000 + Math.floor(rnd() * 500_000),
        issuedOn: day(issued),
        dueDate: day(new Date(issued.getTime() + Math.floor(rnd() * 60) * DAY_MS)),
        status: rnd() < 0.08 ? ('cancelled' as const) : ('issued' as const),
      };
    }),
  );
  const insertedInvoices = await db.insert(invoices).values(invoiceRows).returning();
  const paymentRows = [
    ...people.flatMap((c) =>
      Array.from({ length: Math.floor(rnd() * 5) }, () => ({
        customerId: c.id,
        amountPaise: 5_000 + Math.floor(rnd() * 300_000),
        receivedAt: before(500),
        method: pick(['upi', 'neft', 'cash']),
      })),
    ),
    ...Array.from({ length: 4 }, () => ({ customerId: null, amountPaise: 7_000, receivedAt: before(40), method: 'payment_link' })),
  ];
  const insertedPayments = await db.insert(payments).values(paymentRows).returning();

  let key = 0;
  const channels = ['voice', 'sms', 'whatsapp', 'email'] as const;
  const messageRows = people.flatMap((c) =>
    Array.from({ length: Math.floor(rnd() * 12) }, () => {
      key += 1;
      const channel = pick(channels);
      return {
        customerId: c.id,
        channel,
        to: '+919800000000',
        body: 'Reminder',
        provider: pick(['msg91', 'exotel', 'gupshup']),
        status: pick(['queued', 'delivered', 'completed', 'failed', 'sent'] as const),
        idempotencyKey: `agg-${key}`,
        createdAt: before(120),
      };
    }),
  );
  const insertedMessages = await db.insert(messages).values(messageRows).returning();
  await db.insert(messageAttempts).values(
    insertedMessages.flatMap((m) =>
      Array.from({ length: 1 + Math.floor(rnd() * 2) }, (_, n) => ({
        messageId: m.id,
        attemptNo: n + 1,
        providerName: m.provider,
        status: pick(['sent', 'delivered', 'completed', 'failed'] as const),
        idempotencyKey: `${m.id}:${n + 1}`,
        cost: Math.floor(rnd() * 300) / 100,
        currency: pick(['USD', 'INR', 'EUR']),
        createdAt: m.createdAt,
      })),
    ),
  );
  await db.insert(contactAttempts).values(
    insertedMessages.map((m) => ({
      customerId: m.customerId!,
      channel: m.channel,
      outcome: pick(['delivered', 'completed', 'failed', 'answered']),
      messageId: m.id,
      createdAt: m.createdAt,
    })),
  );
  // Single writes after the bulk ones, as payments, cancellations and delivery reports come in.
  for (const p of insertedPayments.slice(0, 3)) await db.delete(payments).where(eq(payments.id, p.id));
  await db.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, insertedInvoices[0]!.id));
  await db.update(invoices).set({ amountPaise: 123_456, dueDate: '2026-06-01' }).where(eq(invoices.id, insertedInvoices[1]!.id));
  await db.update(customers).set({ language: 'bn' }).where(eq(customers.id, people[2]!.id));
  await db
    .update(messageAttempts)
    .set({ status: 'failed' })
    .where(
      inArray(
        messageAttempts.messageId,
        insertedMessages.slice(0, 5).map((m) => m.id),
      ),
    );
  await db.update(messages).set({ provider: 'twilio' }).where(eq(messages.id, insertedMessages[5]!.id));
  await db.delete(messages).where(eq(messages.id, insertedMessages[6]!.id));
  await db.delete(customers).where(eq(customers.id, people[3]!.id));
  await db
    .insert(payments)
    .values({ customerId: people[4]!.id, amountPaise: 99_000, receivedAt: new Date(NOW.getTime() - 3_600_000), method: 'upi' });
  // A new contact adds its own figures beside the customer's earlier ones.
  await db
    .insert(contactAttempts)
    .values({ customerId: people[4]!.id, channel: 'sms', outcome: 'delivered', createdAt: new Date(NOW.getTime() - 7_200_000) });
});
afterAll(() => t.stop());

it('has no rows after the moment asked about, so the figures come from the aggregates', async () => {
  expect(await rowsAfter(t.deps.db, NOW, businessDate(NOW))).toBe(false);
  expect(await rowsAfter(t.deps.db, new Date(NOW.getTime() - 2 * DAY_MS), businessDate(NOW))).toBe(true);
});

it.each(Object.keys(ANALYTICS_RANGE_DAYS) as TAnalyticsRange[])(
  'Collection Analytics %s: the aggregates give every figure the rows give',
  async (range) => {
    const raw = await computeSummary(t.deps.db, NOW, range, 'raw');
    const aggregated = await computeSummary(t.deps.db, NOW, range, 'aggregates');
    expect(raw.kpis.amountCollected.value).toBeGreaterThan(0);
    expect(aggregated).toEqual(raw);
  },
);

it.each(Object.keys(ANALYTICS_PERIOD_DAYS) as TAnalyticsPeriod[])(
  'Advanced Analytics %s: the aggregates give every figure the rows give',
  async (period) => {
    const raw = await computeAdvanced(t.deps.db, NOW, period, 'raw');
    const aggregated = await computeAdvanced(t.deps.db, NOW, period, 'aggregates');
    if (period === 'quarter') expect(raw.channels.some((c) => c.totalContacts > 0)).toBe(true);
    expect(aggregated).toEqual(raw);
  },
);

it('keeps the aggregates equal to the ones rebuilt from the rows', async () => {
  const tables = [
    'analytics_payment_days',
    'analytics_sales_days',
    'analytics_spend_days',
    'analytics_message_days',
    'analytics_contact_days',
    'analytics_contact_hours',
    'analytics_contact_languages',
    'analytics_contact_segments',
    'analytics_contacted_customers',
    'analytics_converted_customers',
    'analytics_receivable_days',
    'analytics_open_dues',
    'analytics_open_due_customers',
  ];
  // Rows whose figures are all zero are what is left once their rows went; a rebuild does not write them.
  const snapshot = async () => {
    const out: Record<string, unknown[]> = {};
    for (const table of tables) {
      const rows = rowsOf(await t.deps.db.execute(sql.raw(`select * from ${table} order by 1, 2`)));
      out[table] = rows
        .filter((row) =>
          Object.entries(row).some(
            ([name, value]) =>
              /contacts|reached|successes|response|customers|payments|paise|cost|messages|delta|invoices/.test(name) && Number(value) !== 0,
          ),
        )
        .map((row) =>
          JSON.stringify(
            Object.entries(row).map(([name, value]) => [
              name,
              typeof value === 'string' && /^-?[\d.]+$/.test(value) ? Number(value) : value,
            ]),
          ),
        )
        .sort();
    }
    return out;
  };
  const kept = await snapshot();
  await t.deps.db.execute(sql`select analytics_rebuild()`);
  expect(kept).toEqual(await snapshot());
});
