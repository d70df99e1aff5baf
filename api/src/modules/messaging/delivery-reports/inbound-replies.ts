import type { TInboundChannel, TInboundResult } from '@duesflow/shared-contracts/inbox';
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
}

/** Stores and applies replies: given to the channel webhooks by the app, so messaging never imports the inbox. */
export type ReceiveReplies = (deps: AppDeps, replies: InboundReply[]) => Promise<TInboundResult>;
