import { eq } from 'drizzle-orm';
import { ZPasswordReset, ZStaffList, ZStaffMember } from '@duesflow/shared-contracts/auth';
import { ZAuditLogPage } from '@duesflow/shared-contracts/audit';
import { LOGIN_LIMITS } from '../../../core/auth/login-limits';
import { auditLog } from '../../../core/db/schema/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';

const now = new Date('2026-11-20T06:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.stop());

const login = (email: string, password: string) => t.callAnonymous('POST', '/api/auth/login', { email, password });
const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0];

let sequence = 0;
async function addMember(password = 'first-password-1') {
  sequence += 1;
  const response = await t.call('POST', '/api/staff', {
    email: `member${sequence}@duesflow.test`,
    name: `Member ${sequence}`,
    role: 'collector',
    password,
  });
  expect(response.status).toBe(201);
  return ZStaffMember.parse(await response.json());
}

async function listed(id: string) {
  const members = ZStaffList.parse(await (await t.call('GET', '/api/staff')).json());
  return members.find((member) => member.id === id)!;
}

async function auditEntries(action: string, target: string) {
  await t.deps.audit.flush();
  return t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .then((rows) => rows.filter((row) => row.target === target));
}

/** Wrong passwords until the limits make this address wait. */
async function lockOut(email: string) {
  for (let attempt = 0; attempt < LOGIN_LIMITS.freeFailures; attempt++) expect((await login(email, 'wrong-password')).status).toBe(401);
  expect((await login(email, 'wrong-password')).status).toBe(429);
}

describe('password reset', () => {
  it('answers a new random password once, which signs in; the old one and every session of the member end', async () => {
    const member = await addMember('first-password-1');
    const session = cookieOf(await login(member.email, 'first-password-1'));

    const response = await t.call('POST', `/api/staff/${member.id}/password-reset`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const reset = ZPasswordReset.parse(await response.json());
    expect(reset.member).toMatchObject({ id: member.id, email: member.email });
    expect(reset.temporaryPassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    // Another reset is another password.
    const second = ZPasswordReset.parse(await (await t.call('POST', `/api/staff/${member.id}/password-reset`)).json());
    expect(second.temporaryPassword).not.toBe(reset.temporaryPassword);

    expect((await t.callAnonymous('GET', '/api/auth/me', undefined, { cookie: session })).status).toBe(401);
    expect((await login(member.email, 'first-password-1')).status).toBe(401);
    expect((await login(member.email, reset.temporaryPassword)).status).toBe(401);
    expect((await login(member.email, second.temporaryPassword)).status).toBe(200);
  });

  it('clears the failed sign-ins that made the member wait, and is audited without the password', async () => {
    const member = await addMember();
    await lockOut(member.email);
    const held = await listed(member.id);
    expect(held.failedSignIns).toBe(LOGIN_LIMITS.freeFailures);
    expect(held.signInBlockedUntil).toBe(new Date(now.getTime() + 1000).toISOString());

    const reset = ZPasswordReset.parse(await (await t.call('POST', `/api/staff/${member.id}/password-reset`)).json());
    expect(reset.member).toMatchObject({ failedSignIns: 0, signInBlockedUntil: null });
    expect((await login(member.email, reset.temporaryPassword)).status).toBe(200);

    const [entry] = await auditEntries('staff.reset-password', member.id);
    expect(entry).toMatchObject({
      outcome: 'success',
      status: 200,
      detail: 'temporary password issued, sessions ended, 3 failed sign-ins cleared',
    });
    expect(JSON.stringify(entry)).not.toContain(reset.temporaryPassword);
  });

  it('keeps the session of an admin resetting their own password', async () => {
    const response = await t.call('POST', `/api/staff/${t.userIds.admin}/password-reset`);
    expect(response.status).toBe(200);
    expect((await t.call('GET', '/api/auth/me')).status).toBe(200);
  });

  it('is for admins only, and answers 404 for an unknown member and 400 for a malformed id', async () => {
    const member = await addMember();
    expect((await t.callAs('collector', 'POST', `/api/staff/${member.id}/password-reset`)).status).toBe(403);
    expect((await t.callAs('viewer', 'POST', `/api/staff/${member.id}/unlock`)).status).toBe(403);
    expect((await login(member.email, 'first-password-1')).status).toBe(200);
    const unknown = await t.call('POST', '/api/staff/00000000-0000-4000-8000-000000000000/password-reset');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'not_found', message: 'Member of staff not found' });
    expect((await t.call('POST', '/api/staff/not-an-id/unlock')).status).toBe(400);
  });
});

describe('unlock', () => {
  it("ends the wait the limits put on a member's address at once, keeping their password", async () => {
    const member = await addMember('first-password-1');
    await lockOut(member.email);
    expect((await login(member.email, 'first-password-1')).status).toBe(429);

    const response = await t.call('POST', `/api/staff/${member.id}/unlock`);
    expect(response.status).toBe(200);
    expect(ZStaffMember.parse(await response.json())).toMatchObject({ id: member.id, failedSignIns: 0, signInBlockedUntil: null });
    expect((await login(member.email, 'first-password-1')).status).toBe(200);

    const [entry] = await auditEntries('staff.unlock', member.id);
    expect(entry).toMatchObject({ outcome: 'success', detail: '3 failed sign-ins cleared' });
  });

  it('counts failures since the last success only, and says when there was nothing to clear', async () => {
    const member = await addMember('first-password-1');
    expect((await login(member.email, 'wrong-password')).status).toBe(401);
    expect((await listed(member.id)).failedSignIns).toBe(1);
    expect((await listed(member.id)).signInBlockedUntil).toBeNull();
    expect((await login(member.email, 'first-password-1')).status).toBe(200);
    expect((await listed(member.id)).failedSignIns).toBe(0);

    expect((await t.call('POST', `/api/staff/${member.id}/unlock`)).status).toBe(200);
    const [entry] = await auditEntries('staff.unlock', member.id);
    expect(entry?.detail).toBe('1 failed sign-in cleared');
  });
});

describe('the audit log names the member a staff change was made to', () => {
  it('with their current name and email, also after a rename; other targets stay as they are', async () => {
    const member = await addMember();
    expect((await t.call('PATCH', `/api/staff/${member.id}`, { role: 'viewer' })).status).toBe(200);
    expect((await t.call('PATCH', `/api/staff/${member.id}`, { name: 'Renamed Member' })).status).toBe(200);
    await t.deps.audit.flush();
    const page = ZAuditLogPage.parse(await (await t.call('GET', '/api/audit-log?action=staff&pageSize=200')).json());
    const aboutMember = page.items.filter((item) => item.target === member.id);
    expect(aboutMember.map((item) => item.action).sort()).toEqual(['staff.create', 'staff.update', 'staff.update']);
    for (const item of aboutMember) expect(item.targetStaff).toEqual({ name: 'Renamed Member', email: member.email });

    const logins = ZAuditLogPage.parse(await (await t.call('GET', '/api/audit-log?action=auth.login')).json());
    expect(logins.items.length).toBeGreaterThan(0);
    for (const item of logins.items) expect(item.targetStaff).toBeNull();
  });

  it('says nothing for an id no member has', async () => {
    const ghost = '00000000-0000-4000-8000-00000000beef';
    expect((await t.call('PATCH', `/api/staff/${ghost}`, { role: 'viewer' })).status).toBe(404);
    await t.deps.audit.flush();
    const page = ZAuditLogPage.parse(await (await t.call('GET', '/api/audit-log?action=staff.update')).json());
    const entry = page.items.find((item) => item.target === ghost);
    expect(entry).toMatchObject({ outcome: 'failed', targetStaff: null });
  });
});
