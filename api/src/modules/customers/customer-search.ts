/** What a customer is searched by: lower-cased name and email, and the phone number's digits. */
export interface SearchKeys {
  searchText: string;
  phoneDigits: string;
}

/** Digits only: "+91 98714 29927" → "919871429927". */
export function digitsOf(text: string | null | undefined): string {
  return (text ?? '').replace(/\D/g, '');
}

/**
 * Whether a customer matches a search: a case-insensitive part of the name or email, or, when the
 * search holds digits, those digits within the phone number's digits, whatever spaces, dashes or
 * country code either is written with ("9871429927" finds "+91 98714 29927").
 */
export function matcher(query: string): (row: SearchKeys) => boolean {
  const text = query.trim().toLowerCase();
  if (!text) return () => true;
  const digits = phoneSearchOf(text);
  return (row) => row.searchText.includes(text) || (digits !== null && row.phoneDigits.includes(digits));
}

/** The digits a search looks for in phone numbers: set when the (trimmed, lower-cased) search is written like a phone number. */
export function phoneSearchOf(text: string): string | null {
  const digits = digitsOf(text);
  return digits.length > 0 && /^[\d\s()+\-.]+$/.test(text) ? digits : null;
}
