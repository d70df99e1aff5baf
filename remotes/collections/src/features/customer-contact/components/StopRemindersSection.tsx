import { Flex, Switch, Typography } from 'antd';
import type { TContactPreferences } from '@duesflow/shared-contracts/reminder-sequences';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useSetStopRemindersMutation } from '../api';
import { formatIstMoment } from '@duesflow/shared-contracts/format';

/** "Stop reminders": on, no campaign, sequence or bulk message goes to the customer on any channel. */
export function StopRemindersSection({ customerName, preferences }: { customerName: string; preferences: TContactPreferences }) {
  const [setStopReminders, { isLoading }] = useSetStopRemindersMutation();
  const toast = useToast();

  const onChange = async (stop: boolean) => {
    try {
      await setStopReminders({ customerId: preferences.customerId, body: { stopReminders: stop } }).unwrap();
      if (stop) toast.success('Reminders stopped', `${customerName} gets no campaign, sequence or bulk message on any channel.`);
      else toast.success('Reminders resumed', `${customerName} may be reminded again.`);
    } catch (error) {
      toast.error('Update failed', errorMessage(error));
    }
  };

  return (
    <Flex vertical gap={4}>
      <Flex justify="space-between" align="center" gap="middle">
        <Typography.Text strong>Stop reminders</Typography.Text>
        <Guarded capability="collect">
          <Switch
            aria-label="Stop reminders"
            checked={preferences.stopReminders}
            loading={isLoading}
            onChange={(checked) => void onChange(checked)}
          />
        </Guarded>
      </Flex>
      <Typography.Text type="secondary">
        {preferences.stopReminders
          ? `On since ${formatIstMoment(preferences.stopRemindersAt)}: no campaign, sequence or bulk message goes to this customer.`
          : 'Off: campaigns and reminder sequences may message this customer.'}
      </Typography.Text>
    </Flex>
  );
}
