import { Space } from 'antd';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { CallButton } from './CallButton';
import { WhatsappButton } from './WhatsappButton';
import { PaymentLinkButton } from './PaymentLinkButton';
import { CustomerContactButton } from '../../customer-contact/components/CustomerContactButton';

/**
 * The three follow-up actions of a row, each tracking its own pending request, and the customer's
 * reminder settings (Stop reminders, promise to pay, dispute) in a drawer.
 */
export function CustomerActions({ customer }: { customer: TCustomer }) {
  return (
    <Space wrap size="small">
      <CallButton customer={customer} />
      <WhatsappButton customer={customer} />
      <PaymentLinkButton customer={customer} />
      <CustomerContactButton customer={customer} />
    </Space>
  );
}
