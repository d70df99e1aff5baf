import type { Queryable } from '../../core/db/database';
import type { TContactChannel } from '../../core/db/schema/contact-attempts';
import type { Delivery } from './delivery/deliver-message';
import type { SendOptionsRow } from './send-options';

/*
 * A reminder's link to the customer's own page (docs/customer-page.md, "The link"). A sender fills
 * `{link}` with SAMPLE_PAGE_TOKEN; the gate swaps in a token of the message's own only as it queues the
 * message, in the same transaction, and only for a message not queued before. So a preview or a
 * refused message makes no token, a plan repeated after a crash makes no second one, and the stored
 * body — sent again as written after a crash — carries the one link there is.
 */

/** What a message's link carries until the gate queues it: as long as a real token, so parts and cost stay true. */
export const SAMPLE_PAGE_TOKEN = 'SAMPLE-LINK-NOT-ISSUED';

/** A message to a known customer whose text carries the sample link (GateItem.pageLink). */
export interface PageLinkSlot {
  customerId: string;
}

/** One link to make: to this customer's page, for a message on `channel` to `to`. */
export interface PageLinkRequest {
  customerId: string;
  channel: TContactChannel;
  to: string;
}

/** Reminder links (the payments module's customer page makes them; the run's context carries them). */
export interface PageLinks {
  /** `https://portal.example.in/p?`: the fixed start of every link, the part DLT whitelists. */
  prefix: string;
  /** A new token per request, in order, written with `db` (the gate's transaction). */
  issue(db: Queryable, requests: PageLinkRequest[], now: Date): Promise<string[]>;
}

/** The link `{link}` is filled with: the page link's fixed start, the token, and the channel it goes on. */
export interface LinkFill {
  prefix: string;
  token: string;
  channel: TContactChannel;
}

/**
 * How a sender fills `{link}` for one message: with the sample link, marked for the gate to make the
 * customer's own; nothing for a text without `{link}`, an unknown number, or a send without page links
 * (the gate then refuses the text for its unfilled `{link}`).
 */
export function samplePageLink(
  pageLinks: PageLinks | undefined,
  content: string,
  customerId: string | null | undefined,
  channel: TContactChannel,
): { link?: LinkFill; pageLink?: PageLinkSlot } {
  if (!pageLinks || !customerId || !content.includes('{link}')) return {};
  return { link: { prefix: pageLinks.prefix, token: SAMPLE_PAGE_TOKEN, channel }, pageLink: { customerId } };
}

/**
 * What `{link}` is filled with: the text carries the whole link; the template's variable is the token
 * alone for an SMS (DLT's variable follows the registered prefix and holds at most 30 characters), the
 * whole link on WhatsApp and email (their templates take it as one variable).
 */
export function linkValues(prefix: string, token: string, channel: TContactChannel): { text: string; variable: string } {
  return { text: `${prefix}${token}`, variable: channel === 'sms' ? token : `${prefix}${token}` };
}

/** The message with its own token in place of the sample, in its text and in its WhatsApp template's values. */
export function withToken(delivery: Delivery, options: SendOptionsRow | undefined, token: string) {
  const swap = (text: string) => text.split(SAMPLE_PAGE_TOKEN).join(token);
  return {
    delivery: { ...delivery, body: swap(delivery.body) },
    options: options?.whatsappTemplate
      ? { ...options, whatsappTemplate: { ...options.whatsappTemplate, params: options.whatsappTemplate.params.map(swap) } }
      : options,
  };
}
