import { eq } from 'drizzle-orm';
import { contactAttempts } from '../../../core/db/schema/contact-attempts';
import { messageAttempts } from '../../../core/db/schema/message-attempts';
import { messages } from '../../../core/db/schema/messages';
import { fixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { applyDeliveryReport } from './delivery-reports';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.stop());

describe('a report on a message left unknown after a crash', () => {
  it("settles it by the try's key (WhatsApp's opaque data): the vendor's report is its record", async () => {
    const make = fixtures(t.deps.db);
    const execution = await make.execution('success', 0);
    const customer = await make.customer({ phone: '+91 98111 22233' });
    const key = `${execution.id}:${customer.id}:whatsapp`;
    const [message] = await t.deps.db
      .insert(messages)
      .values({
        executionId: execution.id,
        customerId: customer.id,
        channel: 'whatsapp',
        to: '+91 98111 22233',
        body: 'Hi',
        provider: 'whatsapp_cloud',
        status: 'unknown',
        error: 'Unknown — check: …',
        idempotencyKey: key,
      })
      .returning();
    await t.deps.db
      .insert(messageAttempts)
      .values({ messageId: message!.id, attemptNo: 1, providerName: 'whatsapp_cloud', status: 'unknown', idempotencyKey: `${key}#1` });
    const report = { vendor: 'whatsapp_cloud', providerMessageId: 'wamid.HBgM', reference: `${key}#1`, status: 'delivered' as const };

    expect(await applyDeliveryReport(t.deps.db, report, new Date())).toBe('applied');
    const [settled] = await t.deps.db.select().from(messages).where(eq(messages.id, message!.id));
    expect(settled).toMatchObject({ status: 'delivered', providerMessageId: 'wamid.HBgM', error: null });
    const [attempt] = await t.deps.db.select().from(messageAttempts).where(eq(messageAttempts.messageId, message!.id));
    expect(attempt).toMatchObject({ status: 'delivered' });
    // The customer was reached: the contact history (and the send cooldown) now knows.
    const contacts = await t.deps.db.select().from(contactAttempts).where(eq(contactAttempts.messageId, message!.id));
    expect(contacts.map((row) => [row.customerId, row.outcome])).toEqual([[customer.id, 'delivered']]);
    // Replayed: nothing moves again.
    expect(await applyDeliveryReport(t.deps.db, report, new Date())).toBe('unchanged');
  });

  it('a report without the key (MSG91 names only its request id) cannot settle it', async () => {
    const execution = await fixtures(t.deps.db).execution('success', 0);
    await t.deps.db.insert(messages).values({
      executionId: execution.id,
      channel: 'sms',
      to: '+91 98111 22244',
      body: 'Hi',
      provider: 'msg91_sms',
      status: 'unknown',
      idempotencyKey: `${execution.id}:n:sms`,
    });
    expect(await applyDeliveryReport(t.deps.db, { vendor: 'msg91', providerMessageId: 'req-1', status: 'delivered' }, new Date())).toBe(
      'unknown',
    );
  });
});
