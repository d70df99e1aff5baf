// No zod here: the shell's first page reads these to toast a reply (docs/performance.md); inbox.ts re-exports them.

/**
 * What a reply meant, by readable rules in English, Hindi and Marathi (docs/inbox.md, "What a reply
 * means"): an opt-out of the channel it came by, a claimed payment, a dispute, a promise to pay on a date,
 * or anything else, which staff answer.
 */
export const INBOUND_INTENTS = ['opt_out', 'paid_claim', 'dispute', 'promise', 'needs_reply'] as const;
export type TInboundIntent = (typeof INBOUND_INTENTS)[number];

/** How each intent reads on staff's screens. */
export const INBOUND_INTENT_LABELS: Record<TInboundIntent, string> = {
  opt_out: 'Opted out',
  paid_claim: 'Says paid',
  dispute: 'Disputes',
  promise: 'Promised',
  needs_reply: 'Needs a reply',
};

/** The toast when a reply arrives: "Reply from Asha Traders: Promised". */
export const replyToastTitle = (customerName: string, intent: TInboundIntent) =>
  `Reply from ${customerName}: ${INBOUND_INTENT_LABELS[intent]}`;
