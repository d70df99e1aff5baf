import { sql } from 'drizzle-orm';
import { SMS_COST_PER_SEGMENT_USD, smsSegments } from '@duesflow/shared-contracts/sms-segments';
import { rowsOf, type Queryable } from '../../core/db/database';
import type { TContactChannel } from '../../core/db/schema/contact-attempts';

/** The first active provider of a channel: whether there is one, and its price per unit. */
export interface ChannelPrice {
  provider: string;
  costPerUnit: number;
  currency: string;
}

/** Every channel's first active provider (by priority), in one statement. */
export async function channelPrices(db: Queryable): Promise<Map<TContactChannel, ChannelPrice>> {
  const rows = rowsOf<{ type: TContactChannel; name: string; cost_per_unit: string | number; currency: string }>(
    await db.execute(sql`
      select distinct on (type) type, name, cost_per_unit, currency from providers
      where status = 'active' and type in ('sms', 'voice', 'whatsapp', 'email')
      order by type, priority, name
    `),
  );
  return new Map(rows.map((row) => [row.type, { provider: row.name, costPerUnit: Number(row.cost_per_unit), currency: row.currency }]));
}

/** What a provider bills for one message: SMS per part (smsSegments), every other channel per message or call. */
export const billedUnits = (channel: TContactChannel, body: string) => (channel === 'sms' ? Math.max(1, smsSegments(body).segments) : 1);

/**
 * Adds up a send's cost exactly (in ten-thousandths, the prices' precision), in the currency of the
 * first priced channel. One function for the preview, the start's reply and history, so the three agree.
 */
export class CostSum {
  private tenThousandths = 0;
  private units = 0;
  private currency: string | null = null;

  constructor(private readonly prices: Map<TContactChannel, ChannelPrice>) {}

  add(channel: TContactChannel, units: number): this {
    const price = this.prices.get(channel);
    // No provider priced for SMS: the spec's figure per part, so a campaign still shows what it costs.
    const perUnit = price?.costPerUnit ?? (channel === 'sms' ? SMS_COST_PER_SEGMENT_USD : 0);
    this.currency ??= price?.currency ?? 'USD';
    this.tenThousandths += units * Math.round(perUnit * 10_000);
    this.units += units;
    return this;
  }

  result(): { amount: number; currency: string; units: number } {
    return { amount: this.tenThousandths / 10_000, currency: this.currency ?? 'USD', units: this.units };
  }
}
