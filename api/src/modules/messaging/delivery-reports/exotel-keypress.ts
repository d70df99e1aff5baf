import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ZExotelKeypress } from '@duesflow/shared-contracts/channel-webhooks';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { messages } from '../../../core/db/schema/messages';
import { ApiError } from '../../../core/lib/api-error';
import { validationError } from '../../../core/lib/validation-error';
import type * as routes from './channel-webhooks.routes';
import type { InboundReply, ReceiveReplies } from './inbound-replies';
import { exotelProviderWithToken, REFUSED, UNAUTHENTICATED } from './channel-webhooks.handlers';

/*
 * A keypress from the reminder call's menu (docs/inbox.md, "Keypresses"): the Exotel flow's Gather applet
 * takes the digits, its Passthru applet calls this address with them. Exotel signs nothing, so the address
 * carries the Exotel provider's webhookToken, as MSG91's does.
 *
 *   1        send me the link: the customer's page link goes to them by SMS (a `reply`), handled at once
 *   2        I will pay: "promised, date to be agreed", waiting for staff to agree the date
 *   2DDMM    I will pay on that day (21512 = by 15 December): a promise to that date, read by the reply rules
 *   3        talk to someone: waiting for staff
 *   other    stored as pressed, waiting for staff
 */

/** What a keypress means, written as the reply's text (what staff read in the inbox) and its reading. */
export function keypressReply(digits: string): Pick<InboundReply, 'text' | 'read' | 'handled' | 'followUp'> {
  if (digits === '1') {
    return {
      text: 'Pressed 1 on the call: send me the link',
      read: { intent: 'needs_reply', evidence: { matched: ['1'] } },
      handled: true,
      followUp: 'page_link',
    };
  }
  const dated = /^2(\d{2})(\d{2})$/.exec(digits);
  if (dated) {
    // The date goes to the reply rules as India writes it ("15/12"): the same window (today to 90 days) applies.
    return { text: `Pressed 2 on the call: I will pay by ${dated[1]}/${dated[2]}`, read: undefined };
  }
  if (digits === '2') {
    return {
      text: 'Pressed 2 on the call: I will pay (date to be agreed)',
      read: { intent: 'needs_reply', evidence: { matched: ['2'] } },
    };
  }
  if (digits === '3') {
    return { text: 'Pressed 3 on the call: talk to someone', read: { intent: 'needs_reply', evidence: { matched: ['3'] } } };
  }
  return {
    text: `Pressed ${digits || 'nothing'} on the call`,
    read: { intent: 'needs_reply', evidence: { matched: digits ? [digits] : [] } },
  };
}

/** Exotel's time of the request ("YYYY-MM-DD HH:MM:SS", IST); anything else is not read. */
function exotelTime(value: string | undefined): Date | null {
  const match = value ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(value.trim()) : null;
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The audit action of the keypress route (a GET, since Passthru only makes GETs: the guard audits no GET, so it is recorded here). */
const AUDIT_ACTION = 'channel-webhook.exotel-keypress';

export const exotelKeypress =
  (receiveReplies: ReceiveReplies): AppRouteHandler<typeof routes.exotelKeypress> =>
  async (c) => {
    const audit = (status: number, detail: string) =>
      c.var.deps.audit.record({
        userId: null,
        userEmail: null,
        action: AUDIT_ACTION,
        target: null,
        outcome: status < 400 ? 'success' : status === 401 ? 'denied' : 'failed',
        status,
        detail,
      });
    const { token } = c.req.valid('query');
    if (!(await exotelProviderWithToken(c.var.deps, token))) {
      audit(401, 'invalid_signature');
      return c.json(REFUSED(UNAUTHENTICATED.exotelKeypress), 401);
    }
    const parsed = ZExotelKeypress.safeParse(c.req.query());
    if (!parsed.success) {
      audit(400, 'validation_error');
      return c.json(validationError(parsed.error, 'query'), 400);
    }
    const press: z.infer<typeof ZExotelKeypress> = parsed.data;
    // Exotel quotes the digits ("1"); a Gather ended by # may leave it on.
    const digits = (press.digits ?? '').replace(/["#\s]/g, '');
    if (!/^\d{0,10}$/.test(digits)) {
      audit(400, 'validation_error');
      throw new ApiError(400, 'validation_error', 'Invalid request: digits: Expected the keys pressed (0-9)');
    }
    const now = c.var.deps.clock.now();
    const receivedAt = exotelTime(press.CurrentTime) ?? now;
    // The call we placed (its CallSid, as Exotel answered our request): its number is the customer's.
    const [call] = await c.var.deps.db
      .select({ to: messages.to })
      .from(messages)
      .where(and(eq(messages.providerMessageId, press.CallSid), eq(messages.channel, 'voice')))
      .limit(1);
    const replies = await receiveReplies(c.var.deps, [
      {
        channel: 'voice',
        // The same keys on the same call are the same keypress (Exotel retries a Passthru that timed out).
        vendorMessageId: `${press.CallSid}:${digits}`,
        from: call?.to ?? press.CallFrom ?? press.From ?? '',
        fromIsInternational: false,
        buttonPayload: digits,
        answersVendorMessageId: press.CallSid,
        receivedAt,
        ...keypressReply(digits),
      },
    ]);
    audit(200, `keypress ${digits || '(none)'} on call ${press.CallSid.slice(0, 80)}: ${replies.stored ? 'stored' : 'duplicate'}`);
    // Exotel's Passthru reads the status only: 200 goes on along the flow's success branch.
    return c.json({ received: 0, applied: 0, unchanged: 0, unknown: 0, replies }, 200);
  };
