import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Queryable } from '../../../core/db/database';
import { customers } from '../../../core/db/schema/customers';
import { messages } from '../../../core/db/schema/messages';

/**
 * The sender's number as E.164, Indian unless it says otherwise ("9876543210", "09876543210",
 * "+91 98765 43210" and "919876543210" are all +919876543210); null when it is no valid number. A
 * number written with its country code but no `+` (WhatsApp's wa_id) is read as international.
 */
export function e164Of(raw: string, international: boolean): string | null {
  const text = raw.trim();
  const written = international && !text.startsWith('+') ? `+${text.replace(/\D/g, '')}` : text;
  const parsed = parsePhoneNumberFromString(written, 'IN');
  return parsed?.isValid() ? parsed.number : null;
}

/** The last ten digits of a stored phone, as SQL: narrows the customers to compare before libphonenumber decides. */
const lastTenDigits = sql<string>`right(regexp_replace(${customers.phone}, '[^0-9]', '', 'g'), 10)`;

/** The one customer whose phone is this number (E.164), or null when none or several have it. */
export async function customerWithNumber(db: Queryable, e164: string): Promise<string | null> {
  const rows = await db
    .select({ id: customers.id, phone: customers.phone })
    .from(customers)
    .where(and(isNotNull(customers.phone), eq(lastTenDigits, e164.replace(/\D/g, '').slice(-10))));
  const same = rows.filter((row) => e164Of(row.phone!, false) === e164);
  return same.length === 1 ? same[0]!.id : null;
}

/** Our message a reply answers, by the vendor's id of it (WhatsApp `context.id`), with its customer. */
export async function answeredMessage(
  db: Queryable,
  channel: string,
  vendorMessageId: string | null,
): Promise<{ id: string; customerId: string | null } | null> {
  if (!vendorMessageId) return null;
  const [row] = await db
    .select({ id: messages.id, customerId: messages.customerId })
    .from(messages)
    .where(and(eq(messages.providerMessageId, vendorMessageId), eq(messages.channel, channel as 'whatsapp' | 'sms')))
    .limit(1);
  return row ?? null;
}

/** The one customer whose email is this address (compared in lower case), or null when none or several have it. */
export async function customerWithEmail(db: Queryable, address: string): Promise<string | null> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(trim(${customers.email}))`, address.trim().toLowerCase()))
    .limit(2);
  return rows.length === 1 ? rows[0]!.id : null;
}
