import { addDays } from '../../../core/lib/clock';
import { DAY_OF_MONTH_WORDS, MONTHS, NEXT_WORDS, RELATIVE_DAYS, WEEKDAYS } from './phrases';
import { LETTER, alternation } from './text';

/** A promise is taken for a date at most this many days after the reply; further off, staff answer it. */
export const PROMISE_HORIZON_DAYS = 90;

/** A date the reply names: `date` null when it is in the past, beyond the horizon or no real day (31/02). */
export interface NamedDate {
  matched: string;
  date: string | null;
}

interface Parts {
  year: number;
  month: number;
  day: number;
}

function partsOf(isoDate: string): Parts {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** YYYY-MM-DD of a real day, or null (31 February, month 13). */
function isoOf({ year, month, day }: Parts): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A day and month without a year: this year's, or next year's when this year's has passed. */
function nextDayOfYear(today: string, month: number, day: number): string | null {
  const { year } = partsOf(today);
  const thisYear = isoOf({ year, month, day });
  if (thisYear && thisYear >= today) return thisYear;
  return isoOf({ year: year + 1, month, day });
}

/** A day of the month alone: this month's, or next month's when this month's has passed. */
function nextDayOfMonth(today: string, day: number): string | null {
  const { year, month } = partsOf(today);
  const thisMonth = isoOf({ year, month, day });
  if (thisMonth && thisMonth >= today) return thisMonth;
  return isoOf({ year: month === 12 ? year + 1 : year, month: month === 12 ? 1 : month + 1, day });
}

function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

const MONTH = alternation(Object.keys(MONTHS));

/** Each way of naming a date, most specific first, with how it resolves against the reply's date. */
const RULES: { pattern: RegExp; resolve(match: RegExpExecArray, today: string): string | null }[] = [
  {
    // 15/12/2026, 15-12-26, 15.12.2026: day first, as India writes it.
    pattern: /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.-]*\d)/u,
    resolve: (match) => {
      const year = match[4]!.length === 2 ? 2000 + Number(match[4]) : Number(match[4]);
      return isoOf({ year, month: Number(match[3]), day: Number(match[1]) });
    },
  },
  {
    // 15/12, 15-12 (not 1.5, which is more often an amount)
    pattern: /(?<![\d/.-])(\d{1,2})[/-](\d{1,2})(?![\d/.-]*\d)/u,
    resolve: (match, today) => nextDayOfYear(today, Number(match[2]), Number(match[1])),
  },
  {
    // 15 Dec, 15th December, 15 दिसंबर
    pattern: new RegExp(`(?<!\\d)(\\d{1,2})\\s*(?:st|nd|rd|th)?\\s*(?:of\\s+)?(${MONTH})(?!${LETTER})`, 'u'),
    resolve: (match, today) => nextDayOfYear(today, MONTHS[match[2]!]!, Number(match[1])),
  },
  {
    // Dec 15, December 15th
    pattern: new RegExp(`(?<!${LETTER})(${MONTH})\\s+(\\d{1,2})(?:st|nd|rd|th)?(?!\\d)`, 'u'),
    resolve: (match, today) => nextDayOfYear(today, MONTHS[match[1]!]!, Number(match[2])),
  },
  {
    // 15 tarikh, 15 तारीख, 15th: a day of this month (or the next, once this one's has passed).
    pattern: new RegExp(`(?<!\\d)(\\d{1,2})\\s*(?:${alternation(DAY_OF_MONTH_WORDS)})(?!${LETTER})`, 'u'),
    resolve: (match, today) => nextDayOfMonth(today, Number(match[1])),
  },
  {
    // on 15, by 20
    pattern: new RegExp(`(?<!${LETTER})(?:on|by|before)\\s+(\\d{1,2})(?![\\d/.-]*\\d)`, 'u'),
    resolve: (match, today) => nextDayOfMonth(today, Number(match[1])),
  },
  {
    // next Monday, agle somvar, पुढच्या सोमवारी, Friday: the first such day after the reply's.
    pattern: new RegExp(`(?<!${LETTER})(?:(?:${alternation(NEXT_WORDS)})\\s+)?(${alternation(Object.keys(WEEKDAYS))})(?!${LETTER})`, 'u'),
    resolve: (match, today) => {
      const wanted = WEEKDAYS[match[1]!]!;
      const ahead = (wanted - weekdayOf(today) + 7) % 7 || 7;
      return addDays(today, ahead);
    },
  },
  {
    // today, kal, parso, उद्या
    pattern: new RegExp(`(?<!${LETTER})(${alternation(Object.keys(RELATIVE_DAYS))})(?!${LETTER})`, 'u'),
    resolve: (match, today) => addDays(today, RELATIVE_DAYS[match[1]!.replace(/\s+/g, ' ')]!),
  },
];

/**
 * The date a (normalised) reply names, resolved against the reply's own date in IST: the first rule
 * that matches decides. A date in the past or more than PROMISE_HORIZON_DAYS ahead is named but not
 * taken (`date` null): staff answer the customer.
 */
export function namedDate(text: string, today: string): NamedDate | null {
  for (const rule of RULES) {
    const match = rule.pattern.exec(text);
    if (!match) continue;
    const date = rule.resolve(match, today);
    const inRange = date !== null && date >= today && date <= addDays(today, PROMISE_HORIZON_DAYS);
    return { matched: match[0], date: inRange ? date : null };
  }
  return null;
}
