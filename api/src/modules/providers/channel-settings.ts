import { eq, sql } from 'drizzle-orm';
import { MESSAGE_CHANNELS, type TChannelSetting, type TMessageChannel } from '@duesflow/shared-contracts/providers';
import type { Queryable } from '../../core/db/database';
import { channelSettings } from '../../core/db/schema/channel-settings';
import { providers } from '../../core/db/schema/providers';

/** The channels switched off on Provider Settings (no row means on). */
export async function disabledChannels(db: Queryable): Promise<Set<TMessageChannel>> {
  const rows = await db.select({ channel: channelSettings.channel }).from(channelSettings).where(eq(channelSettings.enabled, false));
  return new Set(rows.map((row) => row.channel));
}

/** Every message channel with its switch and how many active providers could carry it. */
export async function listChannelSettings(db: Queryable): Promise<TChannelSetting[]> {
  const off = await disabledChannels(db);
  const counts = await db
    .select({ type: providers.type, count: sql<number>`count(*)::int` })
    .from(providers)
    .where(eq(providers.status, 'active'))
    .groupBy(providers.type);
  const active = new Map(counts.map((row) => [row.type as string, Number(row.count)]));
  return MESSAGE_CHANNELS.map((channel) => ({ channel, enabled: !off.has(channel), activeProviders: active.get(channel) ?? 0 }));
}

/** Switches a channel on or off for every sender; providers' own statuses are left as they are. */
export async function setChannelEnabled(db: Queryable, channel: TMessageChannel, enabled: boolean, now: Date): Promise<TChannelSetting> {
  await db
    .insert(channelSettings)
    .values({ channel, enabled, updatedAt: now })
    .onConflictDoUpdate({ target: channelSettings.channel, set: { enabled, updatedAt: now } });
  const [setting] = (await listChannelSettings(db)).filter((row) => row.channel === channel);
  return setting!;
}
