import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { paymentGateways } from '../../core/db/schema/payment-gateways';
import { providers } from '../../core/db/schema/providers';
import { resetGateways } from '../payments';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The migration that made the gateway row the one truth about a payment vendor, run again over what an
 * earlier install held: payment providers in the providers table, some with a gateway, one without.
 */
const MIGRATIONS = join(__dirname, '../../../drizzle');
const moveSql = () => {
  const file = readdirSync(MIGRATIONS).find((name) => name.endsWith('_one_truth_per_payment_vendor.sql'))!;
  return readFileSync(join(MIGRATIONS, file), 'utf8').split('--> statement-breakpoint');
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.stop());

it('moves payment providers onto their gateways (the gateway keeps its fee and state) or makes them gateways, and leaves none behind', async () => {
  await t.resetData();
  await resetGateways(t.deps.db);
  await t.deps.db.update(paymentGateways).set({ description: '' }).where(eq(paymentGateways.provider, 'razorpay'));
  await t.deps.db.insert(providers).values([
    // An earlier install's copy of Razorpay, with another fee and state: the gateway's are what routed money.
    {
      name: 'razorpay',
      displayName: 'Razorpay',
      type: 'payment',
      priority: 1,
      status: 'inactive',
      costPerUnit: 0.5,
      config: { feePercentage: 9, keyId: 'rzp_old' },
      description: 'Payment links and UPI',
      supportedCountries: ['IN', 'MY'],
      supportedFeatures: ['UPI'],
    },
    {
      name: 'stripe',
      displayName: 'Stripe',
      type: 'payment',
      priority: 4,
      status: 'active',
      currency: 'INR',
      costPerUnit: 3,
      config: { feePercentage: 2.9 },
      description: 'Cards',
      supportedCountries: ['IN'],
      supportedFeatures: ['Cards'],
    },
    {
      name: 'paytm',
      displayName: 'Paytm',
      type: 'payment',
      priority: 5,
      status: 'maintenance',
      currency: 'USD',
      costPerUnit: 0.05,
      config: {},
    },
    { name: 'kaleyra_sms', displayName: 'Kaleyra SMS', type: 'sms', priority: 1 },
  ]);

  for (const statement of moveSql()) await t.deps.db.execute(sql.raw(statement));

  const left = await t.deps.db.select({ name: providers.name, type: providers.type }).from(providers);
  expect(left.filter((row) => row.type === 'payment')).toEqual([]);
  expect(left.map((row) => row.name)).toContain('kaleyra_sms');
  const gateways = new Map((await t.deps.db.select().from(paymentGateways)).map((row) => [row.provider, row]));
  expect(gateways.get('razorpay')).toMatchObject({
    isActive: true,
    feePercentage: 2,
    fixedFeePaise: 0,
    description: 'Payment links and UPI',
    credentials: { keyId: 'rzp_old' },
  });
  expect(gateways.get('stripe')).toMatchObject({
    name: 'Stripe',
    isActive: true,
    maintenance: false,
    feePercentage: 2.9,
    fixedFeePaise: 300,
    supportedCurrencies: ['INR'],
    maxAmountPaise: 1_00_000_00,
    supportedFeatures: ['Cards'],
  });
  // A fixed fee in dollars cannot become rupees without a rate: it is left at zero.
  expect(gateways.get('paytm')).toMatchObject({ name: 'Paytm', isActive: false, maintenance: true, feePercentage: 0, fixedFeePaise: 0 });
});
