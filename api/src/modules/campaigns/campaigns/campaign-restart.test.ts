import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
// The app first, in the order the server loads it: loading the sending window first enters the
// messaging → payments → env → sending window import circle at a point where it cannot close.
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/test-app';
import { nextWindowOpening, parseSendingWindow } from '../../../core/lib/hours-of-day';
import { rowsOf } from '../../../core/db/database';
import { messages } from '../../../core/db/schema/messages';
import { SEND_QUEUE } from '../../../core/jobs/boss';
import { eventually } from '../../../test/eventually';
import { fixtures } from '../../../test/fixtures';
import { KILLED_EXPIRE_SECONDS, KILLED_STOP_TIMEOUT_MS, QUICK_RETRY, providerStandIn, vendorRecord } from '../../../test/provider-stand-in';

async function overdue(t: TestApp, n: number): Promise<string[]> {
  const make = fixtures(t.deps.db);
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const customer = await make.customer({ phone: `+91 97${String(20_000_000 + i)}` });
    await make.invoice(customer.id, 150_000, -20);
    ids.push(customer.id);
  }
  return ids;
}

describe('a campaign whose process is killed mid-send', () => {
  it('resumes on the next start and still has exactly one message per selected customer', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'duesflow-campaign-restart-'));
    try {
      // The vendor outlives the process and does not de-duplicate.
      const vendor = vendorRecord();
      const first = providerStandIn({ hangAfter: 6, record: vendor });
      const before = await createTestApp({
        database: await openTestDatabase({ dataDir }),
        channels: first.channels,
        // The stop below waits for pg-boss to give up on the hung chunk (at its expiry) before it closes
        // the database, so nothing of it outlives the test.
        engine: { workers: 1, send: { chunkSize: 5, sliceSize: 5, retry: QUICK_RETRY, expireInSeconds: KILLED_EXPIRE_SECONDS } },
        stopTimeoutMs: KILLED_STOP_TIMEOUT_MS,
      });
      const ids = await overdue(before, 17);
      const response = await before.call('POST', '/api/campaigns', { name: 'Restart', templateId: 'campaign-gentle-en', customerIds: ids });
      expect(response.status).toBe(202);
      const { campaignId } = (await response.json()) as { campaignId: string };
      await first.hanging;
      await before.stop();

      const second = providerStandIn({ record: vendor });
      const after = await createTestApp({ database: await openTestDatabase({ dataDir }), channels: second.channels });
      try {
        const execution = await after.settled(campaignId);
        expect(execution.status).toBe('success');
        const rows = await after.deps.db.select().from(messages).where(eq(messages.executionId, campaignId));
        expect(rows).toHaveLength(17);
        expect(new Set(rows.map((row) => row.customerId)).size).toBe(17);
        // Every message finished (the sandbox reports a few numbers unreachable), none twice.
        expect(rows.filter((row) => row.status === 'queued')).toEqual([]);
        // At the vendor: no try sent twice (the cut-off ones were looked up, not re-sent), and every
        // reachable number reached once; an unreachable one (…0000) gets one try per provider it fails over to.
        const keys = [...first.calls, ...second.calls];
        expect(new Set(keys).size).toBe(keys.length);
        expect(vendor.perNumber.size).toBe(17);
        expect([...vendor.perNumber].filter(([number, count]) => count > 1 && !number.endsWith('0000'))).toEqual([]);
      } finally {
        await after.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two on-disk databases opened one after the other, and a stop that waits out the hung chunk's
    // expiry: slow on a busy 2-core machine.
  }, 180_000);
});

/**
 * A window that is closed now and stays closed for the whole test, whatever the time of day: the half hour
 * that ended half an hour ago (it opens again tomorrow), or early in the day the half hour that starts in
 * 10 minutes. (A window opening a minute or two from now would open while a slow machine runs the test.)
 */
function closedWindow(now: Date) {
  const minute = Math.floor(((now.getTime() + 330 * 60_000) % 86_400_000) / 60_000);
  const start = minute >= 60 ? minute - 60 : minute + 10;
  const text = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return parseSendingWindow(`${text(start)}-${text(start + 30)}`);
}

describe('outside the sending window', () => {
  it('keeps a campaign queued and its chunk due when the window opens; nothing is dropped', async () => {
    const now = new Date();
    const window = closedWindow(now);
    const t = await createTestApp({ engine: { send: { sendingWindow: window } } });
    try {
      const ids = await overdue(t, 3);
      const response = await t.call('POST', '/api/campaigns', { name: 'Night', templateId: 'campaign-gentle-en', customerIds: ids });
      const { campaignId } = (await response.json()) as { campaignId: string };
      // The plan queued the messages and the chunk re-enqueued itself for later. (Planning and the chunk
      // take a few jobs' turns: a minute is for a loaded machine, and it only bounds how long a failure takes.)
      const deferred = await eventually(
        'the chunk deferred to the window',
        async () => {
          const rows = rowsOf<{ due: number | string }>(
            await t.deps.db.execute(
              sql`select (extract(epoch from start_after) * 1000)::float8 as due from pgboss.job where name = ${SEND_QUEUE} and data->>'executionId' = ${campaignId} and start_after > now() + interval '1 minute'`,
            ),
          );
          return rows.length > 0 && rows.map((row) => ({ due: Number(row.due) }));
        },
        60_000,
      );
      expect(deferred).toEqual([{ due: nextWindowOpening(window, now).getTime() }]);
      const rows = await t.deps.db.select().from(messages).where(eq(messages.executionId, campaignId));
      expect(rows.map((row) => row.status)).toEqual(['queued', 'queued', 'queued']);
    } finally {
      await t.stop();
    }
    // A database and an app started, and up to a minute for the chunk: more than jest's 30 s.
  }, 120_000);
});
