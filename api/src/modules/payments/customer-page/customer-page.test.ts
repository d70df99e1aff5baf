import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ZApiError } from '@duesflow/shared-contracts/common';
import {
  ZCustomerPageActionResponse,
  ZCustomerPageLink,
  ZCustomerPageLinks,
  ZCustomerPagePayResponse,
  ZCustomerStatement,
} from '@duesflow/shared-contracts/customer-page';
import { customerPageActions, customerPageMisses, customerPageTokens } from '../../../core/db/schema/customer-pages';
import { businessDate, addDays } from '../../../core/lib/clock';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { invoiceDisputes } from '../../../core/db/schema/promises-disputes';
import { auditLog } from '../../../core/db/schema/staff';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';
import { resetGateways } from '../gateways/seed-gateways';
import { CUSTOMER_PAGE_SCRIPT } from './page';
import { MISS_LIMIT } from './page-tokens';

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app), {}, { resetEach: false });
beforeEach(async () => {
  await t.resetData();
  await resetGateways(t.deps.db);
  await t.deps.db.delete(customerPageMisses);
});

/** A customer with three open invoices (two overdue) and one payment that settled part of the oldest. */
async function customerWithInvoices(values: { language?: string } = {}) {
  const customer = await make.customer({ name: 'Kavita Nair', ...values });
  const oldest = await make.invoice(customer.id, 1_000_00, -40);
  const second = await make.invoice(customer.id, 2_345_67, -10);
  const third = await make.invoice(customer.id, 5_000_00, 15);
  await make.payment(customer.id, 500_50, { reference: 'UTR0001', receivedAt: new Date(Date.now() - 86_400_000) });
  return { customer, invoices: [oldest, second, third] };
}

async function pageLink(customerId: string): Promise<{ url: string; token: string; path: string }> {
  const response = await t.call('POST', `/api/customers/${customerId}/page-link`);
  expect(response.status).toBe(201);
  const link = ZCustomerPageLink.parse(await response.json());
  const path = new URL(link.url).pathname;
  return { url: link.url, path, token: path.split('/').pop()! };
}

describe("the customer's page", () => {
  it('shows the business, the open invoices and the balance exact to the paisa, in the customer’s language, switchable', async () => {
    const { customer } = await customerWithInvoices({ language: 'hi' });
    const { path, token } = await pageLink(customer.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const response = await t.callAnonymous('GET', path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('Demo Traders');
    expect(html).toContain('Kavita Nair के लिए विवरण');
    // 1,000.00 + 2,345.67 + 5,000.00 − 500.50 = 7,845.17, of which 499.50 + 2,345.67 is overdue.
    expect(html).toContain('₹7,845.17');
    expect(html).toContain('अतिदेय: ₹2,845.17');
    expect(html).toContain('पूरा भुगतान करें ₹7,845.17');
    expect(html).toContain('UTR0001');

    const english = await (await t.callAnonymous('GET', `${path}?lang=en`)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Statement for Kavita Nair');
    expect(english).toContain('Pay all ₹7,845.17');
    const marathi = await (await t.callAnonymous('GET', `${path}?lang=mr`)).text();
    expect(marathi).toContain('Kavita Nair यांच्यासाठी खाते उतारा');
    expect(marathi).toContain('संपूर्ण रक्कम भरा ₹7,845.17');

    const [row] = await t.deps.db.select().from(customerPageTokens).where(eq(customerPageTokens.customerId, customer.id));
    expect(row?.visits).toBe(3);
    const summary = ZCustomerPageLinks.parse(await (await t.callAs('viewer', 'GET', `/api/customers/${customer.id}/page-link`)).json());
    expect(summary).toMatchObject({ open: 1, visits: 3 });
    expect(summary.lastVisitedAt).not.toBeNull();
    // Only the token's hash is stored.
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('answers the same statement as JSON', async () => {
    const { customer, invoices } = await customerWithInvoices();
    const { token } = await pageLink(customer.id);
    const response = await t.callAnonymous('GET', `/api/customer-page/${token}/statement`);
    expect(response.status).toBe(200);
    const statement = ZCustomerStatement.parse(await response.json());
    expect(statement.customer).toEqual({ name: 'Kavita Nair', language: 'en' });
    expect(statement.balance).toBe(7_845.17);
    expect(statement.overdue).toBe(2_845.17);
    expect(statement.openInvoices.map((invoice) => [invoice.id, invoice.unpaid, invoice.daysOverdue])).toEqual([
      [invoices[0]!.id, 499.5, 40],
      [invoices[1]!.id, 2_345.67, 10],
      [invoices[2]!.id, 5_000, 0],
    ]);
    expect(statement.payments).toEqual([expect.objectContaining({ amount: 500.5, reference: 'UTR0001', method: 'upi' })]);
  });

  it('allows only its own hashed script', async () => {
    const { customer } = await customerWithInvoices();
    const { path } = await pageLink(customer.id);
    const response = await t.callAnonymous('GET', path);
    const hash = `'sha256-${createHash('sha256').update(CUSTOMER_PAGE_SCRIPT, 'utf8').digest('base64')}'`;
    expect(response.headers.get('content-security-policy')).toContain(hash);
    expect(await response.text()).toContain(`<script>${CUSTOMER_PAGE_SCRIPT}</script>`);
  });

  it('serves its Devanagari font', async () => {
    const response = await t.callAnonymous('GET', '/api/customer-page/fonts/devanagari-400.woff2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });
});

describe('a link that opens nothing', () => {
  it('a tampered token shows a clear page that names nobody', async () => {
    const { customer } = await customerWithInvoices();
    const { token } = await pageLink(customer.id);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [`/api/customer-page/${tampered}`, '/api/customer-page/short']) {
      const response = await t.callAnonymous('GET', path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('This link is not valid');
      expect(html).not.toContain('Kavita');
      expect(html).not.toContain('₹');
    }
    const json = await t.callAnonymous('GET', `/api/customer-page/${tampered}/statement`);
    expect(json.status).toBe(404);
    // A NUL byte is refused by the contract, as on every route.
    expect((await t.callAnonymous('GET', `/api/customer-page/${'%00'.repeat(3)}`)).status).toBe(400);
  });

  it('an expired or revoked link says so and whom to ask', async () => {
    const { customer } = await customerWithInvoices();
    const expiring = await pageLink(customer.id);
    await t.deps.db
      .update(customerPageTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerPageTokens.tokenHash, createHash('sha256').update(expiring.token).digest('hex')));
    const expired = await t.callAnonymous('GET', expiring.path);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This link has expired');

    const open = await pageLink(customer.id);
    expect((await t.callAnonymous('GET', open.path)).status).toBe(200);
    const revoke = await t.call('DELETE', `/api/customers/${customer.id}/page-link`);
    expect(revoke.status).toBe(200);
    expect(await revoke.json()).toEqual({ revoked: 1 });
    const revoked = await t.callAnonymous('GET', open.path);
    expect(revoked.status).toBe(410);
    expect(await revoked.text()).toContain('This link no longer works');
    const pay = await t.callAnonymous('POST', `/api/customer-page/${open.token}/pay`, {});
    expect(pay.status).toBe(410);
    expect(ZApiError.parse(await pay.json()).error).toBe('revoked');
    // The token opens a customer's page: the audit entry of the refused press names no token.
    await t.deps.audit.flush();
    const entries = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'customer-page.pay'));
    expect(entries).toEqual([expect.objectContaining({ status: 410, target: null, detail: 'revoked' })]);
    expect(JSON.stringify(entries)).not.toContain(open.token);
  });

  it(`throttles an address after ${MISS_LIMIT.perMinute} tokens that opened nothing within a minute, valid ones included`, async () => {
    const { customer } = await customerWithInvoices();
    const { path } = await pageLink(customer.id);
    for (let i = 0; i < MISS_LIMIT.perMinute; i += 1) {
      const guess = `/api/customer-page/${String(i).padStart(32, 'x')}`;
      expect((await t.callAnonymous('GET', guess)).status).toBe(404);
    }
    const throttled = await t.callAnonymous('GET', path);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await throttled.text()).toContain('Too many attempts');
    const json = await t.callAnonymous('GET', `${path}/statement`);
    expect(json.status).toBe(429);
  });
});

describe('paying from the page', () => {
  async function pay(token: string, body: unknown) {
    return t.callAnonymous('POST', `/api/customer-page/${token}/pay`, body);
  }

  it('pays part of one invoice through the sandbox, and the statement shows the exact paise at once', async () => {
    const { customer, invoices } = await customerWithInvoices();
    const { token } = await pageLink(customer.id);

    const response = await pay(token, { amount: 1_234.56 });
    expect(response.status).toBe(200);
    const made = ZCustomerPagePayResponse.parse(await response.json());
    expect(made.amount).toBe(1_234.56);
    const [link] = await t.deps.db.select().from(paymentLinks).where(eq(paymentLinks.customerId, customer.id));
    expect(link).toMatchObject({ amountPaise: 1_234_56, status: 'active', description: "From the customer's page: part payment" });
    expect(made.url).toBe(link!.url);

    const confirm = await t.callAnonymous('POST', `/api/pay/${link!.token}/confirm`);
    expect(confirm.status).toBe(200);
    // The same part again, after paying the first: a new payable link, not the paid one.
    const again = ZCustomerPagePayResponse.parse(await (await pay(token, { amount: 1_234.56 })).json());
    expect(again.url).not.toBe(made.url);
    const links = await t.deps.db.select().from(paymentLinks).where(eq(paymentLinks.customerId, customer.id));
    expect(links.map((row) => [row.amountPaise, row.status]).sort()).toEqual([
      [1_234_56, 'active'],
      [1_234_56, 'paid'],
    ]);
    const statement = ZCustomerStatement.parse(await (await t.callAnonymous('GET', `/api/customer-page/${token}/statement`)).json());
    expect(statement.balance).toBe(6_610.61);
    expect(statement.payments[0]).toMatchObject({ amount: 1_234.56 });
    // Payments settle the oldest invoices first, as the ledger reads them everywhere.
    expect(statement.openInvoices.map((invoice) => [invoice.id, invoice.unpaid])).toEqual([
      [invoices[1]!.id, 1_610.61],
      [invoices[2]!.id, 5_000],
    ]);
  });

  it('pays the whole balance, or the chosen invoices', async () => {
    const { customer, invoices } = await customerWithInvoices();
    const { token } = await pageLink(customer.id);
    expect(ZCustomerPagePayResponse.parse(await (await pay(token, {})).json()).amount).toBe(7_845.17);
    expect((await t.callAnonymous('POST', `/api/customer-page/${token}/pay`, undefined, { 'content-type': '' })).status).toBe(200);
    const chosen = await pay(token, { invoiceIds: [invoices[0]!.id, invoices[2]!.id] });
    expect(ZCustomerPagePayResponse.parse(await chosen.json()).amount).toBe(5_499.5);
  });

  it.each([
    [{ amount: 7_845.18 }, 'amount', 'Amount can be at most the balance, ₹7,845.17'],
    [{ amount: 0 }, 'amount', 'Amount must be greater than 0'],
    [{ amount: 10.005 }, 'amount', 'Amount can have at most two decimals'],
    [{ invoiceIds: ['not-an-open-invoice'] }, 'invoiceIds', 'Pick open invoices of this statement'],
    [{ invoiceIds: [] }, 'invoiceIds', 'Pick at least one invoice'],
  ])('refuses %j, naming the field', async (body, field, message) => {
    const { customer } = await customerWithInvoices();
    const { token } = await pageLink(customer.id);
    const response = await pay(token, body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { message: string; issues?: { path: string; message: string }[] };
    const named = error.issues?.find((issue) => issue.path === field)?.message ?? error.message;
    expect(named).toContain(message);
    expect(await t.deps.db.select().from(paymentLinks)).toEqual([]);
  });

  it('answers 409 when nothing is due', async () => {
    const customer = await make.customer({ name: 'Paid Up' });
    const { token } = await pageLink(customer.id);
    const response = await pay(token, {});
    expect(response.status).toBe(409);
    expect((await t.callAnonymous('GET', `/api/customer-page/${token}`)).status).toBe(200);
  });
});

describe('staff make and revoke links', () => {
  it('needs the collect capability and an existing customer', async () => {
    const { customer } = await customerWithInvoices();
    expect((await t.callAs('viewer', 'POST', `/api/customers/${customer.id}/page-link`)).status).toBe(403);
    expect((await t.call('POST', '/api/customers/00000000-0000-4000-8000-000000000000/page-link')).status).toBe(404);
    expect((await t.call('POST', '/api/customers/not-a-uuid/page-link')).status).toBe(404);
  });
});

describe('promise and dispute from the page', () => {
  const today = () => businessDate(new Date());

  it('a promise holds every reminder until its date, shows on the page and is recorded with its source', async () => {
    const { customer } = await customerWithInvoices();
    const { token, path } = await pageLink(customer.id);
    const date = addDays(today(), 7);
    const response = await t.callAnonymous('POST', `/api/customer-page/${token}/promise`, { date, amount: 2_000 });
    expect(response.status).toBe(200);
    const answer = ZCustomerPageActionResponse.parse(await response.json());
    expect(answer.message).toMatch(/^Promise recorded: reminders pause until /);
    expect(answer.statement.promise).toEqual({ date, amount: 2_000 });

    // The staff's view and the send gate read the same promise.
    const preferences = (await (await t.call('GET', `/api/customers/${customer.id}/contact-preferences`)).json()) as Record<
      string,
      unknown
    >;
    expect(preferences).toMatchObject({ promisedDate: date, promisedAmount: 2_000, promiseNote: "Promised on the customer's page" });
    const response2 = await t.call('POST', '/api/workflows/bulk-sms', {
      message: 'Please clear your dues - DuesFlow',
      recipients: [customer.phone!],
    });
    const run = await t.settled(((await response2.json()) as { executionId: string }).executionId);
    expect(run.skipped?.byReason).toEqual({ promised: 1 });

    const [action] = await t.deps.db.select().from(customerPageActions).where(eq(customerPageActions.customerId, customer.id));
    expect(action).toMatchObject({ action: 'promise', detail: { date, amount: 2_000 } });
    expect(action?.tokenId).not.toBeNull();
    expect(await (await t.callAnonymous('GET', `${path}?lang=en`)).text()).toContain('You promised to pay by');
  });

  it.each([
    [{ date: '2020-01-01' }, 'date', 'Pick today or a later date'],
    [{ date: '2099-01-01' }, 'date', 'Pick a date within 90 days'],
    [{ date: 'soon' }, 'date', 'Expected a date as YYYY-MM-DD'],
    [{ date: 'TODAY', amount: 1_000_000 }, 'amount', 'Amount can be at most the balance'],
  ])('refuses the promise %j, naming the field', async (body, field, message) => {
    const { customer } = await customerWithInvoices();
    const { token } = await pageLink(customer.id);
    const sent = { ...body, date: body.date === 'TODAY' ? today() : body.date };
    const response = await t.callAnonymous('POST', `/api/customer-page/${token}/promise`, sent);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { message: string; issues?: { path: string; message: string }[] };
    expect(error.issues?.find((issue) => issue.path === field)?.message ?? error.message).toContain(message);
    expect(await t.deps.db.select().from(customerPageActions)).toEqual([]);
  });

  it('a dispute of one invoice leaves only that invoice out of reminders and Pay all; a second answers 409', async () => {
    const { customer, invoices } = await customerWithInvoices();
    const { token, path } = await pageLink(customer.id);
    const response = await t.callAnonymous('POST', `/api/customer-page/${token}/dispute`, {
      invoiceId: invoices[1]!.id,
      reason: 'This was returned',
    });
    expect(response.status).toBe(200);
    const answer = ZCustomerPageActionResponse.parse(await response.json());
    expect(answer.message).toBe(`Dispute of invoice ${invoices[1]!.invoiceNumber} recorded: reminders leave it out until it is resolved`);
    // Not the customer-wide dispute: the customer's other invoices are still reminded of.
    expect(answer.statement.dispute).toBeNull();
    expect(answer.statement.inDispute).toBe(2_345.67);
    expect(answer.statement.openInvoices.map((invoice) => invoice.dispute?.reason ?? null)).toEqual([null, 'This was returned', null]);
    const preferences = (await (await t.call('GET', `/api/customers/${customer.id}/contact-preferences`)).json()) as Record<
      string,
      unknown
    >;
    expect(preferences).toMatchObject({ disputed: false });
    const [row] = await t.deps.db.select().from(invoiceDisputes);
    expect(row).toMatchObject({
      invoiceId: invoices[1]!.id,
      customerId: customer.id,
      reason: 'This was returned',
      source: 'customer_page',
    });

    // The page marks it in dispute, offers it no more to dispute, and Pay all leaves it out (saying so).
    const html = await (await t.callAnonymous('GET', path)).text();
    expect(html).toContain('In dispute');
    expect(html).toContain(`Invoice ${invoices[1]!.invoiceNumber} is in dispute: reminders leave it out until Demo Traders resolves it.`);
    expect(html).toContain('Pay all ₹5,499.50');
    expect(html).toContain('₹2,345.67 in dispute is left out of Pay all.');
    expect(html).not.toContain(`<option value="${invoices[1]!.id}">`);
    const payAll = await t.callAnonymous('POST', `/api/customer-page/${token}/pay`, {});
    expect(payAll.status).toBe(200);
    expect(((await payAll.json()) as { amount: number }).amount).toBe(5_499.5);

    const again = await t.callAnonymous('POST', `/api/customer-page/${token}/dispute`, {
      invoiceId: invoices[1]!.id,
      reason: 'Still wrong',
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: 'already_disputed',
      message: `Invoice ${invoices[1]!.invoiceNumber} is already in dispute: it stays out of reminders until it is resolved`,
    });
    expect(await t.deps.db.select().from(invoiceDisputes)).toHaveLength(1);

    const unknown = await t.callAnonymous('POST', `/api/customer-page/${token}/dispute`, { invoiceId: 'nope', reason: 'x' });
    expect(unknown.status).toBe(400);
    const empty = await t.callAnonymous('POST', `/api/customer-page/${token}/dispute`, { reason: '  ' });
    expect(empty.status).toBe(400);
  });

  it('a dispute of the whole statement stops every reminder until staff resolve it', async () => {
    const { customer } = await customerWithInvoices();
    const { token } = await pageLink(customer.id);
    const response = await t.callAnonymous('POST', `/api/customer-page/${token}/dispute`, { reason: 'Wrong rates all along' });
    expect(response.status).toBe(200);
    const answer = ZCustomerPageActionResponse.parse(await response.json());
    expect(answer.message).toBe('Dispute recorded: reminders stop until it is resolved');
    expect(answer.statement.dispute?.reason).toBe("Statement (on the customer's page): Wrong rates all along");
    expect(await t.deps.db.select().from(invoiceDisputes)).toEqual([]);
  });

  it('Pay all of a statement whose every open invoice is in dispute answers 409; choosing one still pays it', async () => {
    const customer = await make.customer({ name: 'Ravi Kumar' });
    const only = await make.invoice(customer.id, 1_200_00, -5);
    const { token } = await pageLink(customer.id);
    expect(
      (await t.callAnonymous('POST', `/api/customer-page/${token}/dispute`, { invoiceId: only.id, reason: 'Short supply' })).status,
    ).toBe(200);
    const payAll = await t.callAnonymous('POST', `/api/customer-page/${token}/pay`, {});
    expect(payAll.status).toBe(409);
    expect(ZApiError.parse(await payAll.json()).error).toBe('all_disputed');
    const chosen = await t.callAnonymous('POST', `/api/customer-page/${token}/pay`, { invoiceIds: [only.id] });
    expect(chosen.status).toBe(200);
  });
});

describe('"already paid" and opting out, from the page', () => {
  it('"already paid" holds every reminder while staff check it; staff clear it and reminders may go again', async () => {
    const { customer } = await customerWithInvoices();
    const { token, path } = await pageLink(customer.id);
    const response = await t.callAnonymous('POST', `/api/customer-page/${token}/paid`, { reference: 'UTR 4321 9876', amount: 7_845.17 });
    expect(response.status).toBe(200);
    const answer = ZCustomerPageActionResponse.parse(await response.json());
    expect(answer.message).toBe('Payment reported: reminders wait while it is checked');
    expect(answer.statement.paidClaim?.reference).toBe('UTR 4321 9876');
    expect(await (await t.callAnonymous('GET', `${path}?lang=en`)).text()).toContain('You told us you paid (reference UTR 4321 9876)');

    const sms = async () => {
      const started = await t.call('POST', '/api/workflows/bulk-sms', {
        message: 'Please clear your dues - DuesFlow',
        recipients: [customer.phone!],
      });
      return t.settled(((await started.json()) as { executionId: string }).executionId);
    };
    const held = await sms();
    expect(held.skipped?.byReason).toEqual({ paid_claimed: 1 });
    expect(held.skipped?.recipients[0]).toMatchObject({ reason: 'paid_claimed', detail: 'UTR 4321 9876' });
    const listed = (await (await t.call('GET', `/api/customers?q=${encodeURIComponent(customer.name)}`)).json()) as {
      items: { id: string; contactHold: unknown }[];
    };
    expect(listed.items.find((item) => item.id === customer.id)?.contactHold).toEqual({
      kind: 'paid_claimed',
      until: null,
      note: 'UTR 4321 9876',
    });

    const cleared = await t.call('DELETE', `/api/customers/${customer.id}/paid-claim`);
    expect(cleared.status).toBe(200);
    expect(((await cleared.json()) as { paidClaim: unknown }).paidClaim).toBeNull();
    const [action] = await t.deps.db.select().from(customerPageActions).where(eq(customerPageActions.customerId, customer.id));
    expect(action).toMatchObject({ action: 'paid_claim', detail: { reference: 'UTR 4321 9876', amount: 7_845.17 } });
  });

  it('an opt-out stops that channel only, and staff can opt the customer back in', async () => {
    const { customer } = await customerWithInvoices();
    const { token } = await pageLink(customer.id);
    const response = await t.callAnonymous('POST', `/api/customer-page/${token}/opt-out`, { channels: ['sms'] });
    expect(response.status).toBe(200);
    expect(ZCustomerPageActionResponse.parse(await response.json()).statement.optedOutChannels).toEqual(['sms']);

    const sms = await t.call('POST', '/api/workflows/bulk-sms', {
      message: 'Please clear your dues - DuesFlow',
      recipients: [customer.phone!],
    });
    const smsRun = await t.settled(((await sms.json()) as { executionId: string }).executionId);
    expect(smsRun.skipped?.byReason).toEqual({ opted_out: 1 });
    expect(smsRun.skipped?.recipients[0]).toMatchObject({ reason: 'opted_out', detail: 'SMS' });
    const preview = await t.call('POST', '/api/workflows/whatsapp/preview', {
      customerId: customer.id,
      phoneNumber: customer.phone,
      template: 'payment_reminder',
    });
    expect(preview.status).toBe(200);
    expect(((await preview.json()) as { skipped: { total: number } }).skipped.total).toBe(0);

    const back = await t.call('PUT', `/api/customers/${customer.id}/opt-outs`, { channels: [] });
    expect(back.status).toBe(200);
    expect(((await back.json()) as { optedOutChannels: string[] }).optedOutChannels).toEqual([]);
    const refused = await t.callAnonymous('POST', `/api/customer-page/${token}/opt-out`, { channels: [] });
    expect(refused.status).toBe(400);
    expect((await t.callAs('viewer', 'PUT', `/api/customers/${customer.id}/opt-outs`, { channels: [] })).status).toBe(403);
  });
});
