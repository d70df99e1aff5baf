import { sql } from 'drizzle-orm';
import type { Database } from '../../core/db/database';
import { providers } from '../../core/db/schema/providers';

type SeedProvider = Omit<typeof providers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const INDIA_FIRST = ['IN', 'AE', 'SG', 'GB', 'US'];

/**
 * The message providers a fresh install starts with, priced in USD per unit (per message, per call minute,
 * per email) as their public price lists put them for Indian traffic. Every one sends through the sandbox
 * transport until real credentials and an adapter are configured (docs/providers.md). Payment providers are
 * the payment gateways (seed-gateways.ts): their fee, currency and state are stored there, once.
 */
export const SEED_PROVIDERS: SeedProvider[] = [
  {
    name: 'msg91_sms',
    displayName: 'MSG91 SMS',
    type: 'sms',
    priority: 1,
    isDefault: true,
    costPerUnit: 0.0024,
    description: 'Transactional SMS on DLT-registered templates across Indian operators.',
    supportedCountries: INDIA_FIRST,
    supportedFeatures: ['DLT templates', 'Delivery reports', 'Unicode', 'Sender ID'],
    config: { senderId: 'DUESFL', route: 'transactional' },
  },
  {
    name: 'gupshup_sms',
    displayName: 'Gupshup SMS',
    type: 'sms',
    priority: 2,
    costPerUnit: 0.0021,
    description: 'Bulk and transactional SMS with Indian DLT compliance.',
    supportedCountries: ['IN', 'ID', 'BD', 'AE'],
    supportedFeatures: ['DLT templates', 'Delivery reports', 'Two-way SMS'],
    config: { senderId: 'DUESFL' },
  },
  {
    name: 'twilio_sms',
    displayName: 'Twilio SMS',
    type: 'sms',
    priority: 3,
    costPerUnit: 0.0079,
    monthlyFee: 1.15,
    description: 'Global SMS; the fallback for numbers outside India.',
    supportedCountries: ['US', 'GB', 'IN', 'CA', 'AU', 'SG'],
    supportedFeatures: ['Delivery reports', 'Two-way SMS', 'Short links'],
    config: { messagingServiceSid: '' },
  },
  {
    name: 'exotel_voice',
    displayName: 'Exotel Voice',
    type: 'voice',
    priority: 1,
    isDefault: true,
    costPerUnit: 0.018,
    monthlyFee: 25,
    description: 'Outbound calls from Indian virtual numbers with IVR flows.',
    supportedCountries: ['IN', 'SG', 'ID'],
    supportedFeatures: ['IVR', 'Call recording', 'Number masking', 'Call reports'],
    config: { callerId: '08047000000' },
  },
  {
    name: 'twilio_voice',
    displayName: 'Twilio Voice',
    type: 'voice',
    priority: 2,
    costPerUnit: 0.04,
    monthlyFee: 1.15,
    description: 'Programmable voice calls with text-to-speech in Indian languages.',
    supportedCountries: ['US', 'GB', 'IN', 'CA', 'AU'],
    supportedFeatures: ['Text-to-speech', 'Call recording', 'Answering machine detection'],
    config: {},
  },
  {
    name: 'whatsapp_cloud',
    displayName: 'WhatsApp Cloud API',
    type: 'whatsapp',
    priority: 1,
    isDefault: true,
    costPerUnit: 0.0014,
    description: "Meta's hosted WhatsApp Business Platform; utility templates for payment reminders.",
    supportedCountries: ['IN', 'BR', 'ID', 'AE', 'GB'],
    supportedFeatures: ['Template messages', 'Read receipts', 'Payment links', 'Media'],
    config: { phoneNumberId: '', apiVersion: 'v21.0' },
  },
  {
    name: 'gupshup_whatsapp',
    displayName: 'Gupshup WhatsApp',
    type: 'whatsapp',
    priority: 2,
    costPerUnit: 0.0019,
    description: 'WhatsApp Business API through Gupshup, a Meta partner.',
    supportedCountries: ['IN', 'ID', 'AE'],
    supportedFeatures: ['Template messages', 'Read receipts', 'Chatbots'],
    config: { appName: 'duesflow' },
  },
  {
    name: 'sendgrid',
    displayName: 'SendGrid',
    type: 'email',
    priority: 1,
    isDefault: true,
    costPerUnit: 0.001,
    monthlyFee: 19.95,
    description: 'Transactional email with delivery and open tracking.',
    supportedCountries: ['Global'],
    supportedFeatures: ['Templates', 'Open tracking', 'Bounce handling'],
    config: { fromEmail: 'accounts@duesflow.example' },
  },
  {
    name: 'amazon_ses',
    displayName: 'Amazon SES',
    type: 'email',
    priority: 2,
    costPerUnit: 0.0001,
    description: 'Low-cost bulk and transactional email from the Mumbai region.',
    supportedCountries: ['Global'],
    supportedFeatures: ['Bounce handling', 'Dedicated IPs', 'DKIM'],
    config: { region: 'ap-south-1' },
  },
];

/** Writes the seed providers when the table is empty; returns whether it did. Safe on every start. */
export async function seedProvidersIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Processes starting together on one server: the lock makes the emptiness check and insert atomic.
    await tx.execute(sql`lock table providers in share row exclusive mode`);
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(providers)) as [{ count: number }];
    if (count > 0) return false;
    await tx.insert(providers).values(SEED_PROVIDERS);
    return true;
  });
}
