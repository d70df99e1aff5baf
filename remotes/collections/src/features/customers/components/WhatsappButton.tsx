import { WhatsAppOutlined } from '@ant-design/icons';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { useSendWhatsappReminderMutation } from '../api';
import { PhoneContactButton, type TPhoneContactTexts } from './PhoneContactButton';

const texts = (customer: TCustomer): TPhoneContactTexts => ({
  scheduled: (at) => [
    'WhatsApp message scheduled',
    `Payment reminder to ${customer.name} goes at ${at || 'the next sending window'}, when the sending window opens.`,
  ],
  sent: ['WhatsApp message sent', `Payment reminder sent to ${customer.name}.`],
  failed: ['Message failed', 'Unable to send WhatsApp message'],
});

/** Sends the payment_reminder WhatsApp template to one customer; needs a phone number. */
export function WhatsappButton({ customer }: { customer: TCustomer }) {
  const [sendReminder, { isLoading }] = useSendWhatsappReminderMutation();
  return (
    <PhoneContactButton
      customer={customer}
      send={(phone) =>
        sendReminder({ phoneNumber: phone, template: 'payment_reminder', airtableRecordId: customer.id, customerId: customer.id }).unwrap()
      }
      sending={isLoading}
      texts={texts(customer)}
      icon={<WhatsAppOutlined aria-hidden />}
      ariaLabel={`WhatsApp ${customer.name}`}
    >
      WhatsApp
    </PhoneContactButton>
  );
}
