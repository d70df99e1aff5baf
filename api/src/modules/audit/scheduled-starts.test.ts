import { eq } from 'drizzle-orm';
import { auditLog } from '../../core/db/schema/staff';
import { createTestApp } from '../../test/test-app';

// 11:00 IST: the day's 09:30 reminder tick has passed, so a server starting now catches up.
const clock = { now: () => new Date('2026-11-23T05:30:00Z') };

it('records a workflow the server starts on its own (the reminder schedule catching up) in the audit trail, once', async () => {
  const t = await createTestApp({ clock, reminderSequences: true });
  try {
    await t.deps.audit.flush();
    const entries = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'workflow.reminder-sequences'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userId: null,
      outcome: 'success',
      detail: 'started by the daily reminder schedule (catch-up at start)',
    });
    expect(entries[0]!.target).toMatch(/^[0-9a-f-]{36}$/);
  } finally {
    await t.stop();
  }
});
