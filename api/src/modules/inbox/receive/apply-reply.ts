import { eq } from 'drizzle-orm';
import { formatDate } from '@duesflow/shared-contracts/format';
import type { Transaction } from '../../../core/db/database';
import { customerContactPreferences } from '../../../core/db/schema/communications';
import { auditLog } from '../../../core/db/schema/staff';
import type { Clock } from '../../../core/lib/clock';
import type { RealtimeBus } from '../../../core/realtime/realtime-bus';
import { changeContactPreferences, type ContactPreferenceChanges } from '../../customers';
import type { InboundReply } from '../../messaging';
import type { ReadIntent } from '../intent/read-intent';

/** A dispute's reason and a promise's note keep at most this much of the reply. */
const WORDS_MAX = 500;

const CHANNEL_WORDS: Record<InboundReply['channel'], string> = { whatsapp: 'WhatsApp', sms: 'SMS', voice: 'call keypress', email: 'email' };

interface Applied {
  changes: ContactPreferenceChanges;
  /** The audit entries of what changed: [action, detail]. */
  audit: [string, string][];
}

/** What the reply's intent changes in the customer's preferences (docs/inbox.md, "What a reply changes"). */
function changesOf(reply: InboundReply, read: ReadIntent, optedOut: readonly string[]): Applied {
  const by = `the customer's ${CHANNEL_WORDS[reply.channel]} reply`;
  const words = (reply.text ?? reply.buttonPayload ?? '').slice(0, WORDS_MAX);
  switch (read.intent) {
    case 'opt_out':
      return {
        changes: { optedOutChannels: [...new Set([...optedOut, reply.channel])] as ContactPreferenceChanges['optedOutChannels'] },
        audit: [['reply.opt-out', `opted out of ${CHANNEL_WORDS[reply.channel]} by ${by}`]],
      };
    case 'paid_claim':
      return {
        changes: { paidClaimedAt: reply.receivedAt, paidClaimReference: read.evidence.reference ?? null, paidClaimAmountPaise: null },
        audit: [['reply.paid-claim', `says paid${read.evidence.reference ? ` (${read.evidence.reference})` : ''} in ${by}`]],
      };
    case 'promise':
      return {
        changes: { promisedDate: read.evidence.promisedDate!, promisedAmountPaise: null, promiseNote: `Replied: “${words}”` },
        audit: [['reply.promise', `promise to pay by ${formatDate(read.evidence.promisedDate!)} in ${by}`]],
      };
    case 'dispute':
      return {
        changes: { disputedAt: reply.receivedAt, disputeReason: words },
        audit: [['reply.dispute', `dispute raised in ${by}`]],
      };
    case 'needs_reply':
      return { changes: {}, audit: [] };
  }
}

/**
 * Applies a matched customer's reply inside its transaction: the intent's change to their preferences
 * (through the customers module, so a promise is recorded among their promises, source `reply`), the
 * time of their last WhatsApp message (the 24-hour window for free-form replies opens from it), and an
 * audit entry for each change and for the pause every reply puts on their reminders until staff handle it.
 */
export async function applyReply(
  deps: { db: Transaction; clock: Clock; bus: RealtimeBus },
  { customerId, reply, read }: { customerId: string; reply: InboundReply; read: ReadIntent },
): Promise<void> {
  const { db } = deps;
  // The row made first when there is none, then locked until the commit: a second reply of the same
  // customer at the same moment waits and reads what this one wrote (two opt-outs keep both channels).
  await db.insert(customerContactPreferences).values({ customerId }).onConflictDoNothing();
  const [current] = await db
    .select({
      optedOutChannels: customerContactPreferences.optedOutChannels,
      lastInbound: customerContactPreferences.whatsappLastInboundAt,
    })
    .from(customerContactPreferences)
    .where(eq(customerContactPreferences.customerId, customerId))
    .for('update');
  const applied = changesOf(reply, read, current?.optedOutChannels ?? []);
  const changes: ContactPreferenceChanges = { ...applied.changes };
  if (reply.channel === 'whatsapp' && !(current?.lastInbound && current.lastInbound >= reply.receivedAt)) {
    changes.whatsappLastInboundAt = reply.receivedAt;
  }
  if (Object.keys(changes).length > 0) await changeContactPreferences(deps, customerId, changes, { source: 'reply' });
  const audit: [string, string][] = [
    ...applied.audit,
    // A reply handled as it arrived (answered automatically) holds nothing.
    ...(reply.handled
      ? []
      : [['reply.hold', `reminders paused until staff handle the customer's ${CHANNEL_WORDS[reply.channel]} reply`] as [string, string]]),
  ];
  if (audit.length === 0) return;
  await db.insert(auditLog).values(
    audit.map(([action, detail]) => ({
      at: deps.clock.now(),
      userId: null,
      userEmail: null,
      action,
      target: customerId,
      outcome: 'success' as const,
      status: 200,
      detail,
    })),
  );
}
