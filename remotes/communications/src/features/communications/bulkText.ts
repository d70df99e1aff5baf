import type { TBulkChannel } from './api';

/** Spec part 1 §5: split on commas, trimmed, blanks dropped. */
export const parseRecipients = (text: string) =>
  text
    .split(',')
    .map((recipient) => recipient.trim())
    .filter(Boolean);

/** 'Failed to send bulk SMS (or WHATSAPP) campaign.' (spec part 1 §8). */
export const sendFailedText = (channel: TBulkChannel) => `Failed to send bulk ${channel.toUpperCase()} campaign.`;

export const CHANNEL_LABELS: Record<TBulkChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };
