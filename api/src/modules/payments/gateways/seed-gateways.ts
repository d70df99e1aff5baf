import { count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../core/db/database';
import { gatewayFailoverRules, paymentGateways } from '../../../core/db/schema/payment-gateways';

/**
 * The spec's three Indian gateways (part 2): priorities 1–3, max ₹2,00,000 / ₹1,00,000 / ₹50,000,
 * min ₹1, fees 2 %, 2.3 % + ₹2, 1.8 % + ₹5; INR and USD for the first, INR for the others. Without
 * credentials each runs as a sandbox gateway (links paid on the portal's sandbox page). These rows are also
 * the payment providers of Provider Management (docs/providers.md § One truth per vendor).
 */
export const DEFAULT_GATEWAYS = [
  {
    name: 'Razorpay',
    provider: 'razorpay',
    priority: 1,
    maxAmountPaise: 200_000_00,
    feePercentage: 2,
    fixedFeePaise: 0,
    supportedCurrencies: ['INR', 'USD'],
    description: 'Payment links and UPI, cards, netbanking.',
    supportedCountries: ['IN', 'MY'],
    supportedFeatures: ['Payment links', 'UPI', 'Cards', 'Netbanking', 'Webhooks'],
  },
  {
    name: 'Cashfree',
    provider: 'cashfree',
    priority: 2,
    maxAmountPaise: 100_000_00,
    feePercentage: 2.3,
    fixedFeePaise: 2_00,
    supportedCurrencies: ['INR'],
    description: 'Payment links and UPI with partial payments.',
    supportedCountries: ['IN'],
    supportedFeatures: ['Payment links', 'UPI', 'Cards', 'Webhooks'],
  },
  {
    name: 'PayU',
    provider: 'payu',
    priority: 3,
    maxAmountPaise: 50_000_00,
    feePercentage: 1.8,
    fixedFeePaise: 5_00,
    supportedCurrencies: ['INR'],
    description: 'Cards, UPI and EMI.',
    supportedCountries: ['IN', 'PL', 'TR', 'ZA'],
    supportedFeatures: ['Cards', 'UPI', 'EMI', 'Webhooks'],
  },
] as const;

/** The spec's two sample rules: amount above ₹50,000 → first to second; failure rate above 5 % → second to third. */
export const DEFAULT_FAILOVER_RULES = [
  { name: 'High Amount Routing', condition: 'amount_threshold', value: 50_000, primary: 0, fallback: 1 },
  { name: 'Failure Rate Failover', condition: 'failure_rate', value: 5, primary: 1, fallback: 2 },
] as const;

/** Gateways are configuration: an empty table gets the defaults and the sample rules (idempotent). */
export async function seedGatewaysIfEmpty(db: Queryable): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Processes starting together on one server: the lock makes the emptiness check and insert atomic.
    await tx.execute(sql`lock table payment_gateways in share row exclusive mode`);
    const [existing] = await tx.select({ n: count() }).from(paymentGateways);
    if (Number(existing?.n ?? 0) > 0) return false;
    const inserted = await tx
      .insert(paymentGateways)
      .values(
        DEFAULT_GATEWAYS.map((gateway) => ({
          ...gateway,
          supportedCurrencies: [...gateway.supportedCurrencies],
          supportedCountries: [...gateway.supportedCountries],
          supportedFeatures: [...gateway.supportedFeatures],
          minAmountPaise: 100,
        })),
      )
      .returning({ id: paymentGateways.id, name: paymentGateways.name });
    const idOf = (index: number) => inserted.find((row) => row.name === DEFAULT_GATEWAYS[index]!.name)!.id;
    const seededAt = Date.now();
    await tx.insert(gatewayFailoverRules).values(
      DEFAULT_FAILOVER_RULES.map((rule, index) => ({
        // The spec's order, which routing applies them in.
        createdAt: new Date(seededAt + index),
        name: rule.name,
        condition: rule.condition,
        value: rule.value,
        primaryGatewayId: idOf(rule.primary),
        fallbackGatewayId: idOf(rule.fallback),
      })),
    );
    return true;
  });
}

/** Tests: the gateways and rules as seeded, whatever a test changed. */
export async function resetGateways(db: Queryable): Promise<void> {
  await db.delete(gatewayFailoverRules);
  await db.delete(paymentGateways);
  await seedGatewaysIfEmpty(db);
}

export const gatewayByName = async (db: Queryable, name: string) =>
  (await db.select().from(paymentGateways).where(eq(paymentGateways.name, name)))[0];
