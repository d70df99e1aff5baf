import { Button } from 'antd';
import { WhatsAppOutlined } from '@ant-design/icons';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { useSendWhatsappReminderMutation } from '../api';
import { useToast } from '@duesflow/remote-kit/toast';

/** Sends the payment_reminder WhatsApp template to one customer; needs a phone number. */
export function WhatsappButton({ customer }: { customer: TCustomer }) {
  const [sendReminder, { isLoading }] = useSendWhatsappReminderMutation();
  const toast = useToast();
  const phone = customer.phone?.trim();

  const onClick = async () => {
    if (!phone) return;
    try {
      await sendReminder({
        phoneNumber: phone,
        template: 'payment_reminder',
        airtableRecordId: customer.id,
        customerId: customer.id,
      }).unwrap();
      toast.success('WhatsApp message sent', `Payment reminder sent to ${customer.name}.`);
    } catch {
      toast.error('Message failed', 'Unable to send WhatsApp message');
    }
  };

  return (
    <Button
      size="small"
      icon={<WhatsAppOutlined aria-hidden />}
      aria-label={`WhatsApp ${customer.name}`}
      onClick={onClick}
      disabled={!phone || isLoading}
      loading={isLoading}
    >
      WhatsApp
    </Button>
  );
}
