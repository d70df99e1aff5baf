import { Button, Tooltip } from 'antd';
import { WhatsAppOutlined } from '@ant-design/icons';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { useSendWhatsappReminderMutation } from '../api';
import { useToast } from '@duesflow/remote-kit/toast';
import { useCan } from '@duesflow/remote-kit/session';
import { failureText, waitingLine } from '@duesflow/remote-kit/sendGate';
import { formatIstTime } from '@duesflow/shared-contracts/format';
import { contactBlockedReason } from './nothingDue';

/** Sends the payment_reminder WhatsApp template to one customer; needs a phone number. */
export function WhatsappButton({ customer }: { customer: TCustomer }) {
  const [sendReminder, { isLoading }] = useSendWhatsappReminderMutation();
  const toast = useToast();
  const phone = customer.phone?.trim();
  // The role comes first: a viewer cannot contact anyone, whatever the customer's state.
  const { reason: denied } = useCan('collect');
  const blocked = denied ?? contactBlockedReason(customer);

  const onClick = async () => {
    if (!phone || blocked) return;
    try {
      const started = await sendReminder({
        phoneNumber: phone,
        template: 'payment_reminder',
        airtableRecordId: customer.id,
        customerId: customer.id,
      }).unwrap();
      if (waitingLine(started.waiting)) {
        // Held by the send gate for the sending window: not sent yet, so not the success toast.
        toast.warning(
          'WhatsApp message scheduled',
          `Payment reminder to ${customer.name} goes at ${formatIstTime(started.waiting?.until) || 'the next sending window'}, when the sending window opens.`,
        );
      } else {
        toast.success('WhatsApp message sent', `Payment reminder sent to ${customer.name}.`);
      }
    } catch (error) {
      // The API's reason stays: "Not sent to Asha Traders: open dispute".
      toast.error('Message failed', failureText('Unable to send WhatsApp message', error));
    }
  };

  return (
    <Tooltip title={blocked}>
      {/* A disabled button gets no pointer events: the wrapper shows the reason on hover. */}
      <span style={{ display: 'inline-block' }}>
        <Button
          size="small"
          icon={<WhatsAppOutlined aria-hidden />}
          aria-label={`WhatsApp ${customer.name}`}
          onClick={onClick}
          disabled={Boolean(blocked) || isLoading}
          loading={isLoading}
        >
          WhatsApp
        </Button>
      </span>
    </Tooltip>
  );
}
