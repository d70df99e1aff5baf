import { ZMailgunInbound, ZMailgunSignature } from '@duesflow/shared-contracts/channel-webhooks';
import type { Context } from 'hono';
import type { AppBindings } from '../../../core/app-deps';
import { ApiError } from '../../../core/lib/api-error';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { validationError } from '../../../core/lib/validation-error';
import { hmacHex, sameSecret } from '../channels/vendor-http';
import type * as routes from './channel-webhooks.routes';
import type { ReceiveReplies } from './inbound-replies';
import { REFUSED, vendorSecrets } from './channel-webhooks.handlers';

/*
 * An email a customer sent (docs/inbox.md, "Email"), forwarded by a Mailgun route. Mailgun signs each post:
 * `signature` = HMAC-SHA256 of `timestamp` + `token` under the account's webhook signing key (kept as a
 * Mailgun provider's `webhookSigningKey`, sealed like every provider secret). The signature covers only
 * those two fields, so a post is taken only while its timestamp is fresh (5 minutes either way) and each
 * token only once; the same email posted again (Mailgun retries) is the same Message-Id and changes nothing.
 */

export const MAILGUN_UNAUTHENTICATED = {
  signature: 'The signature is not timestamp + token signed with a Mailgun provider’s webhook signing key',
  stale: 'The timestamp is more than 5 minutes from now: a signed post is taken only while fresh',
  replayed: 'This token was used before: each signed post is taken once',
} as const;

/** How far a post's timestamp may be from now. */
export const MAILGUN_FRESH_MS = 5 * 60_000;

/**
 * Tokens taken within the freshness window, with the time each stops mattering (its timestamp leaves the
 * window after that, so the timestamp check refuses it). Pruned as posts arrive: no timer.
 */
const seenTokens = new Map<string, number>();

function takeToken(token: string, nowMs: number, timestampMs: number): boolean {
  for (const [seen, until] of seenTokens) if (until < nowMs) seenTokens.delete(seen);
  if (seenTokens.has(token)) return false;
  seenTokens.set(token, timestampMs + MAILGUN_FRESH_MS);
  return true;
}

const FORM_TYPE = /^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/** The address in "Asha Traders <accounts@asha.in>" (or the whole text when it is one), lower case; null: none. */
export function emailAddressOf(value: string | undefined): string | null {
  if (!value) return null;
  const inBrackets = /<([^<>\s]+@[^<>\s]+)>/.exec(value)?.[1];
  const address = (inBrackets ?? value).trim().toLowerCase();
  return /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address) ? address : null;
}

/** A Message-Id or In-Reply-To without its angle brackets (the first id when several are given). */
export function messageIdOf(value: string | undefined): string | null {
  if (!value) return null;
  const id = /<([^<>\s]+)>/.exec(value)?.[1] ?? value.trim().split(/\s+/)[0];
  return id ? id : null;
}

/**
 * What the customer wrote this time, without the history mail programs quote below it: everything before
 * the first quoted line (`> …`), "On … wrote:", "-----Original Message-----", an Outlook header block
 * ("From: …" after a blank line) or the signature separator ("-- ").
 */
export function withoutQuotedHistory(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim();
    if (trimmed.startsWith('>')) break;
    if (/^on\b.*\bwrote:?$/i.test(trimmed)) break;
    // "On Tue, 24 Nov 2026 at 10:00, DuesFlow <…>" wraps before "wrote:" in some programs.
    if (/^on\b.*\d/i.test(trimmed) && /wrote:?$/i.test(lines[index + 1]?.trim() ?? '')) break;
    if (/^-{2,}\s*original message\s*-{2,}$/i.test(trimmed)) break;
    if (/^_{5,}$/.test(trimmed)) break;
    if (/^from:\s/i.test(trimmed) && index > 0 && lines[index - 1]!.trim() === '') break;
    if (line === '-- ' || trimmed === '--') break;
    kept.push(line);
  }
  return kept.join('\n').trim();
}

/**
 * The form fields of the post, multipart or urlencoded (attachments are not read). Any other body, or a
 * form that cannot be read, has no signature to check: it is answered as unauthenticated (401).
 */
async function formFields(c: Context<AppBindings>): Promise<Record<string, string>> {
  if (!FORM_TYPE.test(c.req.header('content-type') ?? '')) return {};
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    return {};
  }
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export const mailgunInbound =
  (receiveReplies: ReceiveReplies): AppRouteHandler<typeof routes.mailgunInbound> =>
  async (c) => {
    const fields = await formFields(c as unknown as Context<AppBindings>);
    const signed = ZMailgunSignature.safeParse(fields);
    if (!signed.success) return c.json(REFUSED(MAILGUN_UNAUTHENTICATED.signature), 401);
    const { timestamp, token, signature } = signed.data;
    const keys = await vendorSecrets(c.var.deps, 'mailgun', 'webhookSigningKey');
    if (!keys.some((key) => sameSecret(signature, hmacHex(key, `${timestamp}${token}`)))) {
      return c.json(REFUSED(MAILGUN_UNAUTHENTICATED.signature), 401);
    }
    const nowMs = c.var.deps.clock.now().getTime();
    const timestampMs = Number(timestamp) * 1000;
    if (Math.abs(nowMs - timestampMs) > MAILGUN_FRESH_MS) return c.json(REFUSED(MAILGUN_UNAUTHENTICATED.stale), 401);

    const parsed = ZMailgunInbound.safeParse(fields);
    if (!parsed.success) return c.json(validationError(parsed.error, 'form'), 400);
    const mail = parsed.data;
    const from = emailAddressOf(mail.from) ?? emailAddressOf(mail.sender);
    if (!from) throw new ApiError(400, 'validation_error', 'Invalid request: from: Expected the sender’s email address');
    const messageId = messageIdOf(mail['Message-Id']);
    // A token is taken once the post is known good, so a malformed post does not use it up.
    if (!takeToken(token, nowMs, timestampMs)) return c.json(REFUSED(MAILGUN_UNAUTHENTICATED.replayed), 401);
    const text = mail['stripped-text']?.trim() || withoutQuotedHistory(mail['body-plain'] ?? '');
    const replies = await receiveReplies(c.var.deps, [
      {
        channel: 'email',
        // Without a Message-Id, the signed token names this post.
        vendorMessageId: messageId ?? `mailgun:${token}`,
        from,
        fromIsInternational: false,
        text,
        buttonPayload: null,
        answersVendorMessageId: messageIdOf(mail['In-Reply-To']),
        receivedAt: new Date(timestampMs),
      },
    ]);
    return c.json({ received: 0, applied: 0, unchanged: 0, unknown: 0, replies }, 200);
  };
