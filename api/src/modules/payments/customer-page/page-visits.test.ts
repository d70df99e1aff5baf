import { ZCustomerPage } from '@duesflow/shared-contracts/customers';
import { ZCustomerPageLink } from '@duesflow/shared-contracts/customer-page';
import { ZPaymentTrackingAnalysis } from '@duesflow/shared-contracts/payment-tracking';
import type { TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import { DAY_MS } from '../../../core/lib/clock';
import { fixtures } from '../../../test/fixtures';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';
import { VISIT_ANNOUNCE_MS } from './page-tokens';

/**
 * The injected clock, stopped at each test's start and moved on only by `offsetMs` (to pass the minute
 * between announcements and the 7 days of the tag): a slow machine cannot move it on by itself.
 */
let baseMs = Date.now();
let offsetMs = 0;
const clock = { now: () => new Date(baseMs + offsetMs) };

let t: TestApp;
let make: Fixtures;
useTestApp(
  (app) => {
    t = app.t;
    make = fixtures(app.t.deps.db, clock.now);
  },
  { clock, sessions: { idleMs: 365 * DAY_MS, maxMs: 365 * DAY_MS } },
);
beforeEach(() => {
  baseMs = Date.now();
  offsetMs = 0;
});

async function overdueCustomer(name: string) {
  const customer = await make.customer({ name, phone: '+91 98111 55201' });
  await make.invoice(customer.id, 6_000_00, -10);
  return customer;
}

async function pagePath(customerId: string): Promise<string> {
  const response = await t.call('POST', `/api/customers/${customerId}/page-link`);
  expect(response.status).toBe(201);
  return new URL(ZCustomerPageLink.parse(await response.json()).url).pathname;
}

async function open(path: string) {
  expect((await t.callAnonymous('GET', path)).status).toBe(200);
}

const namesCustomer = (customerId: string) => (message: TRealtimeMessage) =>
  message.type === 'metrics_updated' && (message.data.customerIds ?? []).includes(customerId);

async function row(customerId: string) {
  const page = ZCustomerPage.parse(await (await t.call('GET', '/api/customers?page=1&pageSize=50')).json());
  return page.items.find((customer) => customer.id === customerId);
}

async function card(customerId: string) {
  const analysis = ZPaymentTrackingAnalysis.parse(await (await t.call('GET', '/api/payment-tracking/analysis')).json());
  return [analysis.urgentOverdue, analysis.recentOverdue, analysis.dueSoon, analysis.followUpRequired]
    .flat()
    .find((entry) => entry.customerId === customerId);
}

describe("staff see the customer's visits", () => {
  it('a visit is announced to staff at most once a minute per customer, over every link', async () => {
    const customer = await overdueCustomer('Kavita Nair');
    const first = await pagePath(customer.id);
    const second = await pagePath(customer.id);
    const seen: TRealtimeMessage[] = [];
    const unsubscribe = t.deps.bus.subscribe((message) => {
      if (namesCustomer(customer.id)(message)) seen.push(message);
    });
    try {
      const announced = t.nextEvent('metrics_updated', namesCustomer(customer.id));
      await open(first);
      expect((await announced).data.scopes).toEqual(['customers']);
      // Reloads within the minute, on either link: no announcement.
      await open(first);
      offsetMs = VISIT_ANNOUNCE_MS - 1_000;
      await open(second);
      // A minute after the last visit: announced again. The bus delivers in order, so by the time this
      // one arrives any announcement of the reloads would have too.
      offsetMs = 2 * VISIT_ANNOUNCE_MS;
      const again = t.nextEvent('metrics_updated', namesCustomer(customer.id));
      await open(second);
      await again;
      expect(seen).toHaveLength(2);
    } finally {
      unsubscribe();
    }
  });

  it('the Customers row and the Payment Collection card carry the visits for 7 days after the last', async () => {
    const visited = await overdueCustomer('Kavita Nair');
    const plain = await overdueCustomer('Ravi Menon');
    await pagePath(plain.id);
    const path = await pagePath(visited.id);
    await open(path);
    offsetMs = 3_600_000;
    await open(path);
    const lastVisitedAt = clock.now();

    const expected = { visits: 2 };
    expect((await row(visited.id))?.recentPageVisit).toMatchObject(expected);
    expect((await card(visited.id))?.recentPageVisit).toMatchObject(expected);
    const at = new Date((await row(visited.id))!.recentPageVisit!.lastVisitedAt).getTime();
    expect(at).toBe(lastVisitedAt.getTime());
    expect((await row(plain.id))?.recentPageVisit ?? null).toBeNull();
    expect((await card(plain.id))?.recentPageVisit ?? null).toBeNull();

    offsetMs += 7 * DAY_MS + 60_000;
    expect((await row(visited.id))?.recentPageVisit ?? null).toBeNull();
    expect((await card(visited.id))?.recentPageVisit ?? null).toBeNull();
  });
});
