import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ZGatewayList } from '@duesflow/shared-contracts/gateways';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { resetGateways } from '../gateways/seed-gateways';
import { fixtures } from '../../../test/fixtures';
import { startGatewayStandIn, type GatewayStandIn } from '../../../test/gateway-stand-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

/*
 * What the gateways' route tests share: an app and the vendors' stand-in for the file, the seeded gateways
 * and empty data before each test, and the webhook signatures exactly as the vendors' official SDKs verify
 * them: razorpay's validateWebhookSignature (hex HMAC-SHA256 of the raw body with the webhook secret) and
 * cashfree-pg's PGVerifyWebhookSignature (base64 HMAC-SHA256 of x-webhook-timestamp + raw body).
 */

export const razorpaySignature = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex');
export const cashfreeSignature = (timestamp: string, body: string, secret: string) =>
  createHmac('sha256', secret)
    .update(timestamp + body)
    .digest('base64');

type FixtureCustomer = Awaited<ReturnType<ReturnType<typeof fixtures>['customer']>>;

export interface GatewayTestKit {
  t: TestApp;
  standIn: GatewayStandIn;
  make: ReturnType<typeof fixtures>;
  /** The stored gateway's id by its name ("Razorpay"). */
  idOf(name: string): Promise<string>;
  linkRow(id: string): Promise<typeof paymentLinks.$inferSelect>;
  /** What the customer owes now, in rupees, as the Customers screen reads it. */
  dueOf(customerId: string): Promise<number>;
  /** A customer owing `owes` rupees and a link for `amount` made through the customer row, once placed. */
  linkFor(amount: number, owes?: number): Promise<{ customer: FixtureCustomer; link: typeof paymentLinks.$inferSelect }>;
}

/** Sets up the file's app and stand-in (stopped after it) and resets both before each test. */
export function useGatewayTestKit(): GatewayTestKit {
  const kit = {} as GatewayTestKit;
  beforeAll(async () => {
    [kit.t, kit.standIn] = await Promise.all([createTestApp(), startGatewayStandIn()]);
    kit.make = fixtures(kit.t.deps.db);
  });
  afterAll(async () => {
    await kit.standIn?.close();
    await kit.t?.stop();
  });
  beforeEach(async () => {
    await kit.t.resetData();
    await resetGateways(kit.t.deps.db);
    kit.standIn.razorpay.payments.clear();
    kit.standIn.cashfree.payments.clear();
  });
  kit.idOf = async (name) =>
    ZGatewayList.parse(await (await kit.t.call('GET', '/api/gateways')).json()).gateways.find((gateway) => gateway.name === name)!.id;
  kit.linkRow = async (id) => (await kit.t.deps.db.select().from(paymentLinks).where(eq(paymentLinks.id, id)))[0]!;
  kit.dueOf = async (customerId) => (await kit.t.deps.customerStore.findCustomer(customerId))!.amountDue;
  kit.linkFor = async (amount, owes = amount) => {
    const customer = await kit.make.customer({ name: 'Kavita Joshi', phone: '+91 98200 12345' });
    await kit.make.invoice(customer.id, Math.round(owes * 100), -10);
    const response = await kit.t.call('POST', '/api/workflows/payment-link', { amount, customerId: customer.id });
    const started = (await response.json()) as { executionId: string; linkId: string };
    await kit.t.settled(started.executionId);
    return { customer, link: await kit.linkRow(started.linkId) };
  };
  return kit;
}
