import { eq } from 'drizzle-orm';
import type { TPaymentTrackingSettings } from '@duesflow/shared-contracts/payment-tracking';
import type { Queryable } from '../../core/db/database';
import { paymentTrackingSettings } from '../../core/db/schema/payment-tracking-settings';
import { paiseToRupees, rupeesToPaise } from '../../core/lib/money';

/** ₹1,00,000: a lakh overdue is urgent whatever its age until staff choose otherwise. */
export const DEFAULT_URGENT_AMOUNT_THRESHOLD_PAISE = 1_00_000_00;

export interface FollowUpSettings {
  urgentAmountThresholdPaise: number;
}

export async function readFollowUpSettings(db: Queryable): Promise<FollowUpSettings> {
  const [row] = await db.select().from(paymentTrackingSettings).where(eq(paymentTrackingSettings.id, 1));
  return { urgentAmountThresholdPaise: row?.urgentAmountThresholdPaise ?? DEFAULT_URGENT_AMOUNT_THRESHOLD_PAISE };
}

export async function writeFollowUpSettings(db: Queryable, settings: TPaymentTrackingSettings, now: Date): Promise<FollowUpSettings> {
  const urgentAmountThresholdPaise = rupeesToPaise(settings.urgentAmountThreshold);
  await db
    .insert(paymentTrackingSettings)
    .values({ id: 1, urgentAmountThresholdPaise, updatedAt: now })
    .onConflictDoUpdate({ target: paymentTrackingSettings.id, set: { urgentAmountThresholdPaise, updatedAt: now } });
  return { urgentAmountThresholdPaise };
}

export function toSettingsBody(settings: FollowUpSettings): TPaymentTrackingSettings {
  return { urgentAmountThreshold: paiseToRupees(settings.urgentAmountThresholdPaise) };
}
