/** Devanagari digits (०–९) as ASCII, so "१५ तारीख" reads like "15 तारीख". */
function asciiDigits(text: string): string {
  return text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/**
 * A reply as the rules read it: Unicode NFC (so a Devanagari nukta typed either way matches), lower case,
 * ASCII digits, curly apostrophes straight, runs of spaces as one.
 */
export function normaliseReply(text: string): string {
  return asciiDigits(text.normalize('NFC'))
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const LETTER = '[\\p{L}\\p{M}\\p{N}]';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A pattern matching any of the phrases as whole words (JavaScript's `\b` knows only ASCII letters, so
 * Devanagari words get their own boundaries), longest first so "payment done" wins over "paid".
 */
export function phrasePattern(phrases: readonly string[]): RegExp {
  return new RegExp(`(?<!${LETTER})${alternation(phrases)}(?!${LETTER})`, 'gu');
}

/** `(?:…|…)` of the phrases, longest first, a space standing for any run of spaces (no word boundaries). */
export function alternation(phrases: readonly string[]): string {
  const alternatives = [...phrases]
    .map((phrase) => phrase.normalize('NFC').toLowerCase())
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.split(' ').map(escape).join('\\s+'));
  return `(?:${alternatives.join('|')})`;
}

/** The phrases found in the text, as they are written there. */
export function phrasesIn(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[0]);
}

export { LETTER };
