import ExcelJS from 'exceljs';
import { ZCustomerPage, type TCustomerPage } from '@duesflow/shared-contracts/customers';
import { ZCustomerBulkResult } from '@duesflow/shared-contracts/customer-table';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';
import { csvField } from '../../../core/lib/spreadsheet';

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app));

async function page(query: string): Promise<TCustomerPage> {
  const response = await t.call('GET', `/api/customers?${query}`);
  expect(response.status).toBe(200);
  return ZCustomerPage.parse(await response.json());
}
const names = (result: TCustomerPage) => result.items.map((customer) => customer.name);

/** Five customers, one per ageing bucket, with different amounts, contacts and holds. */
async function ledger() {
  const current = await make.customer({ name: 'Chetan Current' });
  await make.invoice(current.id, 500_000, 5);
  const ten = await make.customer({ name: 'asha Ten' });
  await make.invoice(ten.id, 100_000, -10);
  await make.contact(ten.id, 1);
  const forty = await make.customer({ name: 'Bina Forty', phone: '+91 98714 29927', email: '=cmd@example.in' });
  await make.invoice(forty.id, 2_000_000, -40);
  await make.contact(forty.id, 3);
  const seventy = await make.customer({ name: 'Dev "Seventy", Ltd' });
  await make.invoice(seventy.id, 300_000, -70);
  const old = await make.customer({ name: 'Esha Old' });
  await make.invoice(old.id, 1_234_567_89, -120);
  await make.invoice(old.id, 1_000, -5);
  const none = await make.customer({ name: 'Farah Paid' });
  return { current, ten, forty, seventy, old, none };
}

describe('GET /api/customers: sort and filters', () => {
  it('sorts by amount, days overdue, last contact and name, either way, and answers 400 naming a bad field', async () => {
    await ledger();
    expect(names(await page('sort=amount'))).toEqual([
      'Esha Old',
      'Bina Forty',
      'Chetan Current',
      'Dev "Seventy", Ltd',
      'asha Ten',
      'Farah Paid',
    ]);
    expect(names(await page('sort=amount&order=asc')).slice(0, 2)).toEqual(['Farah Paid', 'asha Ten']);
    expect(names(await page('sort=daysOverdue')).slice(0, 3)).toEqual(['Esha Old', 'Dev "Seventy", Ltd', 'Bina Forty']);
    // Never contacted sorts last in either order.
    expect(names(await page('sort=lastContact')).slice(0, 2)).toEqual(['asha Ten', 'Bina Forty']);
    expect(names(await page('sort=lastContact&order=asc')).slice(0, 2)).toEqual(['Bina Forty', 'asha Ten']);
    expect(names(await page('sort=name')).slice(0, 2)).toEqual(['asha Ten', 'Bina Forty']);
    const old = (await page('sort=daysOverdue')).items[0]!;
    expect(old.daysOverdue).toBe(120);

    for (const [query, field] of [
      ['sort=size', 'sort'],
      ['order=up', 'order'],
      ['ageing=1-90', 'ageing'],
      ['collector=someone', 'collector'],
      ['hold=paused', 'hold'],
      ['status=late', 'status'],
    ]) {
      const response = await t.call('GET', `/api/customers?${query}`);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(field);
    }
  });

  it('filters by status, ageing bucket, hold and collector, and counts the filtered set', async () => {
    const { current, ten, forty, seventy, old } = await ledger();
    expect(names(await page('ageing=current'))).toEqual(['Chetan Current']);
    expect(names(await page('ageing=1-30'))).toEqual(['asha Ten']);
    expect(names(await page('ageing=31-60'))).toEqual(['Bina Forty']);
    expect(names(await page('ageing=61-90'))).toEqual(['Dev "Seventy", Ltd']);
    expect(names(await page('ageing=90%2B'))).toEqual(['Esha Old']);
    expect((await page('status=overdue&pageSize=2')).total).toBe(4);
    expect(names(await page('status=overdue&ageing=1-30&q=asha'))).toEqual(['asha Ten']);

    await t.call('PUT', `/api/customers/${ten.id}/stop-reminders`, { stopReminders: true });
    await t.call('POST', `/api/customers/${forty.id}/promise-to-pay`, { promisedDate: '2099-01-01' });
    await t.call('POST', `/api/customers/${seventy.id}/dispute`, { reason: 'Goods returned' });
    expect(names(await page('hold=stopped'))).toEqual(['asha Ten']);
    expect(names(await page('hold=promised'))).toEqual(['Bina Forty']);
    expect(names(await page('hold=disputed'))).toEqual(['Dev "Seventy", Ltd']);

    const assigned = await t.call('POST', '/api/customers/bulk', {
      selection: { ids: [current.id, old.id] },
      action: 'assign',
      collectorId: t.userIds.collector,
    });
    expect(ZCustomerBulkResult.parse(await assigned.json())).toEqual({ selected: 2, changed: 2 });
    const owned = await page(`collector=${t.userIds.collector}&sort=name`);
    expect(names(owned)).toEqual(['Chetan Current', 'Esha Old']);
    expect(owned.items[0]?.collectorName).toBe('Test Collector');
    expect((await page('collector=none')).total).toBe(4);
    const collectors = await t.callAs('viewer', 'GET', '/api/portfolios/collectors');
    expect(await collectors.json()).toEqual([
      { id: t.userIds.admin, name: 'Test Admin', role: 'admin', customers: 0 },
      { id: t.userIds.collector, name: 'Test Collector', role: 'collector', customers: 2 },
    ]);
  });
});

describe('POST /api/customers/bulk', () => {
  it('assigns every customer a filter matches, stops and resumes reminders, set-based and audited; refuses what it cannot do', async () => {
    const { ten, forty } = await ledger();
    const overdue = { filter: { status: 'overdue' } };
    const assign = await t.call('POST', '/api/customers/bulk', { selection: overdue, action: 'assign', collectorId: t.userIds.collector });
    expect(await assign.json()).toEqual({ selected: 4, changed: 4 });
    // Again: nothing changes.
    const again = await t.call('POST', '/api/customers/bulk', { selection: overdue, action: 'assign', collectorId: t.userIds.collector });
    expect(await again.json()).toEqual({ selected: 4, changed: 0 });

    const stop = await t.call('POST', '/api/customers/bulk', { selection: { filter: { ageing: '31-60' } }, action: 'stop_reminders' });
    expect(await stop.json()).toEqual({ selected: 1, changed: 1 });
    expect(names(await page('hold=stopped'))).toEqual(['Bina Forty']);
    const resume = await t.call('POST', '/api/customers/bulk', { selection: { ids: [forty.id, ten.id] }, action: 'resume_reminders' });
    expect(await resume.json()).toEqual({ selected: 2, changed: 1 });
    expect((await page('hold=stopped')).total).toBe(0);

    const audit = await t.call('GET', '/api/audit-log?pageSize=5');
    expect(JSON.stringify(await audit.json())).toContain('stop_reminders: 1 of 1 changed');

    const viewer = await t.callAs('viewer', 'POST', '/api/customers/bulk', { selection: overdue, action: 'stop_reminders' });
    expect(viewer.status).toBe(403);
    // A collector may stop reminders, but who owns a customer is an admin's decision.
    const byCollector = await t.callAs('collector', 'POST', '/api/customers/bulk', {
      selection: overdue,
      action: 'assign',
      collectorId: t.userIds.collector,
    });
    expect(byCollector.status).toBe(403);
    const notStaff = await t.call('POST', '/api/customers/bulk', { selection: overdue, action: 'assign', collectorId: t.userIds.viewer });
    expect(notStaff.status).toBe(400);
    expect(JSON.stringify(await notStaff.json())).toContain('collectorId');
    const noAction = await t.call('POST', '/api/customers/bulk', { selection: overdue, action: 'delete' });
    expect(noAction.status).toBe(400);
    const noSelection = await t.call('POST', '/api/customers/bulk', { selection: { ids: [] }, action: 'stop_reminders' });
    expect(noSelection.status).toBe(400);
    expect(JSON.stringify(await noSelection.json())).toContain('selection');
    expect((await page(`collector=${t.userIds.collector}`)).total).toBe(4);
  });
});

describe('POST /api/customers/bulk: send', () => {
  it('asks the send gate first (who would get it, who is skipped and why), then sends through it', async () => {
    const { ten, forty, seventy } = await ledger();
    await t.call('PUT', `/api/customers/${forty.id}/stop-reminders`, { stopReminders: true });
    const body = {
      selection: { filter: { status: 'overdue', ageing: '31-60' } },
      action: 'send',
      channel: 'sms',
      templateId: 'campaign-gentle-en',
    };
    const selection = { ids: [ten.id, forty.id, seventy.id] };

    const dry = ZCustomerBulkResult.parse(await (await t.call('POST', '/api/customers/bulk', { ...body, selection, dryRun: true })).json());
    expect(dry).toMatchObject({ selected: 3, changed: 0, preview: { total: 3, now: 2, skipped: { total: 1, byReason: { stopped: 1 } } } });
    expect(dry.campaignId).toBeUndefined();

    const sent = ZCustomerBulkResult.parse(await (await t.call('POST', '/api/customers/bulk', { ...body, selection })).json());
    expect(sent).toMatchObject({ selected: 3, changed: 2, campaignId: expect.any(String) });
    expect(await t.settled(sent.campaignId!)).toMatchObject({ status: 'success' });

    const unknown = await t.call('POST', '/api/customers/bulk', { ...body, templateId: 'nope' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain('templateId');
  });
});

describe('GET /api/customers/export', () => {
  it('writes the filtered, sorted list as CSV: a BOM, RFC 4180 quoting, formulas defused, amounts in rupees', async () => {
    await ledger();
    const response = await t.call('GET', '/api/customers/export?format=csv&status=overdue&sort=amount');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Phone,Email,Status,Amount due,Days overdue,Ageing,Collector,Last contact,Holds');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^Esha Old,[^,]*,[^,]*,overdue,"₹12,34,577\.89",120,90\+,,,$/);
    expect(lines[2]).toContain(`Bina Forty,'+91 98714 29927,'=cmd@example.in,overdue,"₹20,000.00",40,31-60,`);
    expect(lines[3]).toContain('"Dev ""Seventy"", Ltd"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
  });

  it('writes an Excel workbook that reads back with numbers shown as rupees', async () => {
    await ledger();
    const response = await t.call('GET', '/api/customers/export?format=xlsx&ageing=90%2B');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Customers')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('Esha Old');
    expect(row.getCell(5).value).toBe(1_234_577.89);
    expect(row.getCell(5).numFmt).toContain('₹');
    expect(row.getCell(7).value).toBe('90+');
  });
});
