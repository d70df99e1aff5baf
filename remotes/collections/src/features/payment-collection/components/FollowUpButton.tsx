import type { ReactNode } from 'react';
import { Button } from 'antd';
import { MessageOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import type { TFollowUpEntry } from '@duesflow/shared-contracts/payment-tracking';
import { useTriggerFollowUpMutation } from '../api';
import { useToast } from '@duesflow/remote-kit/toast';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';
import { waitingLine } from '@duesflow/remote-kit/sendGate';
import { formatIstTime } from '@duesflow/shared-contracts/format';

const ACTION_ICONS: Record<TFollowUpEntry['recommendedAction'], ReactNode> = {
  urgent_call: <PhoneOutlined aria-hidden />,
  ai_call: <PhoneOutlined aria-hidden />,
  whatsapp: <WhatsAppOutlined aria-hidden />,
  sms: <MessageOutlined aria-hidden />,
};

/**
 * Starts the recommended follow-up for one customer; every channel needs a phone number. Under a hold it
 * is not the card's call to action (not primary); pressed anyway, the send gate answers with its reason.
 */
export function FollowUpButton({ entry, held = false }: { entry: TFollowUpEntry; held?: boolean }) {
  const [triggerFollowUp, { isLoading }] = useTriggerFollowUpMutation();
  const toast = useToast();

  const onClick = async () => {
    try {
      const result = await triggerFollowUp({ customerId: entry.customerId, action: entry.recommendedAction }).unwrap();
      if (waitingLine(result.waiting)) {
        // Held by the send gate for its channel's hours: say when it goes rather than that it went.
        toast.warning(
          'Follow-up Triggered',
          `${result.message.replace(/([^.!?])$/, '$1.')} It goes at ${formatIstTime(result.waiting?.until) || 'the next window'}, when the ${entry.recommendedAction.endsWith('call') ? 'call' : 'sending'} window opens.`,
        );
      } else {
        toast.success('Follow-up Triggered', result.message);
      }
    } catch (error) {
      toast.error('Follow-up Failed', errorMessage(error));
    }
  };

  return (
    <Guarded capability="collect">
      <Button
        type={held ? 'default' : 'primary'}
        size="small"
        icon={ACTION_ICONS[entry.recommendedAction]}
        aria-label={`Follow up ${entry.customerName}`}
        onClick={onClick}
        disabled={!entry.phone || isLoading}
        loading={isLoading}
      >
        Follow up
      </Button>
    </Guarded>
  );
}
