import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { TCreateProvider, TUpdateProvider } from '@duesflow/shared-contracts/providers';
import { providerSecretFields } from '@duesflow/shared-contracts/secret-fields';
import type { Database, Queryable } from '../../core/db/database';
import { providers, type TProviderStatus, type TProviderType } from '../../core/db/schema/providers';
import { FieldError } from '../../core/lib/field-error';
import { ApiError, notFound } from '../../core/lib/api-error';
import type { SecretBox } from '../../core/secrets/secret-box';
import { sealConfig } from '../../core/secrets/secret-config';
import {
  createPaymentProvider,
  deletePaymentProvider,
  isPaymentProvider,
  paymentProviderRows,
  updatePaymentProvider,
} from './payment-providers';
import type { ProviderRow } from './provider-rows';

export interface ProviderFilter {
  type?: TProviderType;
  status?: TProviderStatus;
}

/**
 * Priority order (1 first), then name, so equal priorities list the same way every time. Message providers
 * come from the providers table, payment providers are the payment gateways (payment-providers.ts).
 */
export async function listProviderRows(db: Queryable, filter: ProviderFilter = {}): Promise<ProviderRow[]> {
  const conditions: SQL[] = [ne(providers.type, 'payment')];
  if (filter.type) conditions.push(eq(providers.type, filter.type));
  if (filter.status) conditions.push(eq(providers.status, filter.status));
  const [messages, payments] = await Promise.all([
    filter.type === 'payment'
      ? []
      : db
          .select()
          .from(providers)
          .where(and(...conditions))
          .orderBy(asc(providers.priority), asc(providers.name)),
    !filter.type || filter.type === 'payment' ? paymentProviderRows(db, filter.status) : [],
  ]);
  return [...messages, ...payments].sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
}

const duplicateName = (name: string) => new ApiError(409, 'duplicate_name', `A provider named '${name}' already exists`);

/** A unique-name race that got past the check: Postgres reports 23505 (drizzle wraps it as `cause`). */
function isUniqueViolation(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown })?.cause].map((e) => (e as { code?: string } | undefined)?.code);
  return codes.includes('23505');
}

async function assertNameFree(tx: Queryable, name: string, exceptId?: string) {
  const taken = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(exceptId ? and(eq(providers.name, name), ne(providers.id, exceptId)) : eq(providers.name, name));
  if (taken.length > 0) throw duplicateName(name);
}

/** One default per type: making a provider the default takes it from the others of its type. */
async function clearOtherDefaults(tx: Queryable, type: TProviderType, keepId: string) {
  await tx
    .update(providers)
    .set({ isDefault: false })
    .where(and(eq(providers.type, type), eq(providers.isDefault, true), ne(providers.id, keepId)));
}

export async function createProvider(db: Database, box: SecretBox, input: TCreateProvider, now: Date): Promise<ProviderRow> {
  if (input.type === 'payment') return createPaymentProvider(db, input, now);
  try {
    return await db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const [row] = await tx
        .insert(providers)
        .values({ ...input, config: sealConfig(box, input.config, {}, providerSecretFields(input.name)), createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('provider insert returned nothing');
      if (row.isDefault) await clearOtherDefaults(tx, row.type, row.id);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(input.name);
    throw error;
  }
}

/** Applies only the fields the client sent; a config sent back masked keeps its stored secrets (docs/secrets.md). */
export async function updateProvider(db: Database, box: SecretBox, id: string, changes: TUpdateProvider, now: Date): Promise<ProviderRow> {
  if (await isPaymentProvider(db, id)) return updatePaymentProvider(db, id, changes, now);
  if (changes.type === 'payment')
    throw new FieldError('type', 'Payment providers are the payment gateways: add one with type payment instead');
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(providers).where(eq(providers.id, id));
      if (!current) throw notFound('Provider');
      if (changes.name !== undefined) await assertNameFree(tx, changes.name, id);
      const values = { ...changes, updatedAt: now };
      // The vendor's declared secrets, by the name it will have; a config kept as it is stays sealed as it was.
      if (changes.config !== undefined) {
        values.config = sealConfig(box, changes.config, current.config, providerSecretFields(changes.name ?? current.name));
      }
      const [row] = await tx.update(providers).set(values).where(eq(providers.id, id)).returning();
      if (!row) throw notFound('Provider');
      if (row.isDefault) await clearOtherDefaults(tx, row.type, row.id);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error) && changes.name) throw duplicateName(changes.name);
    throw error;
  }
}

/**
 * Deletes the provider. Messages it sent keep its name (`messages.provider`, `message_attempts.provider_name`),
 * so history and contact records stay readable; its attempts just lose the link to the row.
 */
export async function deleteProvider(db: Database, id: string): Promise<ProviderRow> {
  if (await isPaymentProvider(db, id)) return deletePaymentProvider(db, id);
  const [row] = await db.delete(providers).where(eq(providers.id, id)).returning();
  if (!row) throw notFound('Provider');
  return row;
}
