import type { TInboundIntent } from '@duesflow/shared-contracts/inbox';
import { readIntent } from './read-intent';

// Thursday 26 November 2026, 10:30 IST.
const RECEIVED = new Date('2026-11-26T05:00:00Z');

type Row = [reply: string, intent: TInboundIntent, detail?: { date?: string; reference?: string; matched?: string[] }];

/** The rules' table: each reply as a customer might write it, and what it must be read as. */
const TABLE: Row[] = [
  // Opt-outs, in every language and case.
  ['STOP', 'opt_out', { matched: ['stop'] }],
  ['stop', 'opt_out'],
  ['Please stop sending these messages', 'opt_out', { matched: ['stop sending'] }],
  ['unsubscribe', 'opt_out'],
  ['रोकें', 'opt_out', { matched: ['रोकें'] }],
  ['कृपया मैसेज बंद करो', 'opt_out'],
  ['मेसेज बंद करा', 'opt_out', { matched: ['बंद करा'] }],
  ['band karo ye sab', 'opt_out'],
  // A claimed payment, with its reference when it gives one.
  ['paid yesterday', 'paid_claim', { matched: ['paid'] }],
  ['Payment done UTR 412345678901', 'paid_claim', { reference: '412345678901', matched: ['payment done'] }],
  ['Paid. Ref: TXN98AB12', 'paid_claim', { reference: 'TXN98AB12' }],
  ['already paid', 'paid_claim', { matched: ['already paid'] }],
  ['kal hi bhar diya', 'paid_claim', { matched: ['bhar diya'] }],
  ['मैंने कल भुगतान कर दिया', 'paid_claim', { matched: ['भुगतान कर दिया'] }],
  ['पैसे भरले', 'paid_claim', { matched: ['पैसे भरले'] }],
  ['काल पैसे भरले 998877665544', 'paid_claim', { reference: '998877665544' }],
  // "Not paid" is no claim: the date in it is a promise.
  ['not paid yet, will pay kal', 'promise', { date: '2026-11-27' }],
  // Disputes.
  ['wrong amount', 'dispute', { matched: ['wrong amount'] }],
  ['This invoice is not mine', 'dispute', { matched: ['not mine'] }],
  ['bill galat hai', 'dispute', { matched: ['galat'] }],
  ['हे बिल चुकीचे आहे', 'dispute', { matched: ['चुकीचे'] }],
  ['यह मेरा नहीं है', 'dispute'],
  // Promises: the date resolved in IST against the reply's time (Thursday 26 November 2026).
  ['मैं 15 तारीख को भुगतान करूँगा', 'promise', { date: '2026-12-15', matched: ['15 तारीख'] }],
  ['15 tarikh ko de dunga', 'promise', { date: '2026-12-15' }],
  ['28 tarikh', 'promise', { date: '2026-11-28' }],
  ['१५ तारीख', 'promise', { date: '2026-12-15' }],
  ['30 तारखेला देतो', 'promise', { date: '2026-11-30' }],
  ['kal', 'promise', { date: '2026-11-27', matched: ['kal'] }],
  ['कल दूंगा', 'promise', { date: '2026-11-27' }],
  ['aaj shaam tak', 'promise', { date: '2026-11-26' }],
  ['parso', 'promise', { date: '2026-11-28' }],
  ['परसों पक्का', 'promise', { date: '2026-11-28' }],
  ['उद्या देतो', 'promise', { date: '2026-11-27' }],
  ['will pay tomorrow', 'promise', { date: '2026-11-27' }],
  ['day after tomorrow', 'promise', { date: '2026-11-28', matched: ['day after tomorrow'] }],
  ['agle somvar', 'promise', { date: '2026-11-30', matched: ['agle somvar'] }],
  ['next Monday', 'promise', { date: '2026-11-30' }],
  ['अगले सोमवार को', 'promise', { date: '2026-11-30' }],
  ['पुढच्या सोमवारी देतो', 'promise', { date: '2026-11-30' }],
  ['Thursday', 'promise', { date: '2026-12-03' }],
  ['15/12', 'promise', { date: '2026-12-15', matched: ['15/12'] }],
  ['on 15-12-2026', 'promise', { date: '2026-12-15' }],
  ['15 Dec', 'promise', { date: '2026-12-15' }],
  ['by December 20th', 'promise', { date: '2026-12-20' }],
  ['5 जनवरी', 'promise', { date: '2027-01-05' }],
  ['20 Feb', 'promise', { date: '2027-02-20' }],
  ['I will pay on 15', 'promise', { date: '2026-12-15' }],
  // A date in the past, too far off or no real day: staff answer.
  ['15/12/2025', 'needs_reply', { matched: ['15/12/2025'] }],
  ['10/11', 'needs_reply'],
  ['5 March', 'needs_reply'],
  ['31/02', 'needs_reply'],
  // Anything else.
  ['hello', 'needs_reply', { matched: [] }],
  ['who is this?', 'needs_reply'],
  ['please call me', 'needs_reply'],
  ['₹1.5 lakh is too much', 'needs_reply'],
  ['stopped by the shop', 'needs_reply'],
];

describe('what a reply means', () => {
  it.each(TABLE)('%j → %s', (reply, intent, detail = {}) => {
    const read = readIntent(reply, RECEIVED);
    expect(read.intent).toBe(intent);
    if (detail.date) expect(read.evidence.promisedDate).toBe(detail.date);
    if (intent !== 'promise') expect(read.evidence.promisedDate).toBeUndefined();
    if (detail.reference) expect(read.evidence.reference).toBe(detail.reference);
    if (detail.matched) expect(read.evidence.matched).toEqual(detail.matched);
    if (intent !== 'needs_reply') expect(read.evidence.matched.length).toBeGreaterThan(0);
  });

  it('resolves dates in IST: 23:00 IST on the 26th is already the 27th in India, "kal" the 28th', () => {
    const lateEvening = new Date('2026-11-26T18:30:00Z');
    expect(readIntent('kal', lateEvening).evidence.promisedDate).toBe('2026-11-28');
  });

  it('takes a promise up to 90 days ahead and no further', () => {
    expect(readIntent('24/02', RECEIVED).evidence.promisedDate).toBe('2027-02-24');
    expect(readIntent('25/02', RECEIVED).intent).toBe('needs_reply');
  });
});
