import { sql } from 'drizzle-orm';
import { GATE_REASONS, type TRunWaiting, type TSendPreview, type TSkipReason } from '@duesflow/shared-contracts/send-guards';
import { rowsOf, type Database, type Queryable } from '../../core/db/database';
import type { TContactChannel } from '../../core/db/schema/contact-attempts';
import { matchTemplate, templateRows, type TemplateRow } from './templates';
import { deliveryKey, queueMessages, type Delivery, type MessageRow } from './delivery/deliver-message';
import { businessDate } from '../../core/lib/clock';
import { yieldEvery } from '../../core/lib/yield';
import { cooldownVerdicts, type CooldownVerdict, type GuardPolicy } from './cooldown';
import { channelPrices, billedUnits, CostSum, type ChannelPrice } from './cost';
import { customerStates, optOutRefusal, stateRefusal, type CustomerState, type Refusal } from './customer-state';
import { nextWindowOpening, windowFor, type ChannelWindows } from '../../core/lib/hours-of-day';
import { dltRefusal, placeholderRefusal } from './message-checks';
import { REFUSAL_PREFIX, sendOptionsFor, writeRefusals, writeSendOptions, type SendOptionsRow } from './send-options';
import { SkipCounts, skipText, type Skip } from './skip-counts';
import { withToken, type PageLinks, type PageLinkSlot } from './page-links';

/*
 * The send gate (docs/sending.md, "The send gate"): every message and call of every path is decided
 * here, per recipient, before anything is queued — send now, wait until its channel's hours open, or
 * skip with a reason. A batch is decided with a fixed number of statements whatever its size (the
 * customers' state, the cooldown's history, the providers, the templates), so a 10,000-recipient send
 * costs a few statements per chunk of 500, not one per recipient.
 */

export interface GatePolicy extends GuardPolicy, ChannelWindows {
  /** Hosts links in an SMS may point to (DLT whitelists the portal's own domain); empty: unchecked. */
  linkHosts?: readonly string[];
  /** Makes the page links of messages that carry one (page-links.ts); without it such a message is not queued. */
  pageLinks?: PageLinks;
}

/** One recipient to decide on. */
export interface GateItem {
  delivery: Delivery;
  /** The registered template it was filled from, with its values in order (campaigns, sequences). */
  template?: { row: TemplateRow; params: string[] };
  /** A refusal the sender already knows (no phone number). */
  refusal?: Refusal;
  /** The text carries the sample page link: the customer's own link is made as the message is queued. */
  pageLink?: PageLinkSlot;
  /**
   * `reply`: staff answering the customer's own message from the inbox (docs/sending.md, "Replies"): not a
   * reminder, so the holds on reminders (stop, dispute, promise, claimed payment, an unhandled reply), the
   * dues and the cooldown do not apply; an opted-out channel, the message's own rules, the provider and the
   * channel's hours still do. Absent: a reminder.
   */
  purpose?: 'reminder' | 'reply';
}

export type Decision =
  { action: 'send'; options?: SendOptionsRow } | { action: 'wait'; until: Date; options?: SendOptionsRow } | ({ action: 'skip' } & Refusal);

/** Skips that are the recipient's own message row (its status and reason), not only a count on the run. */
const RECORDED_ALWAYS = new Set<TSkipReason>([...GATE_REASONS, 'nothing_due']);

/** What the gate reads once per batch. */
interface BatchFacts {
  states: Map<string, CustomerState>;
  prices: Map<TContactChannel, ChannelPrice>;
  templates: TemplateRow[];
  cooldown: CooldownVerdict[];
}

async function readFacts(db: Queryable, executionId: string | null, items: GateItem[], policy: GatePolicy, now: Date): Promise<BatchFacts> {
  const customerIds = [...new Set(items.flatMap(({ delivery }) => (delivery.customerId ? [delivery.customerId] : [])))];
  const needsTemplates = items.some(
    ({ delivery, template }) => !template && (delivery.channel === 'sms' || delivery.channel === 'whatsapp'),
  );
  return {
    states: await customerStates(db, customerIds),
    prices: await channelPrices(db),
    templates: needsTemplates ? await templateRows(db) : [],
    cooldown: await cooldownVerdicts(
      db,
      executionId,
      items.map(({ delivery }) => delivery),
      policy,
      now,
    ),
  };
}

/** Decides every item of a batch; reads only, writes nothing (the dry run uses it as it is). */
export async function decide(
  db: Queryable,
  executionId: string | null,
  items: GateItem[],
  policy: GatePolicy,
  now: Date,
): Promise<Decision[]> {
  if (items.length === 0) return [];
  const facts = await readFacts(db, executionId, items, policy, now);
  const today = businessDate(now);
  const matched = new Map<string, ReturnType<typeof matchTemplate>>();
  const turn = yieldEvery();
  const decisions: Decision[] = [];
  for (const [index, item] of items.entries()) {
    await turn(index);
    const { delivery } = item;
    const state = delivery.customerId ? facts.states.get(delivery.customerId) : undefined;
    const messaged = delivery.channel === 'sms' || delivery.channel === 'whatsapp';
    let template = item.template;
    if (!template && messaged) {
      const link = policy.pageLinks ? { prefix: policy.pageLinks.prefix, channel: delivery.channel } : undefined;
      const seen = `${delivery.channel}:${delivery.body}`;
      if (!matched.has(seen)) matched.set(seen, matchTemplate(facts.templates, delivery.body, link));
      template = matched.get(seen);
    }
    const reply = item.purpose === 'reply';
    const refusal =
      item.refusal ??
      (reply ? optOutRefusal(state, delivery.channel) : stateRefusal(state, today, delivery.channel)) ??
      placeholderRefusal(delivery.body) ??
      (delivery.channel === 'sms'
        ? dltRefusal(
            delivery.body,
            template ? { templateId: template.row.dltTemplateId, params: template.params } : undefined,
            policy.linkHosts ?? [],
          )
        : undefined) ??
      (facts.prices.has(delivery.channel) ? undefined : { reason: 'no_provider' as const, detail: null }) ??
      (!reply && facts.cooldown[index] ? { reason: facts.cooldown[index]! } : undefined);
    if (refusal) {
      decisions.push({ action: 'skip', ...refusal });
      continue;
    }
    const options = messaged ? sendOptionsFor(delivery, template, state?.whatsappLastInboundAt, now) : undefined;
    const opens = nextWindowOpening(windowFor(policy, delivery.channel), now);
    decisions.push(opens.getTime() > now.getTime() ? { action: 'wait', until: opens, options } : { action: 'send', options });
  }
  return decisions;
}

/** Adds up waiting messages: how many per channel, and the first opening. */
export class WaitingCounts {
  private total = 0;
  private until: number | null = null;
  private readonly byChannel: Partial<Record<TContactChannel, number>> = {};

  add(channel: TContactChannel, until: Date): this {
    this.total += 1;
    this.byChannel[channel] = (this.byChannel[channel] ?? 0) + 1;
    this.until = this.until === null ? until.getTime() : Math.min(this.until, until.getTime());
    return this;
  }

  merge(other: TRunWaiting | null | undefined): this {
    if (!other || other.total === 0) return this;
    this.total += other.total;
    for (const [channel, count] of Object.entries(other.byChannel)) {
      this.byChannel[channel as TContactChannel] = (this.byChannel[channel as TContactChannel] ?? 0) + (count ?? 0);
    }
    if (other.until) this.until = this.until === null ? Date.parse(other.until) : Math.min(this.until, Date.parse(other.until));
    return this;
  }

  result(): TRunWaiting {
    return { total: this.total, until: this.until === null ? null : new Date(this.until).toISOString(), byChannel: { ...this.byChannel } };
  }
}

export interface GatedBatch {
  /** Queued messages to send now. */
  now: MessageRow[];
  /** Queued messages held for their channel's hours, grouped by when they go. */
  later: Map<number, MessageRow[]>;
  skips: Skip[];
  waiting: TRunWaiting;
  cost: CostSum;
}

/**
 * Decides a batch and writes what it decided, as one step no other send interleaves with (a
 * transaction-level advisory lock): skips become the recipient's refused message where they are the
 * recipient's own (`recordAll`: every skip, for a campaign's one message per customer), each message
 * that may go gets its send options, and is queued. Safe to repeat: every write skips keys already there.
 */
export async function gateAndQueue(
  db: Database,
  executionId: string,
  items: GateItem[],
  policy: GatePolicy,
  now: Date,
  recordAll = false,
): Promise<GatedBatch> {
  if (items.length === 0)
    return { now: [], later: new Map(), skips: [], waiting: new WaitingCounts().result(), cost: new CostSum(new Map()) };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('duesflow:send-guard'))`);
    const decisions = await decide(tx, executionId, items, policy, now);
    const prices = await channelPrices(tx);
    const costs = new CostSum(prices);
    const skips: Skip[] = [];
    const refusals: { delivery: Delivery; key: string; reason: string }[] = [];
    const options: { key: string; row: SendOptionsRow }[] = [];
    const going: Delivery[] = [];
    const linked: { index: number; slot: PageLinkSlot; options?: SendOptionsRow }[] = [];
    const until = new Map<string, number>();
    const waiting = new WaitingCounts();
    for (const [index, decision] of decisions.entries()) {
      const { delivery } = items[index]!;
      const key = deliveryKey(executionId, delivery);
      if (decision.action === 'skip') {
        const skip: Skip = { delivery, reason: decision.reason, detail: decision.detail ?? null };
        skips.push(skip);
        if (recordAll || RECORDED_ALWAYS.has(decision.reason)) {
          refusals.push({ delivery, key, reason: `${REFUSAL_PREFIX}${skipText(skip, policy.cooldownHours, delivery.channel)}` });
        }
        continue;
      }
      if (items[index]!.pageLink) linked.push({ index: going.length, slot: items[index]!.pageLink!, options: decision.options });
      else if (decision.options) options.push({ key, row: decision.options });
      costs.add(delivery.channel, decision.options?.segments ?? billedUnits(delivery.channel, delivery.body));
      if (decision.action === 'wait') {
        until.set(key, decision.until.getTime());
        waiting.add(delivery.channel, decision.until);
      }
      going.push(delivery);
    }
    await writeRefusals(tx, executionId, refusals);
    options.push(...(await issuePageLinks(tx, executionId, going, linked, policy.pageLinks, now)));
    await writeSendOptions(tx, options);
    const rows = await queueMessages(tx, executionId, going);
    const sendNow: MessageRow[] = [];
    const later = new Map<number, MessageRow[]>();
    for (const row of rows) {
      if (row.status !== 'queued') continue;
      const at = until.get(row.idempotencyKey);
      if (at === undefined) sendNow.push(row);
      else later.set(at, [...(later.get(at) ?? []), row]);
    }
    return { now: sendNow, later, skips, waiting: waiting.result(), cost: costs };
  });
}

/**
 * Gives each message that carries the sample page link its own token (page-links.ts), in `going` and in
 * its send options, within the gate's transaction: only messages not queued before (a repeated plan's
 * are kept as first written, link and all), so every link made is in exactly one queued message.
 */
async function issuePageLinks(
  tx: Queryable,
  executionId: string,
  going: Delivery[],
  linked: { index: number; slot: PageLinkSlot; options?: SendOptionsRow }[],
  pageLinks: PageLinks | undefined,
  now: Date,
): Promise<{ key: string; row: SendOptionsRow }[]> {
  if (linked.length === 0) return [];
  if (!pageLinks) throw new Error('A message carries a page link but the send has no way to make one');
  const keyed = linked.map((entry) => ({ ...entry, key: deliveryKey(executionId, going[entry.index]!) }));
  const queued = new Set(
    rowsOf<{ key: string }>(
      await tx.execute(
        sql`select idempotency_key as key from messages where idempotency_key = any(${sql.param(keyed.map(({ key }) => key))}::text[])`,
      ),
    ).map((row) => row.key),
  );
  const fresh = keyed.filter(({ key }) => !queued.has(key));
  const tokens = await pageLinks.issue(
    tx,
    fresh.map(({ index, slot }) => ({ customerId: slot.customerId, channel: going[index]!.channel, to: going[index]!.to })),
    now,
  );
  const options: { key: string; row: SendOptionsRow }[] = [];
  for (const [at, { index, key, options: row }] of fresh.entries()) {
    const swapped = withToken(going[index]!, row, tokens[at]!);
    going[index] = swapped.delivery;
    if (swapped.options) options.push({ key, row: swapped.options });
  }
  return options;
}

/**
 * The dry run of a send: the same decisions, counted, nothing written. It reads 2,000 recipients per
 * statement, where a run queues 500: it writes nothing, and a campaign's POST waits for it (10,000
 * recipients: 20 statements of each kind took 550 ms, 5 took 280–380 ms; docs/performance.md).
 */
export async function previewSend(
  db: Queryable,
  items: GateItem[],
  policy: GatePolicy,
  now: Date,
  chunkSize = 2000,
): Promise<TSendPreview> {
  const skips = new SkipCounts(policy.cooldownHours);
  const waiting = new WaitingCounts();
  const costs = new CostSum(await channelPrices(db));
  let sendNow = 0;
  for (let start = 0; start < items.length; start += chunkSize) {
    const slice = items.slice(start, start + chunkSize);
    const decisions = await decide(db, null, slice, policy, now);
    for (const [index, decision] of decisions.entries()) {
      const { delivery } = slice[index]!;
      if (decision.action === 'skip') {
        skips.add([{ delivery, reason: decision.reason, detail: decision.detail ?? null }]);
        continue;
      }
      costs.add(delivery.channel, decision.options?.segments ?? billedUnits(delivery.channel, delivery.body));
      if (decision.action === 'wait') waiting.add(delivery.channel, decision.until);
      else sendNow += 1;
    }
  }
  return { total: items.length, now: sendNow, waiting: waiting.result(), skipped: skips.result(), cost: costs.result() };
}
