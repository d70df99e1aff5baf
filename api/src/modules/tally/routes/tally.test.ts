import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { ZApiError } from '@duesflow/shared-contracts/common';
import { ZCustomerList } from '@duesflow/shared-contracts/customers';
import {
  ZSyncLogList,
  ZTallyImportResult,
  ZTallyStatus,
  ZTallySyncStarted,
  ZTallyTestConnectionResponse,
} from '@duesflow/shared-contracts/tally';
import { customers } from '../../../core/db/schema/customers';
import { invoices } from '../../../core/db/schema/invoices';
import { payments } from '../../../core/db/schema/payments';
import { addDays, businessDate } from '../../../core/lib/clock';
import { TALLY_SCHEDULE_QUEUE } from '../tally-schedule';
import { deadTallyUrl, startTallyStandIn, type TallyStandIn } from '../../../test/tally-stand-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { silentLogger } from '../../../core/lib/logger';

const EXAMPLE = readFileSync(join(__dirname, '../../../../../docs/examples/tally-export.json'), 'utf8');
const today = businessDate(new Date());

async function counts(t: TestApp) {
  const count = async (table: typeof customers | typeof invoices | typeof payments) =>
    Number((await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n);
  return { customers: await count(customers), invoices: await count(invoices), payments: await count(payments) };
}

async function json<T>(t: TestApp, method: string, path: string, schema: { parse(v: unknown): T }, status = 200): Promise<T> {
  const response = await t.call(method, path);
  expect(response.status).toBe(status);
  return schema.parse(await response.json());
}

const importJson = (t: TestApp, body: string, filename = 'tally-export.json') =>
  t.call('POST', `/api/tally/import?filename=${encodeURIComponent(filename)}`, body);

function seedStandIn(standIn: TallyStandIn) {
  standIn.ledgers = [
    {
      guid: 'a9c1-0001',
      name: 'Sharma Traders',
      mobile: '9822012345',
      email: 'accounts@sharmatraders.in',
      address: ['Shop 14, Laxmi Road', 'Pune 411030'],
    },
    { guid: 'a9c1-0002', name: 'Patel & Sons', parent: 'Debtors - Ahmedabad', mobile: '+91 98250 67890' },
    { guid: 'a9c1-0003', name: 'Lakshmi Textiles' },
  ];
  standIn.vouchers = [
    {
      guid: 'a9c1-1001',
      type: 'Sales',
      number: 'SI/0141',
      date: addDays(today, -60),
      party: 'Sharma Traders',
      amount: 118000,
      creditDays: 30,
    },
    {
      guid: 'a9c1-1002',
      type: 'Sales',
      number: 'SI/0142',
      date: addDays(today, -10),
      party: 'Patel & Sons',
      amount: 47200.5,
      creditDays: 7,
    },
    {
      guid: 'a9c1-1003',
      type: 'Sales',
      number: 'SI/0143',
      date: addDays(today, -1),
      party: 'Lakshmi Textiles',
      amount: 23600,
      creditDays: 2,
    },
    {
      guid: 'a9c1-2001',
      type: 'Receipt',
      number: 'RC/0088',
      date: addDays(today, -5),
      party: 'Sharma Traders',
      amount: 18000,
      againstBill: 'SI/0141',
    },
  ];
}

describe('with a Tally server (TALLY_URL)', () => {
  let t: TestApp;
  let standIn: TallyStandIn;
  beforeAll(async () => {
    standIn = await startTallyStandIn();
    t = await createTestApp({ tallyUrl: standIn.url });
  });
  afterAll(async () => {
    await t.stop();
    await standIn.stop();
  });
  beforeEach(async () => {
    await t.resetData();
    await t.deps.db.execute(sql`truncate tally_connection`);
    standIn.mode = 'ok';
    standIn.requests = [];
    seedStandIn(standIn);
  });

  const testConnection = () => json(t, 'POST', '/api/tally/test-connection', ZTallyTestConnectionResponse);
  const status = () => json(t, 'GET', '/api/tally/status', ZTallyStatus);
  const logs = () => json(t, 'GET', '/api/tally/sync-logs', ZSyncLogList);
  async function forceSync() {
    const started = await json(t, 'POST', '/api/tally/force-sync', ZTallySyncStarted, 202);
    return { started, execution: await t.settled(started.executionId) };
  }

  it('Test Connection asks the server which company is open', async () => {
    expect(await testConnection()).toEqual({
      connected: true,
      message: `Connected to TallyPrime at ${standIn.url} (company: Shree Ganesh Traders (2024-25))`,
    });
    expect(standIn.requests[0]).toContain('<TALLYREQUEST>Export</TALLYREQUEST><TYPE>Collection</TYPE><ID>DuesflowCompanies</ID>');
    expect(standIn.requests[0]).toContain('<SVEXPORTFORMAT>$$SysName:XML</SVEXPORTFORMAT>');
    expect((await status()).connected).toBe(true);
  });

  it('Test Connection reports a malformed answer, a Tally error and no open company readably', async () => {
    standIn.mode = 'malformed';
    const malformed = await testConnection();
    expect(malformed.connected).toBe(false);
    expect(malformed.message).toMatch(/^Tally's answer is not valid XML: .+ \(line \d+\)$/);
    expect((await status()).connected).toBe(false);
    standIn.mode = 'error';
    expect(await testConnection()).toEqual({
      connected: false,
      message: "Tally reported an error: Could not set 'SVCurrentCompany' to ''",
    });
    standIn.mode = 'no-company';
    expect((await testConnection()).message).toMatch(/answers, but no company is open/);
  });

  it('Force Sync brings parties in as Tally customers, with invoices and receipts, and twice duplicates nothing', async () => {
    const pending = t.nextEvent('metrics_updated', (m) => m.data.scopes.includes('tally'));
    const { started, execution } = await forceSync();
    expect(started).toMatchObject({ success: true, message: 'Tally sync started' });
    expect(execution).toMatchObject({ status: 'success', workflowName: 'Tally Sync' });
    expect(execution.summary).toBe('3 customers, 3 invoices and 1 payments synced from Tally');
    await pending;
    expect(await counts(t)).toEqual({ customers: 3, invoices: 3, payments: 1 });

    const list = ZCustomerList.parse(await (await t.call('GET', '/api/customers/airtable')).json());
    const sharma = list.find((c) => c.name === 'Sharma Traders')!;
    expect(sharma).toMatchObject({
      source: 'tally_import',
      phone: '+91 98220 12345',
      email: 'accounts@sharmatraders.in',
      address: 'Shop 14, Laxmi Road, Pune 411030',
      status: 'overdue',
      amountDue: 100000,
    });
    const [invoice] = await t.deps.db.select().from(invoices).where(eq(invoices.tallyVoucherId, 'a9c1-1002'));
    expect(invoice).toMatchObject({
      invoiceNumber: 'SI/0142',
      amountPaise: 4_720_050,
      issuedOn: addDays(today, -10),
      dueDate: addDays(today, -3),
    });
    const [payment] = await t.deps.db.select().from(payments);
    expect(payment).toMatchObject({ amountPaise: 1_800_000, method: 'bank', reference: 'RC/0088', tallyReceiptId: 'a9c1-2001' });

    // Tally changed a phone number and raised one more invoice; the second sync updates in place.
    standIn.ledgers[2]!.mobile = '9443312345';
    standIn.vouchers.push({
      guid: 'a9c1-1004',
      type: 'Sales',
      number: 'SI/0144',
      date: today,
      party: 'Lakshmi Textiles',
      amount: 5900,
      creditDays: 30,
    });
    expect((await forceSync()).execution.status).toBe('success');
    expect(await counts(t)).toEqual({ customers: 3, invoices: 4, payments: 1 });
    const [lakshmi] = await t.deps.db.select().from(customers).where(eq(customers.tallyLedgerId, 'a9c1-0003'));
    expect(lakshmi?.phone).toBe('+91 94433 12345');

    const [latest] = await logs();
    expect(latest).toMatchObject({
      syncStatus: 'success',
      syncDirection: 'tally_to_airtable',
      tallyRecordId: standIn.url,
      errorMessage: null,
    });
    const state = await status();
    expect(state).toMatchObject({ connected: true, recordsProcessed: 8, n8nWorkflowStatus: 'active', errorCount: 0 });
    expect(state.lastSync).toBe(latest!.lastSyncAt);
    // The next even hour in India, within two hours.
    const next = new Date(state.nextScheduledSync!).getTime();
    expect(next).toBeGreaterThan(Date.now());
    expect(next - Date.now()).toBeLessThanOrEqual(2 * 3600_000);
    expect(new Date(next).getUTCMinutes()).toBe(30);
  });

  it('a malformed answer ends as a failed run and a failed sync log, changing nothing', async () => {
    standIn.mode = 'malformed';
    const { execution } = await forceSync();
    expect(execution.status).toBe('failed');
    expect(execution.error).toMatch(/^Tally's answer is not valid XML/);
    const [log] = await logs();
    expect(log).toMatchObject({ syncStatus: 'failed', errorMessage: execution.error });
    expect(await counts(t)).toEqual({ customers: 0, invoices: 0, payments: 0 });
    expect(await status()).toMatchObject({ connected: false, errorCount: 1, lastSync: null });
  });

  it('lists records it cannot apply and applies the rest', async () => {
    standIn.vouchers.push({ guid: 'a9c1-1009', type: 'Sales', number: 'SI/0149', date: today, party: 'Unknown Party', amount: 100 });
    const { execution } = await forceSync();
    expect(execution.status).toBe('success');
    expect(await counts(t)).toEqual({ customers: 3, invoices: 3, payments: 1 });
    const [log] = await logs();
    expect(log!.errorMessage).toBe(
      "1 of 8 records left out: Sales voucher SI/0149: party 'Unknown Party' is not a Sundry Debtors ledger in this export or in duesflow",
    );
  });

  it('has the 2-hourly schedule, and its tick starts one Tally Sync run', async () => {
    const schedules = await t.runtime.boss.getSchedules();
    expect(schedules.find((s) => s.name === TALLY_SCHEDULE_QUEUE)).toMatchObject({ cron: '0 */2 * * *', timezone: 'Asia/Kolkata' });
    const completed = t.nextEvent('workflow_completed', (m) => m.data.workflowName === 'Tally Sync');
    await t.runtime.boss.send(TALLY_SCHEDULE_QUEUE, {});
    await expect(completed).resolves.toMatchObject({ data: { status: 'success' } });
    expect(await counts(t)).toEqual({ customers: 3, invoices: 3, payments: 1 });
  });
});

describe('when Tally is down or not configured', () => {
  it('Test Connection and Force Sync say the server cannot be reached', async () => {
    const t = await createTestApp({ tallyUrl: await deadTallyUrl() });
    try {
      const response = await t.call('POST', '/api/tally/test-connection');
      expect(response.status).toBe(200);
      const result = ZTallyTestConnectionResponse.parse(await response.json());
      expect(result).toEqual({
        connected: false,
        message: expect.stringMatching(/^Could not reach Tally at http:\/\/127\.0\.0\.1:\d+: connection refused/),
      });
      const started = ZTallySyncStarted.parse(await (await t.call('POST', '/api/tally/force-sync')).json());
      const execution = await t.settled(started.executionId);
      expect(execution).toMatchObject({ status: 'failed', error: result.message });
      const [log] = ZSyncLogList.parse(await (await t.call('GET', '/api/tally/sync-logs')).json());
      expect(log).toMatchObject({ syncStatus: 'failed', errorMessage: result.message });
    } finally {
      await t.stop();
    }
  });

  it('without TALLY_URL: no schedule, Force Sync fails at once, and staff never read how to configure it', async () => {
    const logged: string[] = [];
    const logger = { ...silentLogger, warn: (message: string) => void logged.push(message) };
    const t = await createTestApp({ logger });
    try {
      const result = ZTallyTestConnectionResponse.parse(await (await t.call('POST', '/api/tally/test-connection')).json());
      expect(result).toEqual({ connected: false, message: 'Tally is not connected to duesflow yet: ask your administrator to connect it' });
      const state = ZTallyStatus.parse(await (await t.call('GET', '/api/tally/status')).json());
      expect(state).toMatchObject({ connected: false, n8nWorkflowStatus: 'inactive', nextScheduledSync: null });

      // An error the screen turns into its 'Sync failed' toast; no run, no pending log.
      const response = await t.call('POST', '/api/tally/force-sync');
      expect(response.status).toBe(503);
      const error = ZApiError.parse(await response.json());
      expect(error).toEqual({
        error: 'tally_not_connected',
        message: 'Tally is not connected to duesflow yet: ask your administrator to connect it',
      });
      expect(ZSyncLogList.parse(await (await t.call('GET', '/api/tally/sync-logs')).json())).toEqual([]);
      for (const text of [result.message, error.message]) expect(text).not.toMatch(/TALLY_URL|restart/);
      // The operator's hint is in the log.
      expect(logged.some((line) => /Force Sync refused: .*set TALLY_URL/.test(line))).toBe(true);
    } finally {
      await t.stop();
    }
  });
});

describe('POST /api/tally/import', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Each reading of the clock is a second later, so logs written one after another never share a time.
    let tick = 0;
    const start = Date.now();
    t = await createTestApp({ clock: { now: () => new Date(start + 1000 * tick++) } });
  });
  afterAll(() => t.stop());
  beforeEach(() => t.resetData());

  it('imports the example export; the same file twice leaves the counts unchanged', async () => {
    const processed = t.nextEvent('file_processed');
    const first = await importJson(t, EXAMPLE);
    expect(first.status).toBe(200);
    const result = ZTallyImportResult.parse(await first.json());
    expect(result).toMatchObject({
      filename: 'tally-export.json',
      status: 'success',
      customersUpserted: 5,
      invoicesUpserted: 6,
      paymentsUpserted: 3,
      errors: [],
    });
    await expect(processed).resolves.toEqual({ type: 'file_processed', data: { filename: 'tally-export.json' } });
    const before = await counts(t);
    expect(before).toEqual({ customers: 5, invoices: 6, payments: 3 });
    // Ledgers under a sub-group of Sundry Debtors are parties; bank, sales and tax ledgers are not.
    const names = (await t.deps.db.select({ name: customers.name }).from(customers).where(isNotNull(customers.tallyLedgerId))).map(
      (r) => r.name,
    );
    expect(names).toContain('Deshmukh Agro Agencies');
    expect(names).not.toContain('HDFC Bank A/c 50100234567891');

    const again = ZTallyImportResult.parse(await (await importJson(t, EXAMPLE)).json());
    expect(again.status).toBe('success');
    expect(await counts(t)).toEqual(before);
    const logs = ZSyncLogList.parse(await (await t.call('GET', '/api/tally/sync-logs')).json());
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatchObject({ id: again.syncLogId, syncStatus: 'success', tallyRecordId: 'tally-export.json', errorMessage: null });
  });

  it('takes a multipart upload with a file field', async () => {
    const form = new FormData();
    form.append('file', new Blob([EXAMPLE], { type: 'application/json' }), 'Day Book Nov.json');
    const response = await t.app.request('/api/tally/import', { method: 'POST', body: form, headers: t.sessionHeaders() });
    expect(response.status).toBe(200);
    expect(ZTallyImportResult.parse(await response.json())).toMatchObject({ filename: 'Day Book Nov.json', status: 'success' });
  });

  it.each([
    ['a JSON file that is not a Tally export', JSON.stringify({ customers: [{ name: 'A' }] }), /^The file is not a Tally export/],
    ['a file that is not JSON', '<ENVELOPE>', /^The file is not valid JSON/],
  ])('refuses %s with a failed log and a readable message', async (_, body, message) => {
    const response = await importJson(t, body, 'export.json');
    expect(response.status).toBe(422);
    const result = ZTallyImportResult.parse(await response.json());
    expect(result).toMatchObject({ status: 'failed', customersUpserted: 0, invoicesUpserted: 0, paymentsUpserted: 0 });
    expect(result.errors[0]!.message).toMatch(message);
    const [log] = ZSyncLogList.parse(await (await t.call('GET', '/api/tally/sync-logs')).json());
    expect(log).toMatchObject({ id: result.syncLogId, syncStatus: 'failed', tallyRecordId: 'export.json' });
    expect(log!.errorMessage).toMatch(message);
    expect(await counts(t)).toEqual({ customers: 0, invoices: 0, payments: 0 });
  });

  it('applies the valid rows of a file with invalid ones, in one go, and lists the rest (partial)', async () => {
    const file = JSON.parse(EXAMPLE) as { tallymessage: Record<string, unknown>[] };
    const vouchers = file.tallymessage.filter((m) => (m.metadata as { type: string }).type === 'Voucher');
    vouchers[0]!.date = '20261345'; // not a date
    delete vouchers[1]!.guid;
    (vouchers[1]!.metadata as Record<string, unknown>).remoteid = undefined;
    vouchers[2]!.partyledgername = 'Nobody Enterprises';
    (vouchers[2]!['allledgerentries.list'] as { ledgername: string }[])[0]!.ledgername = 'Nobody Enterprises';
    const response = await importJson(t, JSON.stringify(file));
    expect(response.status).toBe(200);
    const result = ZTallyImportResult.parse(await response.json());
    expect(result).toMatchObject({ status: 'partial', customersUpserted: 5, invoicesUpserted: 3, paymentsUpserted: 3 });
    expect(result.errors).toEqual([
      { record: 'Sales voucher SGT/26-27/0141', message: "the date '20261345' is not a date" },
      { record: 'Sales voucher SGT/26-27/0156', message: 'the voucher has no GUID, so repeated imports could not recognise it' },
      {
        record: 'Sales voucher SGT/26-27/0163',
        message: "party 'Nobody Enterprises' is not a Sundry Debtors ledger in this export or in duesflow",
      },
    ]);
    expect(await counts(t)).toEqual({ customers: 5, invoices: 3, payments: 3 });
    const [log] = ZSyncLogList.parse(await (await t.call('GET', '/api/tally/sync-logs')).json());
    expect(log!.syncStatus).toBe('success');
    expect(log!.errorMessage).toMatch(/^3 of 14 records left out: Sales voucher SGT\/26-27\/0141: the date/);
  });

  it('fails a file whose every record is invalid, applying nothing', async () => {
    const body = JSON.stringify({ tallymessage: [{ metadata: { type: 'Voucher', vchtype: 'Sales' }, vouchernumber: '1', date: 'x' }] });
    const response = await importJson(t, body);
    expect(response.status).toBe(422);
    const result = ZTallyImportResult.parse(await response.json());
    expect(result.status).toBe('failed');
    expect(result.errors).toEqual([
      { record: 'Sales voucher 1', message: 'the voucher has no GUID, so repeated imports could not recognise it' },
    ]);
  });

  it('answers 400 when no file is sent, and 415 for another content type', async () => {
    const empty = await t.app.request('/api/tally/import', { method: 'POST', body: new FormData(), headers: t.sessionHeaders() });
    expect(empty.status).toBe(400);
    expect(ZApiError.parse(await empty.json()).error).toBe('no_file');
    const text = await t.call('POST', '/api/tally/import', 'hello', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
  });

  it('answers 400 naming the problem for a malformed multipart upload and for a file that is not UTF-8, writing nothing', async () => {
    const before = await counts(t);
    const malformed = await t.app.request('/api/tally/import', {
      method: 'POST',
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.json"\r\n\r\n{"tallymessage":[',
      headers: { ...t.sessionHeaders(), 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(malformed.status).toBe(400);
    expect(ZApiError.parse(await malformed.json())).toMatchObject({ error: 'malformed_multipart' });

    const latin1 = Buffer.concat([
      Buffer.from('{"tallymessage":[{"metadata":{"type":"Ledger"},"name":"Caf'),
      Buffer.from([0xe9]),
      Buffer.from('"}]}'),
    ]);
    const form = new FormData();
    form.append('file', new Blob([latin1], { type: 'application/json' }), 'latin1.json');
    const notUtf8 = await t.app.request('/api/tally/import', { method: 'POST', body: form, headers: t.sessionHeaders() });
    expect(notUtf8.status).toBe(400);
    expect(ZApiError.parse(await notUtf8.json())).toEqual({
      error: 'invalid_utf8',
      message: 'The file is not valid UTF-8 text: export it from Tally as UTF-8 (Unicode) JSON',
    });
    const asJson = await t.app.request('/api/tally/import', {
      method: 'POST',
      body: latin1,
      headers: { ...t.sessionHeaders(), 'content-type': 'application/json' },
    });
    expect(ZApiError.parse(await asJson.json())).toMatchObject({ error: 'invalid_utf8' });
    expect(asJson.status).toBe(400);
    expect(await counts(t)).toEqual(before);
  });

  it('shows the latest 10 sync logs, newest first', async () => {
    for (let n = 0; n < 12; n += 1) await importJson(t, '{}', `file-${n}.json`);
    const logs = ZSyncLogList.parse(await (await t.call('GET', '/api/tally/sync-logs')).json());
    expect(logs.map((l) => l.tallyRecordId)).toEqual(Array.from({ length: 10 }, (_, i) => `file-${11 - i}.json`));
  });
});
