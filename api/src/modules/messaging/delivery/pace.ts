import { providerVendor } from '@duesflow/shared-contracts/secret-fields';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../../core/db/database';

/**
 * A vendor's documented rate, used when a provider's config sets none (docs/sending.md, "Provider
 * throughput"): WhatsApp Cloud API 80 messages/s per business number (Meta's default throughput),
 * Exotel 200 API requests/min. An SMS vendor's rate is per account, as agreed with it: set
 * `ratePerSecond` (or `ratePerMinute`) on the provider's config.
 */
export const VENDOR_DEFAULT_RATES: Readonly<Record<string, number>> = {
  whatsapp_cloud: 80,
  exotel: 200 / 60,
};

/**
 * The share of the rate actually used: requests leave evenly spaced at 90 % of it, so that a request
 * leaving up to LATE_SLOT_MS after its slot (a busy event loop, several processes' timers) still never
 * puts more than the rate into one second at the vendor: (1000 ms + late) / spacing ≤ rate.
 */
export const PACE_MARGIN = 0.9;
/** The most a paced request may leave after its slot; later, it takes a new slot (100 ms, under the 111 the margin allows). */
export const LATE_SLOT_MS = 100;

/**
 * A provider's rate in requests per second: its config's `ratePerSecond` or `ratePerMinute` (a positive
 * number), else its vendor's default when it goes to the vendor's real API (`viaVendor`); null: unpaced.
 */
export function providerRate(name: string, config: Record<string, unknown>, viaVendor: boolean): number | null {
  const perSecond = Number(config.ratePerSecond);
  if (Number.isFinite(perSecond) && perSecond > 0) return perSecond;
  const perMinute = Number(config.ratePerMinute);
  if (Number.isFinite(perMinute) && perMinute > 0) return perMinute / 60;
  if (!viaVendor) return null;
  return VENDOR_DEFAULT_RATES[providerVendor(name) ?? ''] ?? null;
}

/** Milliseconds between two requests to a provider at `rate` per second, with the margin. */
export const spacingMs = (rate: number) => 1000 / (rate * PACE_MARGIN);

/**
 * Reserves `count` consecutive request slots on a provider's pace, shared by every process through one
 * row (one upsert: the next free slot moves on by count × spacing). Answers how many milliseconds from
 * now the first slot is; slot i is at `first + i × spacing`.
 */
export async function reserveSlots(db: Queryable, providerId: string, rate: number, count: number): Promise<number> {
  const span = (count * spacingMs(rate)) / 1000;
  const [row] = rowsOf<{ until_ms: number | string }>(
    await db.execute(sql`
      insert into provider_pace (provider_id, next_at) values (${providerId}::uuid, clock_timestamp() + make_interval(secs => ${span}))
      on conflict (provider_id) do update
        set next_at = greatest(provider_pace.next_at, clock_timestamp()) + make_interval(secs => ${span})
      returning (extract(epoch from (next_at - clock_timestamp())) * 1000)::float8 as until_ms
    `),
  );
  return Math.max(0, Number(row?.until_ms ?? 0) - count * spacingMs(rate));
}

/**
 * `count` consecutive slots on a provider's shared pace (`reserveSlots`), as `performance.now()` times.
 * The database answers how far from its own clock the first slot is; that distance is counted from when
 * the answer arrived, not from before the statement was sent. A statement that waited for the connection
 * or a busy event loop then places the slots late by as long as the answer took to be read, never early,
 * so this process's requests cannot come closer to another process's than the pace spaces them.
 */
export async function reserveSlotTimes(db: Queryable, providerId: string, rate: number, count: number): Promise<number[]> {
  const first = await reserveSlots(db, providerId, rate, count);
  const answeredAt = performance.now();
  return Array.from({ length: count }, (_, k) => answeredAt + first + k * spacingMs(rate));
}

/**
 * A vendor said "too many requests": nobody sends to it before `waitMs` from now (its Retry-After, or a
 * second), whichever process asks next.
 */
export async function holdOff(db: Queryable, providerId: string, waitMs: number): Promise<void> {
  await db.execute(sql`
    insert into provider_pace (provider_id, next_at, throttled) values (${providerId}::uuid, clock_timestamp() + make_interval(secs => ${waitMs / 1000}), 1)
    on conflict (provider_id) do update
      set next_at = greatest(provider_pace.next_at, clock_timestamp() + make_interval(secs => ${waitMs / 1000})), throttled = provider_pace.throttled + 1
  `);
}
