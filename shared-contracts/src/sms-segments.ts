/*
 * How carriers count and bill an SMS (docs/communications.md): a message in the GSM 03.38 7-bit alphabet
 * holds 160 characters in one SMS and 153 per part once split (the rest of each part carries the
 * concatenation header); any character outside it (Devanagari, an emoji, a curly quote) makes the whole
 * message UCS-2, 70 characters in one SMS and 67 per part. GSM-7's extension characters (€ [ ] { } \ ^ ~ |
 * and form feed) take two places. UCS-2 counts UTF-16 code units, so an emoji outside the basic plane
 * takes two. Providers bill per part.
 */

/** The GSM 03.38 basic character set (one place each). */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The GSM 03.38 extension table (escape + character: two places each). */
const GSM7_EXTENDED = '\f^{}\\[~]|€';

const BASIC = new Set(GSM7_BASIC);
const EXTENDED = new Set(GSM7_EXTENDED);

export type TSmsEncoding = 'GSM-7' | 'UCS-2';

export const SMS_LIMITS = {
  'GSM-7': { single: 160, perPart: 153 },
  'UCS-2': { single: 70, perPart: 67 },
} as const satisfies Record<TSmsEncoding, { single: number; perPart: number }>;

export interface SmsSegments {
  encoding: TSmsEncoding;
  /** Places the text takes in its encoding (GSM-7 extension characters count two; UCS-2 counts UTF-16 units). */
  units: number;
  /** Billed SMS parts: 0 for an empty text. */
  segments: number;
  /** Places per part at this length: `single` for one part, `perPart` once split. */
  perSegment: number;
  /** Places left in the last part before another part is needed. */
  remaining: number;
}

/** The encoding a text needs: GSM-7 when every character is in the GSM 03.38 alphabet, otherwise UCS-2. */
export function smsEncoding(text: string): TSmsEncoding {
  for (const char of text) if (!BASIC.has(char) && !EXTENDED.has(char)) return 'UCS-2';
  return 'GSM-7';
}

/** Counts a text the way carriers bill it. */
export function smsSegments(text: string): SmsSegments {
  const encoding = smsEncoding(text);
  let units = 0;
  if (encoding === 'GSM-7') for (const char of text) units += EXTENDED.has(char) ? 2 : 1;
  else units = text.length;
  const limits = SMS_LIMITS[encoding];
  if (units === 0) return { encoding, units, segments: 0, perSegment: limits.single, remaining: limits.single };
  if (units <= limits.single) return { encoding, units, segments: 1, perSegment: limits.single, remaining: limits.single - units };
  const segments = Math.ceil(units / limits.perPart);
  return { encoding, units, segments, perSegment: limits.perPart, remaining: segments * limits.perPart - units };
}

/** SMS price per part in dollars (spec part 2 §9: $0.0075 per message; duesflow bills per part). */
export const SMS_COST_PER_SEGMENT_USD = 0.0075;

/**
 * The cost of sending `segments` parts to `recipients` people, in dollars rounded to 4 decimals (the
 * spec's display). Computed in ten-thousandths of a dollar so it stays exact.
 */
export function smsCostUsd(recipients: number, segments: number): number {
  return (recipients * segments * Math.round(SMS_COST_PER_SEGMENT_USD * 10_000)) / 10_000;
}
