import { dltRefusal, placeholderRefusal, unfilledPlaceholders } from './message-checks';
import { contactHoldOf, optOutRefusal, stateRefusal, type CustomerState } from './customer-state';
import { honestOutcome, runOutcomeOf } from './run-outcome';
import { CostSum } from './cost';
import { SkipCounts, skipsForEvent } from './skip-counts';

describe('what a message must not carry', () => {
  it('names every unfilled placeholder once, DLT variables too', () => {
    expect(unfilledPlaceholders('Pay {amount} by {date}: {link} ({amount})')).toEqual(['{amount}', '{date}', '{link}']);
    expect(placeholderRefusal('Dear {#var#}, pay today')).toEqual({ reason: 'placeholder', detail: '{#var#}' });
    expect(placeholderRefusal('Pay Rs. 4,500.00 by 29 Nov 2026 {}')).toBeUndefined();
  });

  it("refuses an SMS DLT would block: no registered id, a value over 30 characters, a link off the portal's domain", () => {
    const hosts = ['portal.duesflow.in'];
    expect(dltRefusal('Pay here', { templateId: ' ', params: [] }, hosts)).toMatchObject({
      reason: 'dlt',
      detail: 'no registered DLT template id',
    });
    expect(dltRefusal('Hi', { templateId: '1107', params: ['x'.repeat(31)] }, hosts)).toMatchObject({ reason: 'dlt' });
    expect(dltRefusal('Pay: https://bit.ly/abc', undefined, hosts)).toEqual({
      reason: 'dlt',
      detail: "the link bit.ly is not on the portal's domain",
    });
    expect(dltRefusal('Pay: https://portal.duesflow.in/pay/t1?', { templateId: '1107', params: ['x'.repeat(30)] }, hosts)).toBeUndefined();
    // No domain configured: links are not checked.
    expect(dltRefusal('Pay: https://bit.ly/abc', undefined, [])).toBeUndefined();
  });
});

describe("a customer's state", () => {
  const state = (values: Partial<CustomerState>): CustomerState => ({
    customerId: 'c1',
    stopReminders: false,
    disputedAt: null,
    disputeReason: null,
    promisedDate: null,
    promiseNote: null,
    optedOutChannels: [],
    paidClaimedAt: null,
    paidClaimReference: null,
    whatsappLastInboundAt: null,
    repliedAt: null,
    replyText: null,
    duePaise: 100,
    disputedInvoices: null,
    ...values,
  });

  it('holds reminders for a stop, an open dispute, and a promise until (and on) its date; then nothing due', () => {
    expect(stateRefusal(state({ stopReminders: true, disputedAt: '2026-11-20' }), '2026-11-26')).toEqual({
      reason: 'stopped',
      detail: null,
    });
    expect(stateRefusal(state({ disputedAt: '2026-11-20', disputeReason: 'Goods damaged' }), '2026-11-26')).toEqual({
      reason: 'disputed',
      detail: 'Goods damaged',
    });
    expect(stateRefusal(state({ promisedDate: '2026-11-29' }), '2026-11-29')).toEqual({ reason: 'promised', detail: '29 Nov 2026' });
    expect(stateRefusal(state({ promisedDate: '2026-11-29' }), '2026-11-30')).toBeUndefined();
    expect(stateRefusal(state({ duePaise: 0 }), '2026-11-26')).toEqual({ reason: 'nothing_due' });
    // Something unpaid, but every unpaid invoice in dispute: refused as such, naming them.
    expect(stateRefusal(state({ duePaise: 0, disputedInvoices: 'T/1, T/2' }), '2026-11-26')).toEqual({
      reason: 'invoice_disputed',
      detail: 'T/1, T/2',
    });
    expect(stateRefusal(state({ duePaise: 5, disputedInvoices: 'T/1' }), '2026-11-26')).toBeUndefined();
    expect(contactHoldOf(state({ promisedDate: '2026-11-29', promiseNote: 'Half now' }), '2026-11-26')).toEqual({
      kind: 'promised',
      until: '2026-11-29',
      note: 'Half now',
    });
  });

  it('holds every channel for a reply staff have not handled, after a hold that says more (docs/inbox.md)', () => {
    const replied = { repliedAt: '2026-11-26 05:00:00+00', replyText: 'who is this?' };
    expect(stateRefusal(state(replied), '2026-11-26', 'sms')).toEqual({ reason: 'replied', detail: 'who is this?' });
    // Opted out of WhatsApp only: the reply still holds SMS.
    expect(stateRefusal(state({ ...replied, optedOutChannels: ['whatsapp'] }), '2026-11-26', 'sms')).toMatchObject({ reason: 'replied' });
    expect(stateRefusal(state({ ...replied, paidClaimedAt: '2026-11-26', paidClaimReference: 'UTR 1' }), '2026-11-26')).toMatchObject({
      reason: 'paid_claimed',
    });
    expect(stateRefusal(state({ ...replied, promisedDate: '2026-11-29' }), '2026-11-26')).toMatchObject({ reason: 'promised' });
    // The promise's date passed, the reply still unhandled: it holds.
    expect(stateRefusal(state({ ...replied, promisedDate: '2026-11-20' }), '2026-11-26')).toMatchObject({ reason: 'replied' });
  });

  it('refuses staff\'s reply from the inbox only on a channel the customer opted out of (docs/sending.md, "Replies from the inbox")', () => {
    const held = state({ stopReminders: true, disputedAt: '2026-11-20', repliedAt: '2026-11-26 05:00:00+00', duePaise: 0 });
    expect(optOutRefusal(held, 'whatsapp')).toBeUndefined();
    expect(optOutRefusal(state({ optedOutChannels: ['whatsapp'] }), 'whatsapp')).toEqual({ reason: 'opted_out', detail: 'WhatsApp' });
    expect(optOutRefusal(state({ optedOutChannels: ['whatsapp'] }), 'sms')).toBeUndefined();
  });
});

describe("a run's honest outcome", () => {
  const skips = { total: 2, byReason: { disputed: 1, promised: 1 }, recipients: [], cooldownHours: 24, cooldownChannels: [] };

  it('a run that reached nobody is nothing_sent with every reason, never a bare success', () => {
    const outcome = honestOutcome(
      { status: 'success', summary: 'Nobody was messaged: 2 overdue customers skipped', scopes: [] },
      { sent: 0, failed: 0, total: 0 },
      skips,
    );
    expect(outcome.summary).toBe('Nobody was messaged: skipped 1 (open dispute), 1 (promised to pay)');
    expect(runOutcomeOf({ status: 'success', contacted: 0, sent: 0, failed: 0, waiting: null })).toBe('nothing_sent');
  });

  it('tells completed, partial and waiting apart', () => {
    expect(runOutcomeOf({ status: 'success', contacted: 3, sent: 3, failed: 0, waiting: null })).toBe('completed');
    expect(runOutcomeOf({ status: 'success', contacted: 3, sent: 2, failed: 1, waiting: null })).toBe('partial');
    expect(
      runOutcomeOf({
        status: 'running',
        contacted: null,
        sent: 0,
        failed: 0,
        waiting: { total: 12, until: '2026-11-27T03:30:00.000Z', byChannel: { sms: 12 } },
      }),
    ).toBe('waiting');
    expect(runOutcomeOf({ status: 'success', contacted: null, sent: null, failed: null, waiting: null })).toBeNull();
  });
});

describe('the cost of a send', () => {
  it("is exact, per SMS part, in the provider's currency", () => {
    const cost = new CostSum(new Map([['sms', { provider: 'msg91', costPerUnit: 0.0024, currency: 'USD' }]]));
    for (let n = 0; n < 1000; n += 1) cost.add('sms', 2);
    expect(cost.result()).toEqual({ amount: 4.8, currency: 'USD', units: 2000 });
  });
});

describe("a run's skips on workflow_completed", () => {
  it('fit a NOTIFY payload (8 kB): every count, the first ten recipients, short details', () => {
    const skips = new SkipCounts(24);
    for (let n = 0; n < 60; n += 1) {
      skips.add([
        {
          delivery: { channel: 'sms', to: '+91 98765 43210', body: '', customerId: null, customerName: 'x'.repeat(400) },
          reason: 'disputed',
          detail: 'y'.repeat(400),
        },
      ]);
    }
    const event = skipsForEvent(skips.result());
    expect(event).toMatchObject({ total: 60, byReason: { disputed: 60 } });
    expect(event.recipients).toHaveLength(10);
    expect(JSON.stringify(event).length).toBeLessThan(4000);
  });
});
