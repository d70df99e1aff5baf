import { eq } from 'drizzle-orm';
import { ROLES, roleCan, ZSessionUser, ZStaffList, ZStaffMember } from '@duesflow/shared-contracts/auth';
import { ZAuditLogPage } from '@duesflow/shared-contracts/audit';
import { ZEmbedToken } from '@duesflow/shared-contracts/auth';
import { CAPABILITY_KEY, type TAccess } from '../../../core/auth/access';
import { LOGIN_LIMITS } from '../../../core/auth/login-limits';
import { auditLog, loginAttempts, staffSessions } from '../../../core/db/schema/staff';
import { createTestApp, TEST_ACCOUNTS, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../../../test/test-app';

let now = new Date('2025-03-10T06:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.stop());

const UNAUTHENTICATED = { error: 'unauthenticated', message: 'Your session has ended. Sign in again.' };
const INVALID = { error: 'invalid_credentials', message: 'Email or password is incorrect.' };

const login = (email: string, password: string) => t.callAnonymous('POST', '/api/auth/login', { email, password });
const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0];

async function auditEntries(action: string) {
  await t.deps.audit.flush();
  return t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
}

describe('sign-in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie that opens the API, and sign-out ends it', async () => {
    const response = await login(TEST_ACCOUNTS.collector.email, TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect(ZSessionUser.parse(await response.json())).toEqual({ id: t.userIds.collector, ...TEST_ACCOUNTS.collector, role: 'collector' });
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^duesflow_session=[\w-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    const cookie = cookieOf(response);

    const me = await t.callAnonymous('GET', '/api/auth/me', undefined, { cookie });
    expect(await me.json()).toMatchObject({ email: TEST_ACCOUNTS.collector.email, role: 'collector' });
    // Only the token's hash is stored.
    const stored = await t.database.db.select().from(staffSessions).where(eq(staffSessions.userId, t.userIds.collector));
    expect(stored.map((row) => row.tokenHash)).not.toContain(cookie.split('=')[1]);

    const out = await t.callAnonymous('POST', '/api/auth/logout', undefined, { cookie });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/duesflow_session=;/);
    const after = await t.callAnonymous('GET', '/api/auth/me', undefined, { cookie });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual(UNAUTHENTICATED);
  });

  it('marks the cookie Secure over https', async () => {
    const response = await t.callAnonymous('POST', 'https://duesflow.example.in/api/auth/login', {
      email: TEST_ACCOUNTS.viewer.email,
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('answers an unknown email exactly like a wrong password, and records both', async () => {
    const unknown = await login('nobody@duesflow.test', 'whatever-password');
    const wrong = await login(TEST_ACCOUNTS.viewer.email, 'not-the-password');
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(await unknown.json()).toEqual(INVALID);
    expect(await wrong.json()).toEqual(INVALID);
    expect(unknown.headers.get('set-cookie')).toBeNull();
    const entries = await auditEntries('auth.login');
    expect(entries.filter((entry) => entry.outcome === 'denied' && entry.target === 'nobody@duesflow.test')).toHaveLength(1);
  });

  it('slows one address guessing one account down with growing waits (Retry-After), the right password included; the wait passes', async () => {
    const email = 'slowme@duesflow.test';
    await t.call('POST', '/api/staff', { email, name: 'Slow Me', role: 'viewer', password: 'a-long-password' });
    for (let attempt = 0; attempt < LOGIN_LIMITS.freeFailures; attempt++) expect((await login(email, 'wrong-password')).status).toBe(401);
    const slowed = await login(email, 'a-long-password');
    expect(slowed.status).toBe(429);
    expect(await slowed.json()).toEqual({ error: 'too_many_attempts', message: 'Too many sign-in attempts. Try again in 1 second.' });
    expect(Number(slowed.headers.get('retry-after'))).toBe(1);
    now = new Date(now.getTime() + 1000);
    expect((await login(email, 'wrong-password')).status).toBe(401);
    // The next wait is twice as long.
    expect(Number((await login(email, 'a-long-password')).headers.get('retry-after'))).toBe(2);
    now = new Date(now.getTime() + 2000);
    expect((await login(email, 'a-long-password')).status).toBe(200);
  });

  it('refuses a deactivated member with the same answer', async () => {
    const created = ZStaffMember.parse(
      await (
        await t.call('POST', '/api/staff', { email: 'gone@duesflow.test', name: 'Gone', role: 'collector', password: 'a-long-password' })
      ).json(),
    );
    const session = cookieOf(await login('gone@duesflow.test', 'a-long-password'));
    expect((await t.call('PATCH', `/api/staff/${created.id}`, { active: false })).status).toBe(200);
    // Deactivation ends the sessions at once.
    expect((await t.callAnonymous('GET', '/api/auth/me', undefined, { cookie: session })).status).toBe(401);
    const again = await login('gone@duesflow.test', 'a-long-password');
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual(INVALID);
  });
});

describe('every route declares what it needs, and the roles get exactly that', () => {
  type Operation = { method: string; path: string; capability: TAccess };
  let operations: Operation[];
  beforeAll(async () => {
    const document = await (await t.call('GET', '/api/openapi.json')).json();
    operations = Object.entries(document.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        capability: operation[CAPABILITY_KEY] as TAccess,
      })),
    );
  });

  it('every OpenAPI operation has a capability', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter((operation) => !['public', 'read', 'collect', 'administer'].includes(operation.capability))).toEqual([]);
  });

  it('answers 401 without a session on every route but sign-in, health and the pay page; and on the OpenAPI document and docs', async () => {
    const publicOnes = operations
      .filter((operation) => operation.capability === 'public')
      .map((operation) => `${operation.method} ${operation.path}`);
    // Besides sign-in, health and the pay page: the providers' callbacks, which carry no session but a
    // signature or secret token that each handler verifies before reading anything (tested with them).
    const providerCallbacks = [
      'GET /api/channel-webhooks/exotel/keypress',
      'GET /api/channel-webhooks/whatsapp',
      'POST /api/channel-webhooks/exotel/call-status',
      'POST /api/channel-webhooks/mailgun/inbound',
      'POST /api/channel-webhooks/msg91/delivery-report',
      'POST /api/channel-webhooks/msg91/inbound',
      'POST /api/channel-webhooks/whatsapp',
      'POST /api/gateway-webhooks/{gatewayId}',
    ];
    // And the customer's own page: opened with its token, which each handler checks first (tested with it).
    const customerPage = [
      'GET /api/customer-page/fonts/{file}',
      'GET /api/customer-page/{token}',
      'GET /api/customer-page/{token}/statement',
      'POST /api/customer-page/{token}/dispute',
      'POST /api/customer-page/{token}/opt-out',
      'POST /api/customer-page/{token}/paid',
      'POST /api/customer-page/{token}/pay',
      'POST /api/customer-page/{token}/promise',
      // A reminder's short link to it (the token is the query).
      'GET /p',
    ];
    expect(publicOnes.sort()).toEqual(
      [
        ...customerPage,
        'GET /api/health',
        'GET /api/pay/{token}',
        'POST /api/auth/embed-session',
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'POST /api/pay/{token}/confirm',
        ...providerCallbacks,
      ].sort(),
    );
    // Without its signature or token, a callback is unauthenticated like any request without a session:
    // 401 before anything of it is read, whatever the body, the path's id or the query.
    for (const callback of providerCallbacks) {
      const [method, template] = callback.split(' ') as [string, string];
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const path = template.replace('{gatewayId}', id);
        for (const body of method === 'GET' ? [undefined] : [undefined, {}, { entry: [] }]) {
          for (const query of ['', '?token=guess&hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1&provider=x&ref=y&sig=z']) {
            const response = await t.callAnonymous(method, `${path}${query}`, body);
            expect([callback, id, query, JSON.stringify(body), response.status]).toEqual([callback, id, query, JSON.stringify(body), 401]);
          }
        }
      }
    }
    for (const operation of operations.filter((candidate) => candidate.capability !== 'public')) {
      const path = operation.path.replaceAll(/{\w+}/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.callAnonymous(operation.method, path);
      expect([operation.method, operation.path, response.status]).toEqual([operation.method, operation.path, 401]);
      expect(await response.json()).toEqual(UNAUTHENTICATED);
    }
    for (const path of ['/api/openapi.json', '/api/docs', '/api/docs/assets/swagger-ui.css', '/api/no-such-route']) {
      expect([path, (await t.callAnonymous('GET', path)).status]).toEqual([path, 401]);
    }
    // A forged cookie is no session either.
    expect((await t.callAnonymous('GET', '/api/customers', undefined, { cookie: 'duesflow_session=forged' })).status).toBe(401);
  });

  it('gives a viewer 403 on collect and administer routes, a collector 403 on administer routes, before any validation', async () => {
    for (const operation of operations.filter((candidate) => candidate.capability === 'collect' || candidate.capability === 'administer')) {
      const path = operation.path.replaceAll(/{\w+}/g, '00000000-0000-4000-8000-000000000000');
      for (const role of ROLES) {
        if (roleCan(role, operation.capability as 'collect' | 'administer')) continue;
        const response = await t.callAs(role, operation.method, path, operation.method === 'GET' ? undefined : {});
        expect([operation.method, operation.path, role, response.status]).toEqual([operation.method, operation.path, role, 403]);
        expect(await response.json()).toEqual({ error: 'forbidden', message: `Your role (${role}) cannot do this.` });
      }
    }
  });

  it('lets each role through to the routes its capability allows', async () => {
    // Reads: every role. Starting a send: collector and admin. Staff: admin.
    for (const role of ROLES) expect([role, (await t.callAs(role, 'GET', '/api/customers')).status]).toEqual([role, 200]);
    expect((await t.callAs('viewer', 'POST', '/api/workflows/bulk-sms')).status).toBe(403);
    expect(
      (await t.callAs('collector', 'POST', '/api/workflows/payment-follow-up', undefined, { 'Idempotency-Key': 'collector-run' })).status,
    ).toBe(202);
    expect((await t.callAs('collector', 'GET', '/api/staff')).status).toBe(403);
    expect(ZStaffList.parse(await (await t.callAs('admin', 'GET', '/api/staff')).json()).length).toBeGreaterThanOrEqual(3);
  });

  it('records refused and accepted state-changing requests in the audit log with who, what, target and outcome', async () => {
    const refused = await t.callAs('viewer', 'POST', '/api/workflows/bulk-sms');
    expect(refused.status).toBe(403);
    const started = await t.callAs('collector', 'POST', '/api/workflows/payment-follow-up', undefined, { 'Idempotency-Key': 'audit-run' });
    expect(started.status).toBe(202);
    const { executionId } = await started.json();
    await t.settled(executionId);
    expect(await auditEntries('workflow.bulk-sms')).toContainEqual(
      expect.objectContaining({
        userId: t.userIds.viewer,
        userEmail: TEST_ACCOUNTS.viewer.email,
        outcome: 'denied',
        status: 403,
        detail: 'forbidden',
      }),
    );
    expect(await auditEntries('workflow.payment-follow-up')).toContainEqual(
      expect.objectContaining({ userId: t.userIds.collector, outcome: 'success', status: 202, target: executionId }),
    );
    const page = ZAuditLogPage.parse(
      await (await t.call('GET', `/api/audit-log?userId=${t.userIds.viewer}&action=workflow.bulk-sms&pageSize=50`)).json(),
    );
    // The filter matches from the start, so the viewer's refused dry run (workflow.bulk-sms.preview) is listed too.
    expect(page.items.find((item) => item.action === 'workflow.bulk-sms')).toMatchObject({
      outcome: 'denied',
      userEmail: TEST_ACCOUNTS.viewer.email,
    });
    // The action filter matches from the start, as someone typing "workflow" expects; % and _ are plain characters.
    const byPrefix = ZAuditLogPage.parse(await (await t.call('GET', '/api/audit-log?action=workflow.&pageSize=200')).json());
    const actions = byPrefix.items.map((item) => item.action);
    expect(actions).toEqual(expect.arrayContaining(['workflow.bulk-sms', 'workflow.payment-follow-up']));
    expect(actions.filter((action) => !action.startsWith('workflow.'))).toEqual([]);
    for (const wildcard of ['workflow%25', '%25bulk', 'workflow_bulk']) {
      expect(ZAuditLogPage.parse(await (await t.call('GET', `/api/audit-log?action=${wildcard}`)).json()).total).toBe(0);
    }
    const none = ZAuditLogPage.parse(await (await t.call('GET', '/api/audit-log?from=2001-01-01&to=2001-01-02')).json());
    expect(none).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });
});

describe('staff admin', () => {
  it('refuses to demote or deactivate the last active admin, and your own deactivation', async () => {
    const staff = ZStaffList.parse(await (await t.call('GET', '/api/staff')).json());
    const otherAdmins = staff.filter((member) => member.role === 'admin' && member.active && member.id !== t.userIds.admin);
    for (const other of otherAdmins) expect((await t.call('PATCH', `/api/staff/${other.id}`, { role: 'viewer' })).status).toBe(200);
    const demote = await t.call('PATCH', `/api/staff/${t.userIds.admin}`, { role: 'collector' });
    expect(demote.status).toBe(409);
    expect((await demote.json()).error).toBe('last_admin');
    const deactivate = await t.call('PATCH', `/api/staff/${t.userIds.admin}`, { active: false });
    expect(deactivate.status).toBe(409);
    expect((await deactivate.json()).error).toBe('own_account');
    expect(
      (
        await t.call('POST', '/api/staff', {
          email: TEST_ACCOUNTS.viewer.email,
          name: 'Twice',
          role: 'viewer',
          password: 'a-long-password',
        })
      ).status,
    ).toBe(409);
  });

  it('a role change ends the member’s sessions', async () => {
    const member = ZStaffMember.parse(
      await (
        await t.call('POST', '/api/staff', { email: 'promote@duesflow.test', name: 'Promote', role: 'viewer', password: 'a-long-password' })
      ).json(),
    );
    const cookie = cookieOf(await login('promote@duesflow.test', 'a-long-password'));
    expect((await t.call('PATCH', `/api/staff/${member.id}`, { role: 'collector' })).status).toBe(200);
    expect((await t.callAnonymous('GET', '/api/auth/me', undefined, { cookie })).status).toBe(401);
  });
});

describe('embed sessions', () => {
  it('exchanges a single-use token from the portal origin for a session cookie; a reused or foreign-origin one is refused', async () => {
    const token = ZEmbedToken.parse(await (await t.callAs('viewer', 'POST', '/api/auth/embed-tokens', { ttlSeconds: 60 })).json());
    const foreign = await t.callAnonymous('POST', '/api/auth/embed-session', { token: token.token }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const exchanged = await t.callAnonymous('POST', '/api/auth/embed-session', { token: token.token }, { origin: TEST_ORIGIN });
    expect(exchanged.status).toBe(200);
    expect(await (await t.callAnonymous('GET', '/api/auth/me', undefined, { cookie: cookieOf(exchanged) })).json()).toMatchObject({
      role: 'viewer',
    });
    const [row] = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, (await t.database.db.select().from(staffSessions)).find((s) => s.kind === 'embed')!.tokenHash));
    expect(row.kind).toBe('embed');
    const reused = await t.callAnonymous('POST', '/api/auth/embed-session', { token: token.token }, { origin: TEST_ORIGIN });
    expect(reused.status).toBe(401);
  });
});

describe('the embed session cookie', () => {
  it('over https: SameSite=None; Secure; Partitioned, so a page on another site keeps and sends it', async () => {
    const token = ZEmbedToken.parse(await (await t.callAs('viewer', 'POST', '/api/auth/embed-tokens', { ttlSeconds: 60 })).json());
    const exchanged = await t.callAnonymous(
      'POST',
      'https://duesflow.example.in/api/auth/embed-session',
      { token: token.token },
      { origin: 'https://duesflow.example.in' },
    );
    expect(exchanged.status).toBe(200);
    const setCookie = exchanged.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/SameSite=None/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/Partitioned/);
    expect(setCookie).toMatch(/HttpOnly/);
  });

  it('over http: SameSite=Lax, the portal’s own site only (a browser refuses None without Secure)', async () => {
    const token = ZEmbedToken.parse(await (await t.callAs('viewer', 'POST', '/api/auth/embed-tokens', { ttlSeconds: 60 })).json());
    const exchanged = await t.callAnonymous('POST', '/api/auth/embed-session', { token: token.token }, { origin: TEST_ORIGIN });
    expect(exchanged.headers.get('set-cookie')).toMatch(/SameSite=Lax/);
    expect(exchanged.headers.get('set-cookie')).not.toMatch(/Partitioned|Secure/);
  });
});

// Last: it moves the clock past every session's idle end.
it('ends a session after the idle timeout', async () => {
  expect((await t.database.db.select().from(loginAttempts)).length).toBeGreaterThan(0);
  const cookie = cookieOf(await login(TEST_ACCOUNTS.viewer.email, TEST_PASSWORD));
  expect((await t.callAnonymous('GET', '/api/auth/me', undefined, { cookie })).status).toBe(200);
  now = new Date(now.getTime() + t.deps.sessions.settings.idleMs + 1000);
  expect((await t.callAnonymous('GET', '/api/auth/me', undefined, { cookie })).status).toBe(401);
});
