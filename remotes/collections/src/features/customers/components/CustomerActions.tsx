import { Space } from 'antd';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { CallButton } from './CallButton';
import { WhatsappButton } from './WhatsappButton';
import { PaymentLinkButton } from './PaymentLinkButton';

/** The three follow-up actions of a row; each button tracks its own pending request. */
export function CustomerActions({ customer }: { customer: TCustomer }) {
  return (
    <Space wrap size="small">
      <CallButton customer={customer} />
      <WhatsappButton customer={customer} />
      <PaymentLinkButton customer={customer} />
    </Space>
  );
}
