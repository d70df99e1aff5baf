import { ZApiError } from '@duesflow/shared-contracts/common';
import { ZDashboardMetrics, ZDashboardRefreshResponse } from '@duesflow/shared-contracts/dashboard';
import { computeDashboardMetrics } from '../dashboard-metrics';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app));

async function metrics() {
  const response = await t.call('GET', '/api/dashboard/metrics');
  expect(response.status).toBe(200);
  return ZDashboardMetrics.parse(await response.json());
}

describe('GET /api/dashboard/metrics', () => {
  it('is all zeros on an empty database', async () => {
    expect(await metrics()).toEqual({ totalCollections: 0, activeWorkflows: 0, successRate: 0, finishedWorkflows: 0, pendingActions: 0 });
  });

  it('sums every received payment in rupees, exactly', async () => {
    const customer = await make.customer();
    await make.payment(customer.id, 1_234_567);
    await make.payment(customer.id, 10);
    await make.payment(null, 99);
    expect((await metrics()).totalCollections).toBe(12346.76);
  });

  it('counts running executions as active workflows', async () => {
    await make.execution('running', null);
    await make.execution('running', null);
    await make.execution('success', 1);
    expect((await metrics()).activeWorkflows).toBe(2);
  });

  it('rates success over executions finished in the last 30 days, in hundredths of a percent', async () => {
    await make.execution('success', 1);
    await make.execution('success', 2);
    await make.execution('failed', 3);
    await make.execution('failed', 45); // outside the window
    await make.execution('running', null); // not finished
    expect(await metrics()).toMatchObject({ successRate: 6667, finishedWorkflows: 3 });
  });

  it('counts overdue customers nobody contacted in the last 7 days as pending actions', async () => {
    const neverContacted = await make.customer();
    await make.invoice(neverContacted.id, 500_000, -10);
    const contactedLongAgo = await make.customer();
    await make.invoice(contactedLongAgo.id, 500_000, -10);
    await make.contact(contactedLongAgo.id, 9);
    const contactedRecently = await make.customer();
    await make.invoice(contactedRecently.id, 500_000, -10);
    await make.contact(contactedRecently.id, 2);
    const notYetDue = await make.customer();
    await make.invoice(notYetDue.id, 500_000, 5);
    const paidUp = await make.customer();
    await make.invoice(paidUp.id, 500_000, -10);
    await make.payment(paidUp.id, 500_000);
    expect((await metrics()).pendingActions).toBe(2);
  });
});

describe('POST /api/dashboard/refresh', () => {
  it('answers fresh figures and tells every screen to reload the dashboard', async () => {
    const customer = await make.customer();
    await make.payment(customer.id, 250_000);
    const event = t.nextEvent('metrics_updated', (message) => message.data.scopes.includes('dashboard'));
    const response = await t.call('POST', '/api/dashboard/refresh');
    expect(response.status).toBe(200);
    const body = ZDashboardRefreshResponse.parse(await response.json());
    expect(body.success).toBe(true);
    expect(body.metrics.totalCollections).toBe(2500);
    await expect(event).resolves.toEqual({ type: 'metrics_updated', data: { scopes: ['dashboard'] } });
  });

  it('accepts an empty JSON object', async () => {
    expect((await t.call('POST', '/api/dashboard/refresh', {})).status).toBe(200);
  });

  it('rejects fields it does not take, naming them', async () => {
    const response = await t.call('POST', '/api/dashboard/refresh', { force: true });
    expect(response.status).toBe(400);
    const body = ZApiError.parse(await response.json());
    expect(body.issues).toEqual([{ path: 'force', message: "Unknown field 'force'" }]);
    expect(body.message).toContain('force');
  });

  it('rejects malformed JSON with a 400', async () => {
    const response = await t.call('POST', '/api/dashboard/refresh', '{"force":');
    expect(response.status).toBe(400);
    expect(ZApiError.parse(await response.json()).message).toMatch(/malformed json/i);
  });
});

describe('cached figures', () => {
  it('change with every write and equal the figures recomputed from the rows', async () => {
    const customer = await make.customer();
    await make.invoice(customer.id, 500_000, -10);
    const before = await metrics();
    expect(await metrics()).toEqual(before);
    expect(before).toEqual(await computeDashboardMetrics(t.deps.db, t.deps.clock.now()));

    await make.payment(customer.id, 200_050);
    const afterPayment = await metrics();
    expect(afterPayment.totalCollections).toBe(before.totalCollections + 2000.5);
    expect(afterPayment).toEqual(await computeDashboardMetrics(t.deps.db, t.deps.clock.now()));

    const other = await make.customer();
    await make.invoice(other.id, 100_000, -3);
    const afterInvoice = await metrics();
    expect(afterInvoice.pendingActions).toBe(afterPayment.pendingActions + 1);
    expect(afterInvoice).toEqual(await computeDashboardMetrics(t.deps.db, t.deps.clock.now()));

    await make.execution('running', null);
    expect((await metrics()).activeWorkflows).toBe(afterInvoice.activeWorkflows + 1);
  });
});
