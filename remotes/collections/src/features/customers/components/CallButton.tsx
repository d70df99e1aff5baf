import { PhoneOutlined } from '@ant-design/icons';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { useStartCustomerCallMutation } from '../api';
import { PhoneContactButton, type TPhoneContactTexts } from './PhoneContactButton';

const texts = (customer: TCustomer): TPhoneContactTexts => ({
  // Held for the call window (RBI: 08:00–19:00): the call is not being placed now.
  scheduled: (at) => [
    'Payment follow-up scheduled',
    `${customer.name} will be called at ${at || 'the next call window'}, when the call window opens.`,
  ],
  sent: ['Payment follow-up initiated', 'Customer will be contacted via phone call'],
  failed: ['Follow-up failed', 'Unable to initiate payment follow-up'],
});

/** Starts a payment follow-up call to one customer; needs a phone number. */
export function CallButton({ customer }: { customer: TCustomer }) {
  const [startCall, { isLoading }] = useStartCustomerCallMutation();
  return (
    <PhoneContactButton
      customer={customer}
      send={(phone) => startCall({ phoneNumber: phone, airtableRecordId: customer.id, customerId: customer.id }).unwrap()}
      sending={isLoading}
      texts={texts(customer)}
      icon={<PhoneOutlined aria-hidden />}
      ariaLabel={`Call ${customer.name}`}
    >
      Call
    </PhoneContactButton>
  );
}
