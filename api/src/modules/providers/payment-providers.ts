import { and, asc, count, eq, ne, type SQL } from 'drizzle-orm';
import { PAYMENT_PROVIDER_CURRENCY, type TCreateProvider, type TUpdateProvider } from '@duesflow/shared-contracts/providers';
import type { Database, Queryable } from '../../core/db/database';
import { paymentLinks } from '../../core/db/schema/payment-links';
import { paymentGateways } from '../../core/db/schema/payment-gateways';
import type { TProviderStatus } from '../../core/db/schema/providers';
import { FieldError } from '../../core/lib/field-error';
import { ApiError, notFound } from '../../core/lib/api-error';
import { paiseToRupees, rupeesToPaise } from '../../core/lib/money';
import type { ProviderRow } from './provider-rows';

/*
 * One truth per payment vendor (docs/providers.md): a payment provider of Provider Management IS a payment
 * gateway row. Its fee (percentage + fixed fee in rupees), currency (INR) and active state are read from and
 * written to that row, so Provider Management and Payment Gateways can never show two different things.
 */

/** What a payment vendor's fees are charged in: the gateways take and charge rupees. */
export const PAYMENT_FEE_CURRENCY = PAYMENT_PROVIDER_CURRENCY;
/** A payment provider added in Provider Management takes links from ₹1 up to this until its limits are set on Payment Gateways. */
export const NEW_GATEWAY_MAX_AMOUNT_PAISE = 1_00_000_00;

type GatewayRow = typeof paymentGateways.$inferSelect;

/** A gateway's state in Provider Management's words: maintenance, active (switched on) or inactive. */
export function providerStatusOf(gateway: Pick<GatewayRow, 'isActive' | 'maintenance'>): TProviderStatus {
  if (gateway.maintenance) return 'maintenance';
  return gateway.isActive ? 'active' : 'inactive';
}

/** A status set in Provider Management, as the gateway stores it. */
function gatewayStateOf(status: TProviderStatus): Pick<GatewayRow, 'isActive' | 'maintenance'> | Pick<GatewayRow, 'maintenance'> {
  if (status === 'maintenance') return { maintenance: true };
  return { isActive: status === 'active', maintenance: false };
}

/**
 * The gateway as a provider row: `name` is its vendor, `displayName` its name; `costPerUnit` the fixed fee
 * per payment in rupees and `config.feePercentage` its percentage; no setup or monthly fee. The default
 * payment provider is the gateway first by priority (routing tries it first).
 */
export function gatewayAsProvider(gateway: GatewayRow, firstId: string | undefined): ProviderRow {
  return {
    id: gateway.id,
    name: gateway.provider,
    displayName: gateway.name,
    type: 'payment',
    description: gateway.description,
    status: providerStatusOf(gateway),
    priority: gateway.priority,
    isDefault: gateway.id === firstId,
    costPerUnit: paiseToRupees(gateway.fixedFeePaise),
    setupFee: 0,
    monthlyFee: 0,
    currency: PAYMENT_FEE_CURRENCY,
    healthCheckUrl: gateway.healthCheckUrl,
    // Only the fee: the gateway's keys are shown (masked) and set on Payment Gateways.
    config: { feePercentage: Number(gateway.feePercentage) },
    supportedCountries: gateway.supportedCountries,
    supportedFeatures: gateway.supportedFeatures,
    createdAt: gateway.createdAt,
    updatedAt: gateway.updatedAt,
  };
}

/** The payment providers, i.e. the gateways, in priority order; `status` filters as Provider Management does. */
export async function paymentProviderRows(db: Queryable, status?: TProviderStatus): Promise<ProviderRow[]> {
  const rows = await db.select().from(paymentGateways).orderBy(asc(paymentGateways.priority), asc(paymentGateways.name));
  const firstId = rows[0]?.id;
  return rows.map((row) => gatewayAsProvider(row, firstId)).filter((row) => !status || row.status === status);
}

export async function isPaymentProvider(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentGateways.id }).from(paymentGateways).where(eq(paymentGateways.id, id));
  return row !== undefined;
}

/** The fee fields Provider Management may send for a payment vendor, checked before anything is written. */
function feeChanges(input: Partial<TCreateProvider>): Partial<Pick<GatewayRow, 'feePercentage' | 'fixedFeePaise'>> {
  if (input.currency !== undefined && input.currency.toUpperCase() !== PAYMENT_FEE_CURRENCY) {
    throw new FieldError('currency', `A payment provider's fees are in rupees (${PAYMENT_FEE_CURRENCY}), as its gateway charges them`);
  }
  for (const field of ['setupFee', 'monthlyFee'] as const) {
    if ((input[field] ?? 0) !== 0)
      throw new FieldError(field, 'A payment provider has no setup or monthly fee: it costs a percentage and a fixed fee per payment');
  }
  const changes: Partial<Pick<GatewayRow, 'feePercentage' | 'fixedFeePaise'>> = {};
  if (input.costPerUnit !== undefined) {
    if (Math.abs(input.costPerUnit * 100 - Math.round(input.costPerUnit * 100)) > 1e-9) {
      throw new FieldError('costPerUnit', "A payment provider's fixed fee is rupees with at most two decimals");
    }
    changes.fixedFeePaise = rupeesToPaise(input.costPerUnit);
  }
  if (input.config !== undefined) {
    const { feePercentage, ...rest } = input.config as Record<string, unknown>;
    if (Object.keys(rest).length > 0)
      throw new FieldError(
        'config',
        "A payment provider's keys and limits are set on Payment Gateways; its config holds only feePercentage",
      );
    if (feePercentage !== undefined) {
      const value = Number(feePercentage);
      if (
        typeof feePercentage !== 'number' ||
        !Number.isFinite(value) ||
        value < 0 ||
        value > 100 ||
        Math.round(value * 100) !== value * 100
      ) {
        throw new FieldError('config.feePercentage', 'The fee is a percentage from 0 to 100 with at most two decimals');
      }
      changes.feePercentage = value;
    }
  }
  return changes;
}

const duplicateName = (name: string) => new ApiError(409, 'duplicate_name', `A provider named '${name}' already exists`);

async function assertGatewayFree(tx: Queryable, where: SQL, name: string) {
  const [taken] = await tx.select({ id: paymentGateways.id }).from(paymentGateways).where(where);
  if (taken) throw duplicateName(name);
}

/** Adds a payment provider: a new gateway (sandbox until its keys are set on Payment Gateways). */
export async function createPaymentProvider(db: Database, input: TCreateProvider, now: Date): Promise<ProviderRow> {
  const fees = feeChanges(input);
  return db.transaction(async (tx) => {
    await assertGatewayFree(tx, eq(paymentGateways.provider, input.name), input.name);
    await assertGatewayFree(tx, eq(paymentGateways.name, input.displayName), input.displayName);
    const [row] = await tx
      .insert(paymentGateways)
      .values({
        name: input.displayName,
        provider: input.name,
        priority: input.priority,
        isActive: input.status === 'active',
        maintenance: input.status === 'maintenance',
        maxAmountPaise: NEW_GATEWAY_MAX_AMOUNT_PAISE,
        supportedCurrencies: [PAYMENT_FEE_CURRENCY],
        ...fees,
        healthCheckUrl: input.healthCheckUrl,
        description: input.description,
        supportedCountries: input.supportedCountries,
        supportedFeatures: input.supportedFeatures,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return gatewayAsProvider(row!, undefined);
  });
}

/** Changes a payment provider: what is the gateway's is written to the gateway, nowhere else. */
export async function updatePaymentProvider(db: Database, id: string, changes: TUpdateProvider, now: Date): Promise<ProviderRow> {
  const fees = feeChanges(changes);
  if (changes.type !== undefined && changes.type !== 'payment') {
    throw new FieldError('type', 'A payment provider is a payment gateway; it cannot become another type');
  }
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(paymentGateways).where(eq(paymentGateways.id, id));
    if (!current) throw notFound('Provider');
    if (changes.name !== undefined && changes.name !== current.provider) {
      throw new FieldError('name', `The vendor of a payment gateway is fixed (${current.provider})`);
    }
    if (changes.displayName !== undefined) {
      await assertGatewayFree(tx, and(eq(paymentGateways.name, changes.displayName), ne(paymentGateways.id, id))!, changes.displayName);
    }
    await tx
      .update(paymentGateways)
      .set({
        ...fees,
        ...(changes.status !== undefined ? gatewayStateOf(changes.status) : {}),
        ...(changes.displayName !== undefined ? { name: changes.displayName } : {}),
        ...(changes.priority !== undefined ? { priority: changes.priority } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        ...(changes.healthCheckUrl !== undefined ? { healthCheckUrl: changes.healthCheckUrl } : {}),
        ...(changes.supportedCountries !== undefined ? { supportedCountries: changes.supportedCountries } : {}),
        ...(changes.supportedFeatures !== undefined ? { supportedFeatures: changes.supportedFeatures } : {}),
        updatedAt: now,
      })
      .where(eq(paymentGateways.id, id));
  });
  const rows = await paymentProviderRows(db);
  return rows.find((row) => row.id === id)!;
}

/**
 * Deletes a payment provider, i.e. its gateway, only while no payment link was ever routed to it: a gateway
 * that carried money keeps its row (switch it off instead), so its links, payments and figures stay whole.
 */
export async function deletePaymentProvider(db: Database, id: string): Promise<ProviderRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(paymentGateways).where(eq(paymentGateways.id, id)).for('update');
    if (!current) throw notFound('Provider');
    const [links] = await tx.select({ n: count() }).from(paymentLinks).where(eq(paymentLinks.gatewayId, id));
    if (Number(links?.n ?? 0) > 0) {
      throw new ApiError(409, 'gateway_in_use', `${current.name} has payment links; switch it off instead of deleting it`);
    }
    await tx.delete(paymentGateways).where(eq(paymentGateways.id, id));
    return gatewayAsProvider(current, undefined);
  });
}
