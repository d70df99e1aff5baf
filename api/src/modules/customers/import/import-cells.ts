import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { MAX_AMOUNT_PAISE } from '@duesflow/shared-contracts/common';

/**
 * One cell of an import file as read: text from a CSV (or an Excel text cell), a number or a date from an
 * Excel cell, null when empty. Each reader below turns a cell into the stored value or the reason it
 * cannot be one (docs/customer-import.md "Values").
 */
export type Cell = string | number | Date | null;

export type Read<T> = { value: T } | { problem: string };

/** A cell as text, trimmed: an Excel date as YYYY-MM-DD, a number as JavaScript prints it. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/**
 * A customer's mobile number, as stored ("+91 98765 43210"), with its E.164 form to compare by. Indian
 * numbers only (reminders go by SMS and WhatsApp under India's rules): 10 digits, with or without 0, 91
 * or +91 in front; landlines and foreign numbers are refused.
 */
export function readMobile(text: string): Read<{ stored: string; e164: string }> {
  const parsed = parsePhoneNumberFromString(text, 'IN');
  if (!parsed?.isValid() || parsed.country !== 'IN') return { problem: 'not a valid Indian mobile number' };
  return { value: { stored: parsed.formatInternational(), e164: parsed.number } };
}

const CURRENCY = /^(₹|rs\.?|inr)\s*/i;
const INDIAN_OR_PLAIN = /^\d{1,3}(,\d{2})*(,\d{3})$|^\d{1,3}(,\d{3})+$|^\d+$/;

/**
 * Rupees written as in India ("12,000.50", "₹1,20,000", "Rs. 500", 1200.5 from an Excel cell), into exact
 * integer paise by reading the digits, never by floating-point arithmetic. More than two decimals, a
 * negative amount or more than ₹10 crore is refused; 0 means nothing is due.
 */
export function readAmountPaise(cell: Cell): Read<number> {
  let text: string;
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return { problem: 'not an amount' };
    // An Excel number prints back as typed (1234.56), or with an exponent when huge or tiny.
    text = String(cell);
  } else text = cellText(cell);
  text = text.replace(CURRENCY, '').replace(/\s+/g, '');
  if (text.startsWith('-')) return { problem: 'must not be negative' };
  const match = /^([\d,]+)(?:\.(\d*))?$/.exec(text);
  if (!match || !INDIAN_OR_PLAIN.test(match[1]!)) return { problem: `not an amount ("${cellText(cell).slice(0, 40)}")` };
  const decimals = match[2] ?? '';
  if (decimals.length > 2) return { problem: 'more than two decimals' };
  const paise = Number(match[1]!.replaceAll(',', '')) * 100 + Number(decimals.padEnd(2, '0'));
  if (paise > MAX_AMOUNT_PAISE) return { problem: 'more than ₹10,00,00,000' };
  return { value: paise };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** Excel's day 0 (serial 1 is 1 Jan 1900; its false 29 Feb 1900 makes day 0 fall on 30 Dec 1899). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || year > 9999 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A date as written in India: DD/MM/YYYY (or with - or .), YYYY-MM-DD, "26 Nov 2026", "26-Nov-26", or an
 * Excel date cell (or a date serial number). Day first always: 03/04/2026 is 3 April.
 */
export function readDate(cell: Cell): Read<string> {
  if (cell instanceof Date) {
    // Excel's dates carry no zone; the reader gives them as midnight UTC.
    const date = calendarDate(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
    return date ? { value: date } : { problem: 'not a date' };
  }
  if (typeof cell === 'number') {
    if (!Number.isInteger(cell) || cell < 1 || cell > 2_958_465) return { problem: 'not a date' };
    return { value: new Date(EXCEL_EPOCH_MS + cell * DAY_MS).toISOString().slice(0, 10) };
  }
  const text = cellText(cell);
  const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));
  let date: string | null = null;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) date = calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  else if ((match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(text))) {
    date = calendarDate(fullYear(match[3]!), Number(match[2]), Number(match[1]));
  } else if ((match = /^(\d{1,2})[\s-]+([a-z]{3,9})[\s,-]+(\d{4}|\d{2})$/i.exec(text))) {
    const month = MONTHS.indexOf(match[2]!.slice(0, 3).toLowerCase());
    date = month >= 0 ? calendarDate(fullYear(match[3]!), month + 1, Number(match[1])) : null;
  } else if (/^\d+$/.test(text)) return readDate(Number(text));
  return date ? { value: date } : { problem: `not a date: write it as DD/MM/YYYY ("${text.slice(0, 40)}")` };
}

const ZEmail = z.email();

export function readEmail(text: string): Read<string> {
  return text.length <= 200 && ZEmail.safeParse(text).success ? { value: text.toLowerCase() } : { problem: 'not an email address' };
}

/** Names, invoice numbers: at most `max` characters, no NUL (PostgreSQL text cannot hold one). */
export function readText(text: string, max: number): Read<string> {
  if (text.length > max) return { problem: `more than ${max} characters` };
  if (text.includes('\u0000')) return { problem: 'contains a NUL character' };
  return { value: text.replace(/\s+/g, ' ') };
}
