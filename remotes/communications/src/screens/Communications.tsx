import { Tabs } from 'antd';
import { ReminderSequences } from '../features/reminder-sequences/components/ReminderSequences';
import { BulkMessaging } from '../features/communications/components/BulkMessaging';

/** Follow-up Communications: bulk messaging and the reminder sequences (the shell's header carries the title). */
export function Communications() {
  return (
    <Tabs
      items={[
        { key: 'bulk', label: 'Bulk Messaging', children: <BulkMessaging /> },
        { key: 'sequences', label: 'Reminder Sequences', children: <ReminderSequences /> },
      ]}
    />
  );
}
