import {
  MAX_SKIPPED_LISTED,
  skipReasonText,
  type TRunSkips,
  type TSkipReason,
  type TSkippedRecipient,
} from '@duesflow/shared-contracts/send-guards';
import type { TContactChannel } from '../../core/db/schema/contact-attempts';
import type { Delivery } from './delivery/deliver-message';

/** One recipient the gate (or the sender) left out, and why. */
export interface Skip {
  delivery: Delivery;
  reason: TSkipReason;
  /** What makes the reason specific: the promise's date, the unfilled "{amount}", the DLT rule. */
  detail?: string | null;
  customerName?: string | null;
}

/** "open dispute", "promised to pay (29 Nov 2026)": a skip's words on its message and in answers. */
export function skipText(skip: Pick<Skip, 'reason' | 'detail'>, cooldownHours: number, channel?: TContactChannel): string {
  const words = skipReasonText(skip.reason, cooldownHours, channel ? [channel] : []);
  return skip.detail ? `${words} (${skip.detail})` : words;
}

/** Adds up who a run skipped: every one counted, the first `MAX_SKIPPED_LISTED` named. */
export class SkipCounts {
  private readonly byReason: Partial<Record<TSkipReason, number>> = {};
  private readonly recipients: TSkippedRecipient[] = [];
  private readonly cooldownChannels = new Set<TContactChannel>();
  private total = 0;

  constructor(private readonly cooldownHours: number) {}

  add(skips: Skip[]): this {
    for (const { delivery, reason, detail, customerName } of skips) {
      this.total += 1;
      this.byReason[reason] = (this.byReason[reason] ?? 0) + 1;
      if (reason === 'cooldown') this.cooldownChannels.add(delivery.channel);
      if (this.recipients.length < MAX_SKIPPED_LISTED) {
        this.recipients.push({
          customerId: delivery.customerId,
          customerName: customerName ?? delivery.customerName ?? null,
          to: delivery.to || null,
          channel: delivery.channel,
          reason,
          detail: detail ?? null,
        });
      }
    }
    return this;
  }

  result(): TRunSkips {
    return {
      total: this.total,
      byReason: { ...this.byReason },
      recipients: [...this.recipients],
      cooldownHours: this.cooldownHours,
      cooldownChannels: [...this.cooldownChannels],
    };
  }
}

export const noSkips = (cooldownHours: number): TRunSkips => new SkipCounts(cooldownHours).result();

/** How many of a run's recipients were held back for `reason`. */
export const skippedFor = (skips: TRunSkips | undefined, reason: TSkipReason): number => skips?.byReason[reason] ?? 0;

/** Recipients named in a realtime event: a NOTIFY payload is limited to 8 kB, names and details included. */
export const MAX_SKIPPED_IN_EVENT = 10;

/** A run's skips as `workflow_completed` carries them: every count, the first few recipients, short details. */
export function skipsForEvent(skips: TRunSkips): TRunSkips {
  return {
    ...skips,
    recipients: skips.recipients.slice(0, MAX_SKIPPED_IN_EVENT).map((recipient) => ({
      ...recipient,
      customerName: recipient.customerName?.slice(0, 100) ?? null,
      detail: recipient.detail ? recipient.detail.slice(0, 100) : (recipient.detail ?? null),
    })),
  };
}
