import { DLT_VARIABLE_MAX } from '@duesflow/shared-contracts/message-templates';
import type { Refusal } from './customer-state';

/** `{amount}`, `{customerName}`, DLT's `{#var#}`: what a message must not carry when it goes out. */
const PLACEHOLDER = /\{#?[A-Za-z_]\w*#?\}/g;

/** The placeholders a text still carries, each once, in order. */
export function unfilledPlaceholders(text: string): string[] {
  return [...new Set(text.match(PLACEHOLDER) ?? [])];
}

/** The refusal of a text with an unfilled placeholder, naming the first ones. */
export function placeholderRefusal(text: string): Refusal | undefined {
  const found = unfilledPlaceholders(text);
  return found.length > 0 ? { reason: 'placeholder', detail: found.join(', ') } : undefined;
}

const LINK = /\bhttps?:\/\/[^\s]+/gi;

/**
 * DLT's rules for an SMS (INDIA-RULES.md): a registered content template id, each variable at most
 * 30 characters, and links only on the whitelisted domain (the portal's own; no public shorteners).
 * `linkHosts` empty: no domain is configured (PUBLIC_URL unset), so links are not checked.
 */
export function dltRefusal(
  text: string,
  template: { templateId: string; params: string[] } | undefined,
  linkHosts: readonly string[],
): Refusal | undefined {
  if (template && !template.templateId.trim()) return { reason: 'dlt', detail: 'no registered DLT template id' };
  const long = template?.params.find((value) => value.length > DLT_VARIABLE_MAX);
  if (long !== undefined)
    return { reason: 'dlt', detail: `a value is longer than ${DLT_VARIABLE_MAX} characters: "${long.slice(0, 40)}…"` };
  if (linkHosts.length > 0) {
    for (const link of text.match(LINK) ?? []) {
      let host = '';
      try {
        host = new URL(link).host.toLowerCase();
      } catch {
        // an unreadable link is as unlisted as a foreign one
      }
      if (!linkHosts.includes(host)) return { reason: 'dlt', detail: `the link ${host || link} is not on the portal's domain` };
    }
  }
  return undefined;
}
