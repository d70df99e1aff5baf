import { Space, Tag } from 'antd';
import type { TContactPreferences } from '@duesflow/shared-contracts/reminder-sequences';
import { formatCalendarDate } from './formatContactDates';

/**
 * What holds this customer's reminders back, as small tags: "Reminders stopped", "Promised until …"
 * (while the promised date has not passed), "Disputed", "Says paid" and "Opted out". The customer list API does not carry these
 * fields, so the tags show in the customer's drawer (docs/communications-ui.md).
 */
export function ContactTags({ preferences, today }: { preferences: TContactPreferences; today: string }) {
  const promiseActive = preferences.promisedDate !== null && preferences.promisedDate >= today;
  const optedOut = preferences.optedOutChannels.length > 0;
  if (!preferences.stopReminders && !promiseActive && !preferences.disputed && !preferences.paidClaim && !optedOut) return null;
  return (
    <Space wrap size="small" aria-label="Reminder state">
      {preferences.stopReminders ? <Tag color="default">Reminders stopped</Tag> : null}
      {promiseActive ? <Tag color="gold">Promised until {formatCalendarDate(preferences.promisedDate)}</Tag> : null}
      {preferences.disputed ? <Tag color="volcano">Disputed</Tag> : null}
      {preferences.paidClaim ? <Tag color="blue">Says paid</Tag> : null}
      {optedOut ? <Tag color="default">Opted out</Tag> : null}
    </Space>
  );
}
