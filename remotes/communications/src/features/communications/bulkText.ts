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

/** The API names a bad recipient by its place ("recipients.1"); staff know it by what they typed. */
export function recipientNamer(recipients: string[]) {
  return (path: string): string | undefined => {
    if (path === 'message') return 'Message';
    const match = /^recipients\.(\d+)$/.exec(path);
    const typed = match ? recipients[Number(match[1])] : undefined;
    return typed === undefined ? undefined : `"${typed}"`;
  };
}

/** What the cost of a bulk send counts: SMS parts for SMS, messages for WhatsApp. */
export const COST_UNITS: Record<TBulkChannel, string> = { sms: 'SMS parts', whatsapp: 'messages' };
