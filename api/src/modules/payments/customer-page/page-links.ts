import { readEnv } from '../../../core/env';
import type { PageLinks } from '../../messaging';
import { issueMessagePageTokens } from './page-tokens';

/** The short path a link to the page takes: `<PUBLIC_URL>/p?<token>` (docs/customer-page.md, "The link"). */
export const PAGE_LINK_PATH = '/p';

/** `https://portal.example.in/p?`: every link's fixed start, registered on DLT before the token's variable. */
export const pageLinkPrefix = (base: string) => `${base}${PAGE_LINK_PATH}?`;

export const pageLinkUrl = (base: string, token: string) => `${pageLinkPrefix(base)}${token}`;

/**
 * Where reminders' links point: PUBLIC_URL; without it (development) the API's own address on this
 * machine, `http://localhost:<PORT>`, which opens only there. A run has no request whose origin it could
 * take, as staff's links do: set PUBLIC_URL wherever real customers are messaged.
 */
export const reminderLinkBase = (publicUrl: string | undefined) => publicUrl ?? `http://localhost:${readEnv().PORT}`;

/** The reminder links a run's messages carry: each a new token to the customer's page, made as the gate queues it. */
export function createPageLinks(options: { base: string; validDays: number }): PageLinks {
  return {
    prefix: pageLinkPrefix(options.base),
    issue: (db, requests, now) => issueMessagePageTokens(db, requests, { now, validDays: options.validDays }),
  };
}
