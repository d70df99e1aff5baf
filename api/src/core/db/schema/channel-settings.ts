import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TContactChannel } from './contact-attempts';

/**
 * Whether a channel (sms, voice, whatsapp, email) may send at all: the Provider Settings card's toggle.
 * No row means on. A channel switched off sends nothing through any of its providers (docs/providers.md).
 */
export const channelSettings = pgTable('channel_settings', {
  channel: text().$type<TContactChannel>().primaryKey(),
  enabled: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
