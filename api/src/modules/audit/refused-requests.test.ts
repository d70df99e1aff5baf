import { eq } from 'drizzle-orm';
import { auditLog } from '../../core/db/schema/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Every refused state-changing request leaves an audit entry, whatever its path holds. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.stop());

async function entries(action: string) {
  await t.deps.audit.flush();
  return t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
}

it('records a request whose path id holds %00 (NUL cannot be stored: it is kept as \\0)', async () => {
  const response = await t.call('DELETE', '/api/providers/not%00an-id');
  expect(response.status).toBe(400);
  const recorded = await entries('providers.delete');
  expect(recorded.map(({ status, outcome, target }) => ({ status, outcome, target }))).toEqual([
    { status: 400, outcome: 'failed', target: 'not\\0an-id' },
  ]);
});

it('records refusals of the transport checks: another site, a body that is not JSON, one that is not UTF-8', async () => {
  await t.call('POST', '/api/dashboard/refresh', {}, { origin: 'https://evil.example' });
  await t.call('POST', '/api/dashboard/refresh', 'x', { 'content-type': 'text/plain' });
  await t.app.request('/api/dashboard/refresh', {
    method: 'POST',
    body: Buffer.from([0x7b, 0xff, 0x7d]),
    headers: { ...t.sessionHeaders(), 'content-type': 'application/json' },
  });
  const recorded = (await entries('dashboard.refresh')).map(({ status, detail }) => ({ status, detail }));
  expect(recorded).toEqual(
    expect.arrayContaining([
      { status: 403, detail: 'cross_site_request' },
      { status: 415, detail: 'unsupported_media_type' },
      { status: 400, detail: 'invalid_utf8' },
    ]),
  );
});
