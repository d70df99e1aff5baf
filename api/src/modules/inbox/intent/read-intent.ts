import type { TInboundEvidence, TInboundIntent } from '@duesflow/shared-contracts/inbox';
import { businessDate } from '../../../core/lib/clock';
import { namedDate } from './dates';
import { DISPUTE_PHRASES, NOT_PAID_PHRASES, OPT_OUT_PHRASES, PAID_PHRASES } from './phrases';
import { normaliseReply, phrasePattern, phrasesIn } from './text';

export interface ReadIntent {
  intent: TInboundIntent;
  evidence: TInboundEvidence;
}

const OPT_OUT = phrasePattern(OPT_OUT_PHRASES);
const NOT_PAID = phrasePattern(NOT_PAID_PHRASES);
const PAID = phrasePattern(PAID_PHRASES);
const DISPUTE = phrasePattern(DISPUTE_PHRASES);

/** A UTR (12 digits, as UPI and IMPS give it) or a reference after its word ("ref: AB12CD34", "UTR 4455…"). */
const UTR = /(?<!\d)\d{12}(?!\d)/u;
const REFERENCE = /(?:utr|ref(?:erence)?|txn|transaction(?:\s+id)?)\s*(?:no\.?|number|id)?\s*[:#-]?\s*([A-Za-z0-9]{6,30})(?![A-Za-z0-9])/iu;

/** The reference a "paid" reply gives, if any. */
function referenceIn(text: string): string | undefined {
  const utr = UTR.exec(text);
  if (utr) return utr[0];
  const labelled = REFERENCE.exec(text);
  return labelled && /\d/.test(labelled[1]!) ? labelled[1] : undefined;
}

/**
 * What a customer meant (docs/inbox.md, "What a reply means"), by the first rule that matches:
 * 1. an opt-out word → `opt_out` (of the channel it came by);
 * 2. "paid" (not "not paid") → `paid_claim`, with the UTR or reference it gives;
 * 3. "wrong amount", "not mine" → `dispute`;
 * 4. a date, resolved in IST against the reply's time, today up to PROMISE_HORIZON_DAYS ahead → `promise`;
 * 5. anything else (a date in the past or too far off included) → `needs_reply`.
 * The evidence is the words that matched, as read (lower case, ASCII digits).
 */
export function readIntent(text: string, receivedAt: Date): ReadIntent {
  const reply = normaliseReply(text);
  const optOut = phrasesIn(reply, OPT_OUT);
  if (optOut.length > 0) return { intent: 'opt_out', evidence: { matched: optOut } };

  const notPaid = phrasesIn(reply, NOT_PAID);
  const paid = notPaid.length > 0 ? [] : phrasesIn(reply, PAID);
  if (paid.length > 0) {
    const reference = referenceIn(text.normalize('NFC'));
    return { intent: 'paid_claim', evidence: reference ? { matched: paid, reference } : { matched: paid } };
  }

  const dispute = phrasesIn(reply, DISPUTE);
  if (dispute.length > 0) return { intent: 'dispute', evidence: { matched: dispute } };

  const named = namedDate(reply, businessDate(receivedAt));
  if (named?.date) return { intent: 'promise', evidence: { matched: [named.matched], promisedDate: named.date } };
  return { intent: 'needs_reply', evidence: { matched: named ? [named.matched] : [] } };
}
