import { recommendChannel } from './channel';
import { scoreOf, WEIGHTS, type ScoreInput } from './score';

/* The worklist's score (docs/worklist.md "The score"): every part with its points, and the rules that move a customer. */

const now = new Date('2026-11-26T06:00:00Z'); // 11:30 IST
const today = '2026-11-26';
const base: ScoreInput = {
  now,
  today,
  overduePaise: 10_000_00,
  daysOverdue: 30,
  brokenRecently: 0,
  openPromiseDate: null,
  lastContactAt: new Date('2026-11-24T06:00:00Z'),
  lastOutcome: null,
  paidRecentlyPaise: 0,
  lastPaymentAt: new Date('2026-10-01T06:00:00Z'),
};
const score = (changes: Partial<ScoreInput> = {}) => scoreOf({ ...base, ...changes });
const pointsOf = (changes: Partial<ScoreInput>, part: string) => score(changes).parts.find((entry) => entry.part === part)?.points;

describe('scoreOf', () => {
  it('adds its parts: 8 points per tenfold of the amount (at most 40) and 1 per 3 days past due (at most 30)', () => {
    const { score: total, parts } = score();
    expect(parts.map((part) => [part.part, part.points])).toEqual([
      ['amount', 32],
      ['days', 10],
    ]);
    expect(total).toBe(42);
    expect(pointsOf({ overduePaise: 10_00_00_000_00 }, 'amount')).toBe(WEIGHTS.amountMax);
    expect(pointsOf({ daysOverdue: 400 }, 'days')).toBe(WEIGHTS.daysMax);
    expect(parts.every((part) => part.rule.length > 0 && part.label.length > 0)).toBe(true);
  });

  it('lowers a customer tried today without an answer, and lowers more one spoken to today', () => {
    const noAnswer = score({ lastOutcome: { outcome: 'no_answer', at: new Date('2026-11-26T04:00:00Z'), callBackAt: null } });
    expect(noAnswer.score).toBe(score().score + WEIGHTS.noAnswerToday);
    expect(noAnswer.parts).toContainEqual(expect.objectContaining({ part: 'outcome', label: 'No answer today' }));
    const answered = score({ lastOutcome: { outcome: 'answered', at: new Date('2026-11-26T04:00:00Z'), callBackAt: null } });
    expect(answered.score).toBeLessThan(noAnswer.score);
    // Yesterday's "no answer" does not lower today.
    expect(score({ lastOutcome: { outcome: 'no_answer', at: new Date('2026-11-25T04:00:00Z'), callBackAt: null } }).score).toBe(
      score().score,
    );
  });

  it('puts a promise due today above everything else on that date, and lowers one for a later date', () => {
    const due = score({ openPromiseDate: today, overduePaise: 1_00, daysOverdue: 1 });
    const biggest = score({ overduePaise: 10_00_00_000_00, daysOverdue: 400, brokenRecently: 5, lastContactAt: null, lastPaymentAt: null });
    expect(due.score).toBeGreaterThan(biggest.score);
    expect(due.parts[0]).toMatchObject({ part: 'promise_due', label: 'Promise due today', points: WEIGHTS.promiseDueToday });
    expect(pointsOf({ openPromiseDate: '2026-11-30' }, 'promise_pending')).toBe(WEIGHTS.promisePending);
  });

  it('raises broken promises (25 each in 90 days, at most 50), silence, and no payment; lowers recent payments', () => {
    expect(pointsOf({ brokenRecently: 1 }, 'broken_promises')).toBe(25);
    expect(pointsOf({ brokenRecently: 3 }, 'broken_promises')).toBe(50);
    expect(score({ lastContactAt: null }).parts).toContainEqual(
      expect.objectContaining({ part: 'last_contact', label: 'Never contacted', points: 10 }),
    );
    expect(pointsOf({ lastPaymentAt: null }, 'payments')).toBe(WEIGHTS.noPayment);
    expect(pointsOf({ paidRecentlyPaise: 500_00 }, 'payments')).toBe(WEIGHTS.paidRecently);
  });

  it('raises a call-back whose time has come and lowers one still to come', () => {
    const callBack = (at: string) => ({ outcome: 'call_back' as const, at: new Date('2026-11-26T03:00:00Z'), callBackAt: new Date(at) });
    expect(pointsOf({ lastOutcome: callBack('2026-11-26T05:00:00Z') }, 'outcome')).toBe(WEIGHTS.callBackDue);
    expect(score({ lastOutcome: callBack('2026-11-26T10:30:00Z') }).parts).toContainEqual(
      expect.objectContaining({ label: 'Call back later at 16:00 today', points: WEIGHTS.doneToday }),
    );
  });
});

describe('recommendChannel', () => {
  const input = {
    phone: '+919811155201',
    email: 'a@b.in',
    overduePaise: 10_000_00,
    daysOverdue: 5,
    hold: null,
    brokenPromise: false,
    promiseDueToday: false,
    lastOutcome: null,
  };
  it('calls for large, old or broken-promise dues, writes on WhatsApp otherwise, and says why', () => {
    expect(recommendChannel(input)).toMatchObject({ channel: 'whatsapp' });
    expect(recommendChannel({ ...input, overduePaise: 60_000_00 }).channel).toBe('voice');
    expect(recommendChannel({ ...input, brokenPromise: true })).toEqual({ channel: 'voice', reason: 'They broke a promise: call them' });
    expect(recommendChannel({ ...input, lastOutcome: 'no_answer' }).channel).toBe('whatsapp');
    expect(recommendChannel({ ...input, lastOutcome: 'wrong_number' }).channel).toBe('email');
    expect(recommendChannel({ ...input, phone: null, email: null }).channel).toBeNull();
    expect(recommendChannel({ ...input, hold: { kind: 'disputed', until: null, note: 'Goods damaged' } })).toMatchObject({ channel: null });
  });
});
