import type { TInboundChannel, TInboundEvidence, TInboundIntent, TInboundResult } from '@duesflow/shared-contracts/inbox';
import type { AppDeps } from '../../../core/app-deps';

/**
 * A customer's reply as a vendor's webhook delivered it, authenticated and read into one shape: the
 * inbox module matches it to the customer, reads what it means and applies it (docs/inbox.md).
 */
export interface InboundReply {
  channel: TInboundChannel;
  /** The vendor's id of the message: the same id again is a replay. */
  vendorMessageId: string;
  /** The sender's number as the vendor wrote it ("919876543210", "+91 98765 43210", "9876543210"). */
  from: string;
  /** Whether `from` carries its country code without a `+` (WhatsApp's wa_id always does). */
  fromIsInternational: boolean;
  text: string | null;
  buttonPayload: string | null;
  /** The vendor's id of the message of ours it answers (WhatsApp `context.id`). */
  answersVendorMessageId: string | null;
  receivedAt: Date;
  /**
   * What it means when the vendor's flow already said so (a keypress of the call's menu): not read from
   * the text by the rules. Absent: the text is read.
   */
  read?: { intent: TInboundIntent; evidence: TInboundEvidence };
  /** Handled as it arrives (a request answered automatically): stored handled, no hold on reminders. */
  handled?: boolean;
  /** What is done for the customer once it is stored: `page_link` sends them their page's link by SMS. */
  followUp?: 'page_link';
}

/** Stores and applies replies: given to the channel webhooks by the app, so messaging never imports the inbox. */
export type ReceiveReplies = (deps: AppDeps, replies: InboundReply[]) => Promise<TInboundResult>;
