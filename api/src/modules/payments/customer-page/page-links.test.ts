import { createHash, randomBytes } from 'node:crypto';
import { customerPageTokens } from '../../../core/db/schema/customer-pages';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';
import { createLogger } from '../../../core/lib/logger';
import { createPageLinks, pageLinkPrefix, reminderLinkBase } from './page-links';

/* The short link reminders carry, `/p?<token>` (docs/customer-page.md, "The link"). */

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app));

async function hindiCustomer() {
  const customer = await make.customer({ name: 'Sunita Rao', language: 'hi' });
  await make.invoice(customer.id, 1_000_00, -20);
  await make.invoice(customer.id, 2_000_00, -5);
  return customer;
}

const issue = (customerId: string) =>
  createPageLinks({ base: 'http://duesflow.test', validDays: 30 }).issue(
    t.deps.db,
    [{ customerId, channel: 'sms', to: '+91 90000 51001' }],
    new Date(),
  );

describe('the short link', () => {
  it('is the public address, `/p?`, and a 22-character token (128 bits) stored only as its hash', async () => {
    expect(pageLinkPrefix(reminderLinkBase('https://portal.example.in'))).toBe('https://portal.example.in/p?');
    expect(reminderLinkBase(undefined)).toMatch(/^http:\/\/localhost:\d+$/);
    const customer = await hindiCustomer();
    const [token] = await issue(customer.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const rows = await t.deps.db.select().from(customerPageTokens);
    expect(rows.map((row) => row.tokenHash)).toEqual([createHash('sha256').update(token!).digest('hex')]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("opens the customer's page in their language, kept out of caches and referrers", async () => {
    const customer = await hindiCustomer();
    const [token] = await issue(customer.id);
    const response = await t.callAnonymous('GET', `/p?${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('Sunita Rao के लिए विवरण');
    expect(html).toContain('₹3,000.00');
    const english = await (await t.callAnonymous('GET', `/p?${token}&lang=en`)).text();
    expect(english).toContain('Statement for Sunita Rao');
  });

  it('opens links made before (32 characters) as ever, at both addresses', async () => {
    const customer = await hindiCustomer();
    const old = randomBytes(24).toString('base64url');
    await t.deps.db.insert(customerPageTokens).values({
      customerId: customer.id,
      tokenHash: createHash('sha256').update(old).digest('hex'),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect((await t.callAnonymous('GET', `/p?${old}`)).status).toBe(200);
    expect((await t.callAnonymous('GET', `/api/customer-page/${old}`)).status).toBe(200);
  });

  it('opens nothing for a tampered, missing or malformed token, and says nothing of whose it was', async () => {
    const customer = await hindiCustomer();
    const [token] = await issue(customer.id);
    const tampered = token!.slice(0, -1) + (token!.endsWith('A') ? 'B' : 'A');
    for (const path of [`/p?${tampered}`, '/p', '/p?', `/p?${token!.slice(0, 21)}`, '/p?%00%00']) {
      const response = await t.callAnonymous('GET', path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('This link is not valid');
      expect(html).not.toContain('Sunita');
    }
  });

  it('is never written in a log line', () => {
    const lines: string[] = [];
    createLogger('info', (_level, line) => lines.push(line)).info('sent "Pay: https://portal.example.in/p?AbCdEfGhIjKlMnOpQrSt_-"');
    expect(lines[0]).toContain('https://portal.example.in/p?…');
    expect(lines[0]).not.toContain('AbCdEfGhIjKlMnOpQrSt_-');
  });
});
